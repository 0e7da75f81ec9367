/** Idempotency-Key on orders: one order per key and body, replays, conflicts, and concurrent duplicates. */
import { and, eq } from 'drizzle-orm';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders } from '../../src/server/db/schema.ts';
import { IDEMPOTENCY_KEY_TTL_HOURS, requestHash } from '../../src/server/services/orders/idempotency.ts';
import { build, type TestApp } from './helpers/app.ts';
import {
  buildPdf,
  insertOrderCatalogue,
  itemOf,
  memberWithKey,
  multipartPost,
  orderHeaders,
} from './helpers/order-fixtures.ts';

let t: TestApp;
let storageDir: string;
const accessories = { sub_category: itemOf('accessories'), message: 'Two pads' };

const order = (
  key: string,
  idempotencyKey: string | undefined,
  body: object = accessories,
  path = '/ServAccessories.php',
) => t.request({ method: 'POST', url: `/api${path}`, payload: body, headers: orderHeaders(key, idempotencyKey) });
const countOrders = (memberId: number) => t.database.db.$count(orders, eq(orders.memberId, memberId));
const keysOf = async (memberId: number) =>
  (await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.memberId, memberId)))
    .map((row) => row.key)
    .sort();
const TTL_SECONDS = IDEMPOTENCY_KEY_TTL_HOURS * 3600;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'idempotency-'));
  // Three concurrent uploads of one member: the per-member cap on files in the PDF check (PRINT_CHECKS_AT_ONCE, 2,
  // docs/SECURITY.md) refuses a third before its key is looked at; this file tests the key, so the cap is 3 here.
  t = await build({ STORAGE_DIR: storageDir, PRINT_CHECKS_AT_ONCE: '3' });
  await insertOrderCatalogue(t.database.db);
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe('Idempotency-Key', () => {
  it('a retry returns the same answer and status, marked as replayed, and makes one order', async () => {
    const member = await memberWithKey(t);
    const first = await order(member.key, 'order-1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await order(member.key, 'order-1', { message: 'Two pads', sub_category: itemOf('accessories') });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await countOrders(member.id)).toBe(1);
  });

  it('replays ServDigital answers too, and the legacy key field is not part of the request', async () => {
    const member = await memberWithKey(t);
    const body = { sub_category: itemOf('digital') };
    const first = await order(member.key, 'digital-1', body, '/ServDigital.php');
    const retry = await t.request({
      method: 'POST',
      url: '/api/ServDigital.php',
      payload: { ...body, key: member.key },
      headers: { 'idempotency-key': 'digital-1' },
    });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await countOrders(member.id)).toBe(1);
  });

  it('the same key with a different body answers 422 CONFLICT and orders nothing more', async () => {
    const member = await memberWithKey(t);
    expect((await order(member.key, 'k-1')).statusCode).toBe(200);
    const other = await order(member.key, 'k-1', { ...accessories, message: 'Three pads' });
    expect(other.statusCode).toBe(422);
    expect(other.json()[0]).toEqual({ status: 'error', code: 'CONFLICT', field: 'Idempotency-Key' });
    const elsewhere = await order(
      member.key,
      'k-1',
      { sub_category: itemOf('therapy_specific') },
      '/ServTherapySpecific.php',
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(await countOrders(member.id)).toBe(1);
  });

  it('keys belong to one member: another member may use the same key', async () => {
    const [a, b] = [await memberWithKey(t), await memberWithKey(t)];
    const first = await order(a.key, 'shared');
    const second = await order(b.key, 'shared');
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json()[1].ID).not.toBe(first.json()[1].ID);
    expect([await countOrders(a.id), await countOrders(b.id)]).toEqual([1, 1]);
  });

  it.each(['', 'x'.repeat(101), 'has space', 'semi;colon', 'ключ'])(
    'refuses the malformed key %j with 400 naming Idempotency-Key',
    async (bad) => {
      const member = await memberWithKey(t);
      const response = await order(member.key, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'Idempotency-Key' });
      expect(await countOrders(member.id)).toBe(0);
    },
  );

  it('accepts 100 characters of letters, digits and _-:.', async () => {
    const member = await memberWithKey(t);
    const key = `Ab9_-:.${'z'.repeat(93)}`;
    expect((await order(member.key, key)).statusCode).toBe(200);
  });

  it('a refused request is not remembered: a corrected retry with the same key goes through', async () => {
    const member = await memberWithKey(t);
    const refused = await order(member.key, 'fix-me', { sub_category: 'No such service' });
    expect(refused.statusCode).toBe(400);
    expect(await t.database.db.$count(idempotencyKeys, eq(idempotencyKeys.memberId, member.id))).toBe(0);
    const again = await order(member.key, 'fix-me', { sub_category: 'No such service' });
    expect(again.statusCode).toBe(400);
    const fixed = await order(member.key, 'fix-me');
    expect(fixed.statusCode).toBe(200);
    expect(await countOrders(member.id)).toBe(1);
  });

  it('without a key, two identical requests are two orders', async () => {
    const member = await memberWithKey(t);
    await order(member.key, undefined);
    await order(member.key, undefined);
    expect(await countOrders(member.id)).toBe(2);
  });

  it('3 concurrent sends with one key make exactly 1 order, for each of 20 keys', async () => {
    const member = await memberWithKey(t);
    const keys = Array.from({ length: 20 }, (_, i) => `burst-${i}`);
    const answers = await Promise.all(keys.flatMap((key) => [1, 2, 3].map(() => order(member.key, key))));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(await countOrders(member.id)).toBe(20);
    for (let i = 0; i < keys.length; i += 1) {
      const trio = answers.slice(i * 3, i * 3 + 3);
      expect(new Set(trio.map((a) => a.json()[1].ID)).size).toBe(1);
      expect(trio.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    }
  });

  it('3 concurrent ServPrints uploads with one key store one order and one file', async () => {
    const member = await memberWithKey(t);
    const options = await multipartPost(
      '/ServPrints.php',
      { sub_category: itemOf('prints') },
      { name: 'flyer.pdf', type: 'application/pdf', data: buildPdf() },
      orderHeaders(member.key, 'print-1'),
    );
    const answers = await Promise.all([1, 2, 3].map(() => t.request(options)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await countOrders(member.id)).toBe(1);
    expect(await readdir(join(storageDir, 'prints'))).toHaveLength(1);
    const changed = await multipartPost(
      '/ServPrints.php',
      { sub_category: itemOf('prints') },
      { name: 'flyer.pdf', type: 'application/pdf', data: buildPdf({ catalogExtra: '/Lang (en) ' }) },
      orderHeaders(member.key, 'print-1'),
    );
    expect((await t.request(changed)).statusCode).toBe(422);
  });

  it('a claim that never completes answers 409 CONFLICT; once stale (60 s) a retry takes it over', async () => {
    const member = await memberWithKey(t);
    const hash = requestHash('POST', '/api/ServAccessories.php', accessories);
    await t.database.db
      .insert(idempotencyKeys)
      .values({ memberId: member.id, key: 'stuck', requestHash: hash, createdAt: new Date(t.clock.now()) });
    const waiting = await order(member.key, 'stuck');
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()[0]).toEqual({ status: 'error', code: 'CONFLICT', field: 'Idempotency-Key' });
    expect(await countOrders(member.id)).toBe(0);
    t.clock.advance(61);
    const taken = await order(member.key, 'stuck');
    expect(taken.statusCode).toBe(200);
    expect(await countOrders(member.id)).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.memberId, member.id), eq(idempotencyKeys.key, 'stuck')));
    expect(row).toMatchObject({ statusCode: 200, answer: taken.json() });
  });

  it('a demo account stores no key and no order', async () => {
    const demo = await memberWithKey(t, { isDemo: true });
    expect((await order(demo.key, 'demo-1')).statusCode).toBe(403);
    expect(await t.database.db.$count(idempotencyKeys, eq(idempotencyKeys.memberId, demo.id))).toBe(0);
  });
});

