/**
 * RATE_LIMIT_ORDERS_PER_HOUR: a member places at most that many orders an hour, of every kind together (a stolen
 * session cannot flood the fulfilment queue); over it 429 RATE_LIMITED with Retry-After, nothing stored.
 */
import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema.ts';
import { getConfig } from '../../src/server/config.ts';
import type { ManagedStorage } from '../../src/server/services/storage/types.ts';
import { build, type TestApp } from './helpers/app.ts';
import {
  DOSED,
  buildPdf,
  insertOrderCatalogue,
  itemOf,
  memberWithKey,
  multipartPost,
  orderHeaders,
} from './helpers/order-fixtures.ts';

const CAP = 3;

let t: TestApp;
let storageDir: string;

/** A JSON order call of a member, with an optional Idempotency-Key and language. */
const order = (key: string, path: string, body: Record<string, string>, idempotencyKey?: string, language = 'en') =>
  t.request({
    method: 'POST',
    url: `/api${path}`,
    headers: { ...orderHeaders(key, idempotencyKey), 'accept-language': language },
    payload: body,
  });

const sample = (key: string, idempotencyKey?: string, language?: string) =>
  order(
    key,
    '/ServSamples.php',
    { category: 'Samples', sub_category: DOSED.title, dose: '5 mg', qty: '1' },
    idempotencyKey,
    language,
  );
const printables = (key: string) =>
  order(key, '/ServPrintables.php', { sub_category: itemOf('printables'), printable_language: 'English' });
/** The names of the print files stored. */
async function storedPrints(): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of (t.app.deps.storage as ManagedStorage).list('prints')) names.push(entry.name);
  return names;
}
const storedOrders = async (memberId: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.memberId, memberId))).length;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'order-cap-'));
  t = await build({
    RATE_LIMIT_ORDERS_PER_HOUR: String(CAP),
    RATE_LIMIT_MEMBER_PER_MINUTE: '0',
    STORAGE_DIR: storageDir,
  });
  await insertOrderCatalogue(t.database.db);
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe('the hourly order cap', () => {
  it('counts samples and service orders together: the one over the cap answers 429 and stores nothing', async () => {
    const member = await memberWithKey(t);
    expect((await sample(member.key)).statusCode).toBe(200);
    expect((await printables(member.key)).statusCode).toBe(200);
    expect((await sample(member.key)).statusCode).toBe(200);
    for (const refused of [await printables(member.key), await sample(member.key)]) {
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()[0]).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
      expect(refused.json()[1].Message).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
    }
    expect(await storedOrders(member.id)).toBe(CAP);

    // Another member orders as usual; the member orders again once the hour is over.
    const other = await memberWithKey(t);
    expect((await printables(other.key)).statusCode).toBe(200);
    t.clock.advance(3600);
    expect((await printables(member.key)).statusCode).toBe(200);
    expect(await storedOrders(member.id)).toBe(CAP + 1);
  });

  it('counts a print order too (ServPrints.php), refusing it before its file is stored', async () => {
    const member = await memberWithKey(t);
    for (let i = 0; i < CAP; i += 1) expect((await printables(member.key)).statusCode).toBe(200);
    const print = await multipartPost(
      '/ServPrints.php',
      { message: 'Print 10', category: 'Patient Education', sub_category: itemOf('prints') },
      { name: 'poster.pdf', type: 'application/pdf', data: buildPdf() },
      orderHeaders(member.key),
    );
    const before = await storedPrints();
    const refused = await t.request(print);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()[0]).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await storedOrders(member.id)).toBe(CAP);
    expect(await storedPrints()).toEqual(before);
  });

  it('does not count a replay (the same Idempotency-Key answers the first order), nor a refused order', async () => {
    const member = await memberWithKey(t);
    const first = await sample(member.key, 'cap-replay-1');
    expect(first.statusCode).toBe(200);
    const invalid = await order(member.key, '/ServPrintables.php', { sub_category: itemOf('printables') });
    expect(invalid.statusCode).toBe(400);
    expect((await printables(member.key)).statusCode).toBe(200);
    expect((await printables(member.key)).statusCode).toBe(200);
    // The cap is reached: a retry of the first order still gets its answer, a new order does not.
    const replay = await sample(member.key, 'cap-replay-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await sample(member.key, 'cap-replay-2')).statusCode).toBe(429);
    expect(await storedOrders(member.id)).toBe(CAP);
    // The refused key was released, not stored as a 429: once the hour is over, the same key places the order.
    t.clock.advance(3600);
    expect((await sample(member.key, 'cap-replay-2')).statusCode).toBe(200);
  });

  it("says so in the doctor's language", async () => {
    const member = await memberWithKey(t);
    for (let i = 0; i < CAP; i += 1) expect((await printables(member.key)).statusCode).toBe(200);
    const refused = await sample(member.key, undefined, 'hi');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()[1].Message).toMatch(/^बहुत अधिक अनुरोध। /);
  });

  it('defaults to 60 orders an hour; 0 turns the cap off', () => {
    expect(getConfig({ SESSION_SECRET: 'test-secret-of-enough-length-0123456789' }).rateLimits.ordersPerHour).toBe(60);
    expect(
      getConfig({ SESSION_SECRET: 'test-secret-of-enough-length-0123456789', RATE_LIMIT_ORDERS_PER_HOUR: '0' })
        .rateLimits.ordersPerHour,
    ).toBe(0);
  });
});
