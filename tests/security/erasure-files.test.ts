/**
 * Issue 38 §5, files an erasure leaves: 24 concurrent photo uploads left 22 files, and after the member's erasure 21
 * remained (only the referenced photo was removed). Photo replacement now takes turns under a lock of the member's
 * row, each upload removing the one committed before it, so the uploads leave one file and the erasure none.
 */
import { sql } from 'drizzle-orm';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../src/server/services/storage/index.ts';
import { runStorageSweep } from '../../src/server/services/storage/sweep-job.ts';
import { build, type TestApp } from '../server/helpers/app.ts';
import { post } from '../server/helpers/fixtures.ts';
import { signedInMember } from '../server/helpers/member-session.ts';
import {
  buildPdf,
  insertOrderCatalogue,
  itemOf,
  multipartPost,
  orderHeaders,
} from '../server/helpers/order-fixtures.ts';
import { signedInStaff, staffHeader } from '../server/helpers/staff.ts';

const UPLOADS = 24;

let t: TestApp;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'portal-erasure-files-'));
  t = await build({ STORAGE_DIR: storageDir, RATE_LIMIT_MEMBER_PER_MINUTE: '0', PHOTOS_PER_HOUR: '0' });
  await insertOrderCatalogue(t.database.db);
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** The files of one storage folder whose name starts with `prefix`. */
async function filesIn(folder: string, prefix = ''): Promise<string[]> {
  const names = await readdir(join(storageDir, folder)).catch(() => [] as string[]);
  return names.filter((name) => name.startsWith(prefix));
}

/** A small JPEG of one colour (each upload a different one). */
const jpeg = (shade: number) =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: { r: shade, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

/** UpdatePhoto.php with one photo. */
async function uploadPhoto(key: string, data: Buffer) {
  return t.request(
    await multipartPost(
      '/UpdatePhoto.php',
      {},
      { field: 'profile_image', name: 'me.jpg', type: 'image/jpeg', data },
      orderHeaders(key),
    ),
  );
}

describe('an erased member leaves no files', () => {
  it('24 concurrent photo uploads leave one file, and the erasure removes it and the prints', async () => {
    const member = await signedInMember(t);
    const photos = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => jpeg(i * 10)));
    const answers = await Promise.all(photos.map((data) => uploadPhoto(member.key, data)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(UPLOADS).fill(200));
    expect(await filesIn('profiles', `${member.id}-`)).toHaveLength(1);

    const printed = await t.request(
      await multipartPost(
        '/ServPrints.php',
        { sub_category: itemOf('prints') },
        { name: 'poster.pdf', type: 'application/pdf', data: buildPdf() },
        orderHeaders(member.key),
      ),
    );
    expect(printed.statusCode).toBe(200);
    expect(await filesIn('prints')).toHaveLength(1);

    expect((await t.request(post('/RequestErasure.php', { confirm: true }, member.key))).statusCode).toBe(200);
    const officer = await signedInStaff(t, 'compliance');
    const queue = await t.request({
      method: 'GET',
      url: '/api/admin/privacy/erasures',
      headers: staffHeader(officer.key),
    });
    const request = (queue.json()[1].rows as { id: number; memberId: number }[]).find(
      (row) => row.memberId === member.id,
    );
    const done = await t.request({
      method: 'POST',
      url: '/api/admin/privacy/erasures/process',
      headers: staffHeader(officer.key),
      payload: { id: request?.id },
    });
    expect(done.statusCode).toBe(200);
    expect(await filesIn('profiles', `${member.id}-`)).toEqual([]);
    expect(await filesIn('prints')).toEqual([]);
  });

  it('the scheduled sweep removes unreferenced uploads past the grace age, never a fresh one or a referenced one', async () => {
    const member = await signedInMember(t);
    expect((await uploadPhoto(member.key, await jpeg(200))).statusCode).toBe(200);
    const [kept] = await filesIn('profiles', `${member.id}-`);
    const storage = createStorage(storageDir);
    // A file left by a crash between the write and its row, and one whose row is still on its way.
    await storage.write('profiles', `${member.id}-orphan.webp`, Buffer.from('left behind'));
    await storage.write('prints', 'in-flight.pdf', buildPdf());
    const now = Date.now();
    expect(await runStorageSweep(t.database, storage, 24, new Date(now))).toEqual({ ran: true, removed: 0, spared: 2 });
    expect(await filesIn('profiles', `${member.id}-`)).toHaveLength(2);
    const later = await runStorageSweep(t.database, storage, 24, new Date(now + 25 * 3_600_000));
    expect(later).toEqual({ ran: true, removed: 2, spared: 0 });
    expect(await filesIn('profiles', `${member.id}-`)).toEqual([kept]);
    expect(await filesIn('prints')).toEqual([]);
    storage.close();
  });

  it('on PostgreSQL a replica skips the sweep while another holds it', async () => {
    if (t.database.kind !== 'postgres') return;
    const storage = createStorage(storageDir);
    const outcome = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(270270002)`);
      return runStorageSweep(t.database, storage, 24, new Date());
    });
    expect(outcome).toEqual({ ran: false });
    storage.close();
  });
});
