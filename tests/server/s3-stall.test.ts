/**
 * Issue 39 §1: a stalled S3 store (s3rver paused with SIGSTOP mid-request, behind a loopback relay). Every storage
 * call has a deadline (S3_CONNECT_TIMEOUT_MS, S3_IDLE_TIMEOUT_MS, S3_REQUEST_TIMEOUT_MS, tiny here); the route
 * answers 503 with Retry-After within it; a write reported as failed never takes effect (the pointer stays, the
 * late object is an orphan the sweep finds); the sockets the stalled calls held are released.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, members, orders } from '../../src/server/db/schema.ts';
import { findOrphans } from '../../src/server/services/storage/sweep.ts';
import type { ManagedStorage, StorageFolder } from '../../src/server/services/storage/types.ts';
import { build, type TestApp } from './helpers/app.ts';
import {
  buildPdf,
  insertOrderCatalogue,
  itemOf,
  memberWithKey,
  multipartPost,
  orderHeaders,
} from './helpers/order-fixtures.ts';
import { S3RVER, type StalledS3, startStalledS3 } from './helpers/stalled-s3.ts';

/** The whole-call deadline of the test (the defaults are minutes). */
const REQUEST_MS = 3_000;
/** Slack for a slow shared machine; less than a second deadline, so a call that waits out two deadlines fails. */
const SLACK_MS = 2_500;

let s3: StalledS3;
let t: TestApp;
let member: { id: number; key: string };

const storage = () => t.app.deps.storage as ManagedStorage;
const photoFileOf = async () =>
  (await t.database.db.select({ photo: members.photoFile }).from(members).where(eq(members.id, member.id)))[0]?.photo;

/** Waits (bounded) until `check` holds; for events outside the test's control (a woken store, a closed socket). */
async function eventually(check: () => boolean | Promise<boolean>, what: string, limitMs = 15_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what}: not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function names(folder: StorageFolder): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of storage().list(folder)) found.push(entry.name);
  return found;
}

async function photoUpload() {
  const jpeg = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#36c' } })
    .jpeg()
    .toBuffer();
  return multipartPost(
    '/UpdatePhoto.php',
    {},
    { field: 'profile_image', name: 'me.jpg', type: 'image/jpeg', data: jpeg },
    orderHeaders(member.key),
  );
}

/** Sends a request that pauses the store at its first `method` call: the answer and how long after the pause. */
async function whileStalled(method: string, send: () => ReturnType<TestApp['request']>) {
  const stalled = s3.stallOn(method);
  const answer = send();
  await stalled;
  const pausedAt = Date.now();
  const response = await answer;
  return { response, ms: Date.now() - pausedAt };
}

beforeAll(async () => {
  s3 = await startStalledS3();
  t = await build({
    STORAGE_URL: `s3://${S3RVER.bucket}/api`,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: S3RVER.region,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: S3RVER.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3RVER.secretAccessKey,
    S3_CONNECT_TIMEOUT_MS: '500',
    S3_IDLE_TIMEOUT_MS: '1000',
    S3_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
  });
  await insertOrderCatalogue(t.database.db);
  member = await memberWithKey(t);
  expect((await t.request(await photoUpload())).statusCode).toBe(200);
  await storage().write('files', 'leaflet.pdf', buildPdf());
  // download.php serves a file of the files folder only while a published Files row names it.
  await t.database.db.insert(files).values({ linkName: 'leaflets', name: 'leaflet.pdf' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('a stalled object store', () => {
  it('a photo upload answers 503 with Retry-After within the deadline, and the late PUT switches nothing', async () => {
    const before = await photoFileOf();
    const stored = await names('profiles');
    const upload = await photoUpload();
    const { response, ms } = await whileStalled('PUT', () => t.request(upload));
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()[0]).toMatchObject({ status: 'error', code: 'INTERNAL' });
    expect(response.body).not.toMatch(/timeout|abort|s3|bucket|127\.0\.0\.1/i);
    expect(ms).toBeLessThan(REQUEST_MS + SLACK_MS);
    await eventually(() => s3.stalledConnections() === 0, 'the stalled sockets closed');
    s3.resume();
    // The store wakes and finishes the PUT it had buffered: the object lands, but nothing points at it.
    await eventually(async () => (await names('profiles')).length > stored.length, 'the late object landed');
    expect(await photoFileOf()).toBe(before);
    const late = (await names('profiles')).filter((name) => !stored.includes(name));
    const orphans = await findOrphans(t.database.db, storage(), new Date(Date.now() + 60_000));
    expect(orphans.map((orphan) => orphan.name)).toEqual(expect.arrayContaining(late));
    expect(
      (await t.request({ method: 'GET', url: '/api/photo.php', headers: orderHeaders(member.key) })).statusCode,
    ).toBe(200);
  }, 30_000);

  it('a print upload answers 503 with Retry-After within the deadline, and no order is stored', async () => {
    const order = await multipartPost(
      '/ServPrints.php',
      { message: 'Print 10', category: 'Patient Education', sub_category: itemOf('prints') },
      { name: 'poster.pdf', type: 'application/pdf', data: buildPdf() },
      orderHeaders(member.key),
    );
    const { response, ms } = await whileStalled('PUT', () => t.request(order));
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(ms).toBeLessThan(REQUEST_MS + SLACK_MS);
    await eventually(() => s3.stalledConnections() === 0, 'the stalled sockets closed');
    s3.resume();
    // Whatever the woken store does with the buffered request (a large PUT waits for 100-continue, so its body
    // may never have left), it has done it once a later call is answered: no order, and no print anything names.
    await storage().write('files', 'after-print.txt', Buffer.from('ok'));
    expect(await t.database.db.select().from(orders).where(eq(orders.memberId, member.id))).toEqual([]);
    const orphans = await findOrphans(t.database.db, storage(), new Date(Date.now() + 60_000));
    expect(orphans.filter((orphan) => orphan.folder === 'prints').length).toBe((await names('prints')).length);
  }, 30_000);

  it('a download answers 503 with Retry-After within the deadline, and works again once the store is back', async () => {
    const url = '/api/download.php?a=leaflet.pdf&folder=files';
    const headers = orderHeaders(member.key);
    const { response, ms } = await whileStalled('GET', () => t.request({ method: 'GET', url, headers }));
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(ms).toBeLessThan(REQUEST_MS + SLACK_MS);
    await eventually(() => s3.stalledConnections() === 0, 'the stalled sockets closed');
    s3.resume();
    const again = await t.request({ method: 'GET', url, headers });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 30_000);
});
