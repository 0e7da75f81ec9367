/**
 * The API on the S3 adapter (STORAGE_URL, S3_ENDPOINT … aimed at the loopback peer, path-style): the demo seed's
 * files, downloads with the same headers, missing objects answered as missing files, photos and prints stored as
 * objects; an outage of the store is a 500 that names nothing of it. Then storage:copy (idempotent, resumable)
 * and the orphan sweep on the same bucket.
 */
import { eq } from 'drizzle-orm';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main as checkMain } from '../../scripts/storage-check.ts';
import { main as copyMain, progressLine } from '../../scripts/storage-copy.ts';
import { main as sweepMain } from '../../scripts/storage-sweep.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { files, journals, members, orders } from '../../src/server/db/schema.ts';
import { seedDemo } from '../../src/server/services/demo-seed.ts';
import { findOrphans } from '../../src/server/services/storage/sweep.ts';
import type { ManagedStorage } from '../../src/server/services/storage/types.ts';
import { build, type TestApp } from './helpers/app.ts';
import {
  buildPdf,
  insertOrderCatalogue,
  itemOf,
  memberWithKey,
  multipartPost,
  orderHeaders,
} from './helpers/order-fixtures.ts';
import { startS3Peer, type S3Peer } from './helpers/s3-peer.ts';
import { s3Env } from './helpers/s3-storage.ts';

let peer: S3Peer;
let t: TestApp;
let member: { id: number; key: string };
let root: string;

const storage = () => t.app.deps.storage as ManagedStorage;
const get = (url: string) =>
  t.request({ method: 'GET', url: `/api/${url}`, headers: { authorization: `Bearer ${member.key}` } });

beforeAll(async () => {
  peer = await startS3Peer();
  root = await mkdtemp(join(tmpdir(), 's3-storage-'));
  t = await build({ ...s3Env(peer, 'api'), STORAGE_DIR: join(root, 'unused') });
  await seedDemo(t.database.db, { storage: t.app.deps.storage });
  await insertOrderCatalogue(t.database.db);
  member = await memberWithKey(t);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
  await rm(root, { recursive: true, force: true });
});

