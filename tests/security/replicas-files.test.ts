/**
 * Issue 29: files across TWO real API processes (`node src/server/server.ts`) on one PostgreSQL database and one
 * S3-compatible bucket (the loopback peer, which checks every request's signature), with no shared disk: each
 * process has its own empty STORAGE_DIR. A photo uploaded through A is served by B; the demo files A's seed wrote
 * are downloaded through B; a print ordered through A is in the bucket under the name its order row holds; and a
 * kill -9 of A in the middle of a print upload (its object stored, the PUT not yet answered) leaves no order
 * pointing at a missing object, only an orphan that the sweep finds and removes; a kill -9 of B while a print is
 * still arriving stores nothing at all. PostgreSQL only (TEST_DATABASE_URL); part of `npm test` when it is set.
 */
import { eq } from 'drizzle-orm';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { journals, members, orders } from '../../src/server/db/schema.ts';
import { systemClock } from '../../src/server/services/clock.ts';
import { SessionStore } from '../../src/server/services/sessions.ts';
import { createStorage } from '../../src/server/services/storage/index.ts';
import { findOrphans, removeOrphans } from '../../src/server/services/storage/sweep.ts';
import { createTestDatabase } from '../server/helpers/database.ts';
import { insertMember } from '../server/helpers/fixtures.ts';
import { buildPdf } from '../server/helpers/order-fixtures.ts';
import { startS3Peer, type S3Peer } from '../server/helpers/s3-peer.ts';
import { s3Env } from '../server/helpers/s3-storage.ts';
import { startApiProcess, type ApiProcess } from './helpers/processes.ts';
import { report } from './helpers/scale.ts';