describe('Idempotency-Key expiry (24 hours by the API clock)', () => {
  it('a retry within 24 hours still gets the stored answer', async () => {
    const member = await memberWithKey(t);
    const first = await order(member.key, 'day-1');
    t.clock.advance(TTL_SECONDS - 1);
    const retry = await order(member.key, 'day-1');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await countOrders(member.id)).toBe(1);
  });

  it('after 24 h + 1 s the key is unknown: another body places a new order, and the expired rows are gone', async () => {
    const [a, b] = [await memberWithKey(t), await memberWithKey(t)];
    const first = await order(a.key, 'reuse');
    await order(a.key, 'a-old');
    await order(b.key, 'b-old');
    t.clock.advance(TTL_SECONDS / 2);
    await order(a.key, 'a-young');
    await order(b.key, 'b-young');
    t.clock.advance(TTL_SECONDS / 2 + 1);
    const again = await order(a.key, 'reuse', { ...accessories, message: 'Three pads' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json()[1].ID).not.toBe(first.json()[1].ID);
    expect(await countOrders(a.id)).toBe(4);
    const [row] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.memberId, a.id), eq(idempotencyKeys.key, 'reuse')));
    expect(row).toMatchObject({
      requestHash: requestHash('POST', '/api/ServAccessories.php', { ...accessories, message: 'Three pads' }),
      createdAt: new Date(t.clock.now()),
    });
    expect(await keysOf(a.id)).toEqual(['a-young', 'reuse']);
    // Another member's keys, expired or not, are left for that member's next keyed order.
    expect(await keysOf(b.id)).toEqual(['b-old', 'b-young']);
    const retry = await order(a.key, 'reuse', { ...accessories, message: 'Three pads' });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await countOrders(a.id)).toBe(4);
  });

  it('an expired key with the same body also places a new order (it is not replayed)', async () => {
    const member = await memberWithKey(t);
    await order(member.key, 'same-body');
    t.clock.advance(TTL_SECONDS + 1);
    const again = await order(member.key, 'same-body');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await countOrders(member.id)).toBe(2);
  });
});