describe('the API on object storage', () => {
  it('the demo seed wrote its files as objects under the prefix, and download.php streams them with the usual headers', async () => {
    const [journal] = await t.database.db.select({ id: journals.id }).from(journals).orderBy(journals.id).limit(1);
    const name = `${journal?.id}.pdf`;
    const object = peer.objects.get(`api/journals/${name}`);
    expect(object?.body.subarray(0, 5).toString()).toBe('%PDF-');
    const response = await get(`download.php?a=${name}&folder=journals`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(object?.body ?? Buffer.alloc(0))).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(object?.body.length),
      'content-disposition': `attachment; filename="${name}"; filename*=UTF-8''${name}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('answers a missing object as a missing file (404 NOT_FOUND), and an unsafe name before asking the store', async () => {
    await t.database.db.insert(files).values({ linkName: 'leaflets', name: 'listed-missing.pdf' });
    const response = await get('download.php?a=listed-missing.pdf&folder=files');
    expect(response.statusCode).toBe(404);
    expect(response.json()[0]).toEqual({ status: 'error', code: 'NOT_FOUND' });
    const asked = peer.requests.length;
    expect((await get('download.php?a=..%2Fapi%2Fprints%2Fx.pdf&folder=files')).statusCode).toBe(400);
    expect(peer.requests.length).toBe(asked);
  });

  it('stores an uploaded photo as an object and serves it back through photo.php', async () => {
    const jpeg = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#36c' } })
      .jpeg()
      .toBuffer();
    const upload = await multipartPost(
      '/UpdatePhoto.php',
      {},
      { field: 'profile_image', name: 'me.jpg', type: 'image/jpeg', data: jpeg },
      orderHeaders(member.key),
    );
    expect((await t.request(upload)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    const object = peer.objects.get(`api/profiles/${row?.photoFile}`);
    expect(object).toBeDefined();
    const photo = await get('photo.php');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(object?.body.length),
      'cache-control': 'private, no-store',
    });
    expect(photo.rawPayload.equals(object?.body ?? Buffer.alloc(0))).toBe(true);
  });

  it('stores a print as an object named by its order', async () => {
    const pdf = buildPdf();
    const order = await multipartPost(
      '/ServPrints.php',
      { message: 'Print 10', category: 'Patient Education', sub_category: itemOf('prints') },
      { name: 'poster.pdf', type: 'application/pdf', data: pdf },
      orderHeaders(member.key),
    );
    expect((await t.request(order)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.memberId, member.id));
    // The bucket holds the checked copy re-serialised by pdf-lib (docs/SECURITY.md, "Uploads"), not the bytes sent.
    const stored = peer.objects.get(`api/prints/${row?.details.print_file}`)?.body;
    expect(stored?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(String(stored?.length)).toBe(String(row?.details.print_size));
  });

  it('an outage of the store is a 500 in the envelope that names nothing of the store', async () => {
    peer.failing = true;
    try {
      const response = await get('download.php?a=Amlocard-Brochure.pdf&folder=files');
      expect(response.statusCode).toBe(500);
      expect(response.json()[0]).toMatchObject({ status: 'error' });
      expect(response.body).not.toMatch(/InternalError|s3|bucket|127\.0\.0\.1|portal-files/i);
    } finally {
      peer.failing = false;
    }
  });

  it('every request the API sent was signed correctly', () => {
    expect(peer.requests.filter((r) => r.signature !== 'ok')).toEqual([]);
  });
});

describe('storage:copy and storage:sweep', () => {
  let local: string;
  const env = () => ({ ...s3Env(peer, 'moved'), STORAGE_DIR: local, DATABASE_URL: 'memory://' });
  const quietly = async (run: () => Promise<number>): Promise<{ code: number; out: string }> => {
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => lines.push(args.join(' ')));
    const error = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => lines.push(args.join(' ')));
    try {
      return { code: await run(), out: lines.join('\n') };
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  };

  beforeAll(async () => {
    local = join(root, 'local');
    for (const folder of ['journals', 'files', 'prints', 'profiles'])
      await mkdir(join(local, folder), { recursive: true });
    await writeFile(join(local, 'journals', '1.pdf'), 'journal one');
    await writeFile(join(local, 'files', 'Brochure 2026.pdf'), 'brochure');
    await writeFile(join(local, 'prints', 'a.pdf'), 'print a');
    await writeFile(join(local, 'profiles', '7-x.webp'), 'photo');
    await writeFile(join(local, 'prints', 'b.pdf.AbCdEf12.tmp'), 'half a print');
  });

  it('copies every file of the local folder into the bucket (not the leftovers of interrupted writes)', async () => {
    const { code, out } = await quietly(() => copyMain([], env()));
    expect(code).toBe(0);
    expect(out).toContain('storage:copy 4/4 files (100%): 4 copied, 0 already there, 0 failed, 0 not copied');
    expect([...peer.objects.keys()].filter((k) => k.startsWith('moved/')).sort()).toEqual([
      'moved/files/Brochure 2026.pdf',
      'moved/journals/1.pdf',
      'moved/prints/a.pdf',
      'moved/profiles/7-x.webp',
    ]);
    expect(peer.objects.get('moved/files/Brochure 2026.pdf')?.body.toString()).toBe('brochure');
  });

  it('is idempotent and resumable: a second run skips what is there and copies only what changed or is new', async () => {
    await writeFile(join(local, 'prints', 'a.pdf'), 'print A');
    await writeFile(join(local, 'prints', 'c.pdf'), 'print c');
    peer.objects.delete('moved/journals/1.pdf');
    const { code, out } = await quietly(() => copyMain([], env()));
    expect(code).toBe(0);
    expect(out).toContain('5/5 files (100%): 3 copied, 2 already there, 0 failed');
    expect(peer.objects.get('moved/prints/a.pdf')?.body.toString()).toBe('print A');
    expect((await quietly(() => copyMain([], env()))).out).toContain('0 copied, 5 already there');
  });

  it('lists every file it cannot copy with the reason, counts them and exits 1 (issue 39 §2)', async () => {
    await writeFile(join(local, 'files', 'Brochure (Hindi).pdf'), 'hindi brochure');
    await writeFile(join(local, 'files', 'दवा.pdf'), 'medicine');
    await mkdir(join(local, 'files', 'old'), { recursive: true });
    await writeFile(join(local, 'files', 'old', 'x.pdf'), 'nested');
    try {
      const { code, out } = await quietly(() => copyMain([], env()));
      expect(code).toBe(1);
      expect(out).toMatch(/not copied: files\/Brochure \(Hindi\)\.pdf: its name breaks the safe-name rule/);
      expect(out).toMatch(/not copied: files\/दवा\.pdf: its name breaks the safe-name rule/);
      expect(out).toMatch(/not copied: files\/old: a subfolder/);
      expect(out).toContain('5/8 files (62%): 0 copied, 5 already there, 0 failed, 3 not copied');
      expect(out).toMatch(/3 file\(s\) or folder\(s\) were not copied/);
    } finally {
      await rm(join(local, 'files', 'Brochure (Hindi).pdf'));
      await rm(join(local, 'files', 'दवा.pdf'));
      await rm(join(local, 'files', 'old'), { recursive: true });
    }
  });

  it('refuses to run without STORAGE_URL, and bad arguments with the usage', async () => {
    expect((await quietly(() => copyMain([], { STORAGE_DIR: local }))).out).toMatch(/STORAGE_URL is not set/);
    expect((await quietly(() => copyMain(['--concurrency', '0'], env()))).code).toBe(2);
    expect(progressLine({ total: 0, copied: 0, skipped: 0, failed: 0, bytes: 0 })).toContain('0/0 files (100%)');
  });

  it('storage:check passes its round trip on a working bucket and fails (exit 1) on a failing one', async () => {
    const passed = await quietly(() => checkMain(s3Env(peer, 'check')));
    expect(passed.code).toBe(0);
    expect(passed.out.match(/ {2}ok {3}/g)).toHaveLength(6);
    expect([...peer.objects.keys()].filter((k) => k.startsWith('check/'))).toEqual([]);
    peer.failing = true;
    try {
      const failed = await quietly(() => checkMain(s3Env(peer, 'check')));
      expect(failed.code).toBe(1);
      expect(failed.out).toMatch(/FAIL write a 64 KB probe file/);
    } finally {
      peer.failing = false;
    }
  });

  it('the sweep finds exactly the uploads no row references (older than the grace period) and removes them', async () => {
    const store = storage();
    await store.write('prints', 'crashed-before-commit.pdf', Buffer.from('orphan'));
    await store.write('profiles', 'replaced-photo.webp', Buffer.from('orphan'));
    await store.write('files', 'company-file.pdf', Buffer.from('never swept'));
    expect(await findOrphans(t.database.db, store, new Date(Date.now() - 3_600_000))).toEqual([]);
    const orphans = await findOrphans(t.database.db, store, new Date(Date.now() + 60_000));
    expect(orphans.map((o) => `${o.folder}/${o.name}`).sort()).toEqual([
      'prints/crashed-before-commit.pdf',
      'profiles/replaced-photo.webp',
    ]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.memberId, member.id));
    const referenced = `api/prints/${row?.details.print_file}`;
    expect(peer.objects.has(referenced)).toBe(true);
    // The command, on a database of its own without rows where every upload looks orphaned: a dry run removes nothing.
    const databaseUrl = `file://${join(root, 'sweep-db')}`;
    const own = await openDatabase(databaseUrl, 2);
    await migrate(own);
    await own.close();
    const { out } = await quietly(() =>
      sweepMain(['--dry-run', '--min-age-hours', '0'], { ...s3Env(peer, 'api'), DATABASE_URL: databaseUrl }),
    );
    expect(out).toMatch(/dry run, nothing removed/);
    const { removeOrphans } = await import('../../src/server/services/storage/sweep.ts');
    expect(await removeOrphans(store, orphans)).toBe(2);
    expect(peer.objects.has('api/prints/crashed-before-commit.pdf')).toBe(false);
    expect(peer.objects.has('api/profiles/replaced-photo.webp')).toBe(false);
    expect(peer.objects.has('api/files/company-file.pdf')).toBe(true);
    expect(peer.objects.has(referenced)).toBe(true);
  });
});

describe('local leftovers', () => {
  it('the sweep on a local folder also finds a temporary file an interrupted write left behind', async () => {
    const { LocalStorage } = await import('../../src/server/services/storage/local.ts');
    const folder = join(root, 'sweep-local');
    await mkdir(join(folder, 'prints'), { recursive: true });
    await writeFile(join(folder, 'prints', 'x.pdf.AbCdEf12.tmp'), 'half');
    const old = new Date(Date.now() - 48 * 3_600_000);
    await utimes(join(folder, 'prints', 'x.pdf.AbCdEf12.tmp'), old, old);
    const orphans = await findOrphans(t.database.db, new LocalStorage(folder), new Date(Date.now() - 24 * 3_600_000));
    expect(orphans.map((o) => o.name)).toEqual(['x.pdf.AbCdEf12.tmp']);
  });
});