const PRINT_ITEM = 'Print Your Material';

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API processes, one PostgreSQL, one bucket, no shared disk', () => {
  let peer: S3Peer;
  let database: Database;
  let drop = async () => {};
  let root = '';
  let a: ApiProcess;
  let b: ApiProcess;
  let key = '';
  let memberId = 0;
  const processes: ApiProcess[] = [];

  const envOf = (name: string, url: string, seed: boolean) => ({
    ...s3Env(peer, 'replicas'),
    DATABASE_URL: url,
    STORAGE_DIR: join(root, name, 'storage'),
    MAIL_OUTBOX_DIR: join(root, name, 'outbox'),
    SEED_DEMO: String(seed),
  });
  const bearer = () => ({ authorization: `Bearer ${key}` });

  function printForm(pdf: Buffer): FormData {
    const form = new FormData();
    form.append('message', 'Print 20 copies');
    form.append('category', 'Patient Education');
    form.append('sub_category', PRINT_ITEM);
    form.append('print_pdf', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'poster.pdf');
    return form;
  }

  const orderPrint = (to: ApiProcess, pdf: Buffer) =>
    fetch(`${to.url}/api/ServPrints.php`, { method: 'POST', headers: bearer(), body: printForm(pdf) });

  /** Every prints order of the member with its file name. */
  async function printOrders(): Promise<string[]> {
    const rows = await database.db.select().from(orders).where(eq(orders.memberId, memberId));
    return rows.filter((row) => row.tableName === 'prints').map((row) => row.details.print_file ?? '');
  }

  beforeAll(async () => {
    peer = await startS3Peer();
    root = await mkdtemp(join(tmpdir(), 'replicas-files-'));
    const target = await createTestDatabase();
    drop = target.drop;
    database = await openDatabase(target.url, 2);
    await migrate(database);
    a = await startApiProcess(envOf('a', target.url, true));
    b = await startApiProcess(envOf('b', target.url, false));
    processes.push(a, b);
    memberId = await insertMember(database.db, { countryCode: '91', phone: '9811000029' });
    key = await new SessionStore(database.db, systemClock, getConfig({}).session).create(memberId);
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await database?.close();
    await drop();
    await peer?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('a photo uploaded through A is served by B, byte for byte', async () => {
    const jpeg = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#2a7' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('profile_image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'me.jpg');
    const upload = await fetch(`${a.url}/api/UpdatePhoto.php`, { method: 'POST', headers: bearer(), body: form });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const [row] = await database.db.select().from(members).where(eq(members.id, memberId));
    const stored = peer.objects.get(`replicas/profiles/${row?.photoFile}`);
    expect(stored).toBeDefined();
    const served = await fetch(`${b.url}/api/photo.php`, { headers: bearer() });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('content-length')).toBe(String(stored?.body.length));
    expect(Buffer.from(await served.arrayBuffer()).equals(stored?.body ?? Buffer.alloc(0))).toBe(true);
  });

  it("the demo files A's seed wrote into the bucket are downloaded through B", async () => {
    const [journal] = await database.db.select({ id: journals.id }).from(journals).orderBy(journals.id).limit(1);
    const name = `${journal?.id}.pdf`;
    const response = await fetch(`${b.url}/api/download.php?a=${name}&folder=journals`, { headers: bearer() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(peer.objects.get(`replicas/journals/${name}`)?.body ?? Buffer.alloc(0))).toBe(true);
  });

  it('a print ordered through A is in the bucket under its order, and B (its configuration) reads it whole', async () => {
    const pdf = buildPdf();
    const response = await orderPrint(a, pdf);
    expect(response.status, await response.clone().text()).toBe(200);
    const [name] = await printOrders();
    expect(name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    // The API has no route that serves prints back (SPEC §3: they go to the print shop); B's storage reads them.
    const asB = createStorage(getConfig(envOf('b', 'memory://', false)).storage);
    try {
      // The bucket holds the checked copy re-serialised by pdf-lib (docs/SECURITY.md, "Uploads"): a whole PDF.
      const stored = (await asB.read('prints', name ?? ''))?.toString('latin1') ?? '';
      expect(stored.startsWith('%PDF-')).toBe(true);
      expect(stored.trimEnd().endsWith('%%EOF')).toBe(true);
    } finally {
      asB.close();
    }
  });

  it('a kill -9 of A while its print PUT is in flight leaves no order pointing at a missing object; the sweep removes the orphan', async () => {
    const before = await printOrders();
    const held = peer.holdNextPut((objectKey) => objectKey.startsWith('replicas/prints/'));
    const upload = orderPrint(a, buildPdf()).then(
      (r) => r.status,
      () => 'connection lost',
    );
    const put = await held;
    a.child.kill('SIGKILL');
    expect(await a.exited).toBe('SIGKILL');
    expect(await upload).toBe('connection lost');
    put.release();
    const after = await printOrders();
    expect(after).toEqual(before);
    for (const name of after) expect(peer.objects.has(`replicas/prints/${name}`), name).toBe(true);
    expect(peer.objects.has(put.key)).toBe(true);

    // B goes on serving and storing while A is gone.
    expect((await fetch(`${b.url}/api/photo.php`, { headers: bearer() })).status).toBe(200);
    expect((await orderPrint(b, buildPdf())).status).toBe(200);
    const final = await printOrders();
    expect(final).toHaveLength(before.length + 1);
    for (const name of final) expect(peer.objects.has(`replicas/prints/${name}`), name).toBe(true);

    const bucket = createStorage(getConfig(s3Env(peer, 'replicas')).storage);
    try {
      const orphans = await findOrphans(database.db, bucket, new Date(Date.now() + 60_000));
      expect(orphans.map((o) => `replicas/${o.folder}/${o.name}`)).toEqual([put.key]);
      await removeOrphans(bucket, orphans);
      expect(peer.objects.has(put.key)).toBe(false);
      for (const name of final) expect(peer.objects.has(`replicas/prints/${name}`), name).toBe(true);
    } finally {
      bucket.close();
    }
    report('files-two-replicas', {
      objects: peer.objects.size,
      requests: peer.requests.length,
      badSignatures: peer.requests.filter((r) => r.signature !== 'ok').length,
      orphansAfterKill: 1,
    });
  });

  it('a kill -9 of B while a print is still arriving stores neither an object nor an order', async () => {
    const before = await printOrders();
    const objects = [...peer.objects.keys()].sort();
    const encoded = new Response(printForm(buildPdf({ objects: [Buffer.alloc(256 * 1024, 32)] })));
    const body = Buffer.from(await encoded.arrayBuffer());
    const request = httpRequest(`${b.url}/api/ServPrints.php`, {
      method: 'POST',
      headers: {
        ...bearer(),
        'content-type': encoded.headers.get('content-type') ?? '',
        'content-length': body.length,
      },
    });
    const failed = new Promise<string>((done) => {
      request.on('error', () => done('connection lost'));
      request.on('response', (response) => done(`answered ${response.statusCode}`));
    });
    await new Promise<void>((done) => request.write(body.subarray(0, body.length >> 1), () => done()));
    b.child.kill('SIGKILL');
    expect(await b.exited).toBe('SIGKILL');
    expect(await failed).toBe('connection lost');
    expect(await printOrders()).toEqual(before);
    expect([...peer.objects.keys()].sort()).toEqual(objects);
  });

  it('no process wrote a file to its local folder, and every request to the bucket was signed correctly', async () => {
    for (const name of ['a', 'b']) {
      expect(await readdir(join(root, name, 'storage')).catch(() => [])).toEqual([]);
    }
    expect(peer.requests.filter((r) => r.signature !== 'ok')).toEqual([]);
  });
});
