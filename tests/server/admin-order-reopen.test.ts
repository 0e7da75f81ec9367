/**
 * Reopening an order whose status was set by mistake (issue 41) on the API (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): one step back along the status flow, to the status the order had before, with a required
 * reason kept in the `order.reopen` audit row; anything else is refused and changes nothing. Roles: admin, fulfilment.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { type SignedIn, signedInMember } from './helpers/member-session.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let fulfil: SignedInStaff;
let doctor: SignedIn;

beforeAll(async () => {
  t = await build();
  fulfil = await signedInStaff(t, 'fulfilment');
  doctor = await signedInMember(t, { phone: '9123456741' });
});
afterAll(() => t.close());

async function newOrder(tableName = 'samples', status = 'Requested'): Promise<number> {
  const [row] = await t.database.db
    .insert(orders)
    .values({
      memberId: doctor.id,
      tableName,
      subCategory: 'Telmicor 40',
      status,
      requestedOn: new Date(t.clock.now()),
    })
    .returning({ id: orders.id });
  return row?.id ?? 0;
}

const post = (url: string, payload: object, key = fulfil.key) =>
  t.request({ method: 'POST', url: `/api/admin/orders${url}`, headers: staffHeader(key), payload });

const statusOf = async (id: number) =>
  (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

describe('reopen an order', () => {
  it('moves a Delivered order back to Dispatched, keeping the reason in the audit row', async () => {
    const id = await newOrder();
    for (const status of ['Accepted', 'Dispatched', 'Delivered'])
      expect((await post('/status', { ids: [id], status })).statusCode).toBe(200);
    const reopened = await post('/reopen', { id, status: 'Dispatched', reason: 'Courier returned the parcel' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()[1]).toMatchObject({ id, status: 'Dispatched' });
    expect(await statusOf(id)).toBe('Dispatched');
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.reopen'), eq(auditLog.entityId, String(id))));
    expect(row).toMatchObject({ staffEmail: fulfil.email, memberId: doctor.id });
    expect(row?.changes).toEqual({
      status: { from: 'Delivered', to: 'Dispatched' },
      reason: { from: null, to: 'Courier returned the parcel' },
    });
    // It can then move on along the flow again.
    expect((await post('/status', { ids: [id], status: 'Delivered' })).statusCode).toBe(200);
  });

  it('reopens again one step further back along the real history: Dispatched → Accepted → Requested', async () => {
    const id = await newOrder();
    for (const status of ['Accepted', 'Dispatched']) await post('/status', { ids: [id], status });
    const once = await post('/reopen', { id, status: 'Accepted', reason: 'Not handed to the courier' });
    expect(once.statusCode).toBe(200);
    expect(once.json()[1]).toMatchObject({ status: 'Accepted', previousStatus: 'Requested' });
    // Dispatched is where it came back from, not a step back.
    expect((await post('/reopen', { id, status: 'Dispatched', reason: 'Mistake' })).statusCode).toBe(409);
    const twice = await post('/reopen', { id, status: 'Requested', reason: 'Accepted by mistake' });
    expect(twice.statusCode).toBe(200);
    expect(twice.json()[1]).toMatchObject({ status: 'Requested', previousStatus: null });
    expect(await statusOf(id)).toBe('Requested');
    // Forward again, then back once more: the trail is replayed, not only its last row.
    for (const status of ['Accepted', 'Dispatched', 'Delivered']) await post('/status', { ids: [id], status });
    // Approved could lead to Dispatched by the flow, but this order came from Accepted.
    await post('/reopen', { id, status: 'Dispatched', reason: 'Parcel returned' });
    const wrong = await post('/reopen', { id, status: 'Approved', reason: 'Mistake' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()[1].Message).toBe(`Order ${id} was Accepted before: it can only go back to Accepted.`);
    for (const status of ['Accepted', 'Requested'])
      expect((await post('/reopen', { id, status, reason: 'Undo' })).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('Requested');
  });

  it('reopens a rejection to the status it was rejected from only, clearing the rejection reason', async () => {
    const id = await newOrder();
    await post('/status', { ids: [id], status: 'Rejected', reason: 'Out of stock' });
    const skipping = await post('/reopen', { id, status: 'Accepted', reason: 'Stock found' });
    expect(skipping.statusCode).toBe(409);
    expect(skipping.json()[1].Message).toBe(`Order ${id} was Requested before: it can only go back to Requested.`);
    expect(await statusOf(id)).toBe('Rejected');
    const back = await post('/reopen', { id, status: 'Requested', reason: 'Stock found' });
    expect(back.json()[1]).toMatchObject({ status: 'Requested', reason: '' });
  });

  it('refuses more than one step back, a move forward, an empty reason and an unknown order', async () => {
    const id = await newOrder();
    for (const status of ['Accepted', 'Dispatched']) await post('/status', { ids: [id], status });
    const twoSteps = await post('/reopen', { id, status: 'Requested', reason: 'Mistake' });
    expect(twoSteps.statusCode).toBe(409);
    expect(twoSteps.json()[0].field).toBe('status');
    expect((await post('/reopen', { id, status: 'Delivered', reason: 'Mistake' })).statusCode).toBe(409);
    const blank = await post('/reopen', { id, status: 'Accepted', reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()[0].field).toBe('reason');
    expect((await post('/reopen', { id, status: 'Accepted' })).statusCode).toBe(400);
    expect((await post('/reopen', { id: 999_999, status: 'Accepted', reason: 'Mistake' })).statusCode).toBe(404);
    expect(await statusOf(id)).toBe('Dispatched');
    const requested = await newOrder();
    expect((await post('/reopen', { id: requested, status: 'Requested', reason: 'Mistake' })).statusCode).toBe(409);
  });

  it('reopens an order set before the audit trail by the flow alone (a legacy Done visit back to Scheduled)', async () => {
    const id = await newOrder('sanitization', 'Done');
    expect((await post('/reopen', { id, status: 'Dispatched', reason: 'Visit not made' })).statusCode).toBe(409);
    expect((await post('/reopen', { id, status: 'Scheduled', reason: 'Visit not made' })).statusCode).toBe(200);
  });

  it('is for fulfilment and admin only', async () => {
    const content = await signedInStaff(t, 'content');
    const id = await newOrder('samples', 'Accepted');
    expect((await post('/reopen', { id, status: 'Requested', reason: 'x' }, content.key)).statusCode).toBe(403);
  });
});
