/**
 * A parcel's courier and tracking number (PGlite, or PostgreSQL with TEST_DATABASE_URL): entered when staff dispatch
 * it (one order; a bulk dispatch takes one courier for all), set or corrected later on a Dispatched or Delivered
 * parcel, trimmed and checked (each refusal a 400 naming its field, nothing stored), kept in the audit rows, in the
 * orders CSV and in the doctor's Order History; taken back to Accepted, the parcel loses them, the audit row naming
 * what was cleared.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../src/server/db/schema.ts';
import type { Order } from '../../src/shared/contract/entities.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post as memberPost } from './helpers/fixtures.ts';
import { type SignedIn, signedInMember } from './helpers/member-session.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let fulfil: SignedInStaff;
let doctor: SignedIn;

beforeAll(async () => {
  t = await build();
  fulfil = await signedInStaff(t, 'fulfilment');
  doctor = await signedInMember(t, { phone: '9123456751' });
});
afterAll(() => t.close());

async function newOrder(tableName = 'accessories', status = 'Accepted'): Promise<number> {
  const [row] = await t.database.db
    .insert(orders)
    .values({ memberId: doctor.id, tableName, subCategory: 'Clinic Accessories', status, requestedOn: new Date() })
    .returning({ id: orders.id });
  return row?.id ?? 0;
}

const post = (url: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/admin/orders${url}`, headers: staffHeader(fulfil.key), payload });

const stored = async (id: number) =>
  (
    await t.database.db
      .select({ status: orders.status, courier: orders.courier, trackingNumber: orders.trackingNumber })
      .from(orders)
      .where(eq(orders.id, id))
  )[0];

const auditOf = async (id: number, action: string) =>
  (
    await t.database.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))))
  ).map((r) => r.changes);

const historyOf = async (): Promise<Order[]> => {
  const response = await t.request(memberPost('/OrderHistory.php', {}, doctor.key));
  expect(response.statusCode).toBe(200);
  return response.json()[1] as Order[];
};

describe('dispatch with a courier and tracking number', () => {
  it('stores them trimmed (the tracking number without its spaces), audits them in the status row, shows them in the queue and in Order History', async () => {
    const id = await newOrder();
    const moved = await post('/status', {
      ids: [id],
      status: 'Dispatched',
      courier: '  Blue Dart ',
      trackingNumber: ' BD-1234 567 890 ',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()[1].orders[0]).toMatchObject({ id, courier: 'Blue Dart', trackingNumber: 'BD-1234567890' });
    expect(await stored(id)).toEqual({ status: 'Dispatched', courier: 'Blue Dart', trackingNumber: 'BD-1234567890' });
    expect(await auditOf(id, 'order.status')).toEqual([
      {
        status: { from: 'Accepted', to: 'Dispatched' },
        courier: { from: '', to: 'Blue Dart' },
        trackingNumber: { from: '', to: 'BD-1234567890' },
      },
    ]);
    const listed = await t.request({
      method: 'GET',
      url: `/api/admin/orders?q=Clinic`,
      headers: staffHeader(fulfil.key),
    });
    expect(listed.json()[1].rows.find((o: { id: number }) => o.id === id)).toMatchObject({
      courier: 'Blue Dart',
      trackingNumber: 'BD-1234567890',
    });
    const shown = (await historyOf()).find((o) => o.ID === String(id));
    expect(shown).toMatchObject({ status: 'Dispatched', courier: 'Blue Dart', tracking_number: 'BD-1234567890' });
  });

  it("answers '' for an order without them, in the queue and in Order History", async () => {
    const id = await newOrder();
    expect((await post('/status', { ids: [id], status: 'Dispatched' })).statusCode).toBe(200);
    expect(await stored(id)).toEqual({ status: 'Dispatched', courier: '', trackingNumber: '' });
    expect(await auditOf(id, 'order.status')).toEqual([{ status: { from: 'Accepted', to: 'Dispatched' } }]);
    expect((await historyOf()).find((o) => o.ID === String(id))).toMatchObject({ courier: '', tracking_number: '' });
  });

  it.each([
    [{ trackingNumber: 'BD/123' }, 'trackingNumber', 'A tracking number has only letters, digits and dashes.'],
    [{ trackingNumber: 'BD_123' }, 'trackingNumber', 'A tracking number has only letters, digits and dashes.'],
    [{ trackingNumber: 'A'.repeat(41) }, 'trackingNumber', 'A tracking number has at most 40 characters.'],
    [{ courier: 'C'.repeat(61) }, 'courier', 'A courier name has at most 60 characters.'],
  ])('refuses %o as a 400 naming %s, and moves nothing', async (details, field, message) => {
    const id = await newOrder();
    const refused = await post('/status', { ids: [id], status: 'Dispatched', ...details });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(refused.json()[1].Message).toBe(message);
    expect(await stored(id)).toEqual({ status: 'Accepted', courier: '', trackingNumber: '' });
  });

  it('refuses a courier with a control or invisible character (the contract), and moves nothing', async () => {
    const id = await newOrder();
    for (const courier of ['Blue\nDart', 'Blue\u202EDart']) {
      const refused = await post('/status', { ids: [id], status: 'Dispatched', courier });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()[0]).toMatchObject({ field: 'courier' });
    }
    expect(await stored(id)).toEqual({ status: 'Accepted', courier: '', trackingNumber: '' });
  });

  it('refuses a courier with any status but Dispatched, and a dispatch of a webinar', async () => {
    const id = await newOrder('accessories', 'Requested');
    const accepted = await post('/status', { ids: [id], status: 'Accepted', courier: 'Blue Dart' });
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json()[0]).toMatchObject({ field: 'courier' });
    expect(accepted.json()[1].Message).toBe('A courier and tracking number go only with Dispatched.');
    expect(await stored(id)).toMatchObject({ status: 'Requested' });
    const webinar = await newOrder('webinar');
    expect((await post('/status', { ids: [webinar], status: 'Dispatched', courier: 'Blue Dart' })).statusCode).toBe(
      409,
    );
    expect(await stored(webinar)).toEqual({ status: 'Accepted', courier: '', trackingNumber: '' });
  });

  it('a bulk dispatch gives every moved row the one courier; its tracking numbers come later, row by row', async () => {
    const ids = [await newOrder(), await newOrder('prints'), await newOrder('webinar')];
    const run = await post('/status-many', { ids, status: 'Dispatched', courier: ' DTDC ' });
    expect(run.statusCode).toBe(200);
    expect(run.json()[1].results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true, false]);
    expect(await stored(ids[0] ?? 0)).toEqual({ status: 'Dispatched', courier: 'DTDC', trackingNumber: '' });
    expect(await stored(ids[1] ?? 0)).toEqual({ status: 'Dispatched', courier: 'DTDC', trackingNumber: '' });
    expect(await stored(ids[2] ?? 0)).toEqual({ status: 'Accepted', courier: '', trackingNumber: '' });
    const bad = await post('/status-many', { ids, status: 'Accepted', courier: 'DTDC' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()[0]).toMatchObject({ field: 'courier' });

    const later = await post('/dispatch-details', { id: ids[0], courier: 'DTDC', trackingNumber: 'D1234-77' });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()[1]).toMatchObject({ id: ids[0], courier: 'DTDC', trackingNumber: 'D1234-77' });
    expect(await auditOf(ids[0] ?? 0, 'order.dispatch')).toEqual([{ trackingNumber: { from: '', to: 'D1234-77' } }]);
  });

  it('edits them on a Dispatched or Delivered parcel only, each refusal changing nothing', async () => {
    const requested = await newOrder('accessories', 'Requested');
    const notYet = await post('/dispatch-details', { id: requested, courier: 'DTDC', trackingNumber: '' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()[1].Message).toBe(
      `Order ${requested} is Requested: a courier and tracking number are set once it is Dispatched.`,
    );
    const visit = await newOrder('sanitization', 'Scheduled');
    expect((await post('/dispatch-details', { id: visit, courier: 'DTDC', trackingNumber: '' })).statusCode).toBe(409);
    expect((await post('/dispatch-details', { id: 999_999, courier: 'DTDC', trackingNumber: '' })).statusCode).toBe(
      404,
    );
    const delivered = await newOrder('prints', 'Delivered');
    const bad = await post('/dispatch-details', { id: delivered, courier: 'DTDC', trackingNumber: 'no/slash' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()[0]).toMatchObject({ field: 'trackingNumber' });
    expect(await stored(delivered)).toEqual({ status: 'Delivered', courier: '', trackingNumber: '' });
    const fixed = await post('/dispatch-details', {
      id: delivered,
      courier: 'India Post',
      trackingNumber: 'EE123456789IN',
    });
    expect(fixed.statusCode).toBe(200);
    expect(await stored(delivered)).toEqual({
      status: 'Delivered',
      courier: 'India Post',
      trackingNumber: 'EE123456789IN',
    });
  });

  it('Back to Dispatched keeps them; Back to Accepted clears them, the audit row naming what was cleared', async () => {
    const id = await newOrder();
    await post('/status', { ids: [id], status: 'Dispatched', courier: 'Blue Dart', trackingNumber: 'BD-1' });
    await post('/status', { ids: [id], status: 'Delivered' });
    expect(await stored(id)).toEqual({ status: 'Delivered', courier: 'Blue Dart', trackingNumber: 'BD-1' });
    expect((await post('/reopen', { id, status: 'Dispatched', reason: 'Not received' })).statusCode).toBe(200);
    expect(await stored(id)).toEqual({ status: 'Dispatched', courier: 'Blue Dart', trackingNumber: 'BD-1' });
    const back = await post('/reopen', { id, status: 'Accepted', reason: 'Parcel came back to the depot' });
    expect(back.statusCode).toBe(200);
    expect(back.json()[1]).toMatchObject({ status: 'Accepted', courier: '', trackingNumber: '' });
    expect(await stored(id)).toEqual({ status: 'Accepted', courier: '', trackingNumber: '' });
    expect((await auditOf(id, 'order.reopen')).at(-1)).toEqual({
      status: { from: 'Dispatched', to: 'Accepted' },
      reason: { from: null, to: 'Parcel came back to the depot' },
      courier: { from: 'Blue Dart', to: null },
      trackingNumber: { from: 'BD-1', to: null },
    });
  });

  it('the orders CSV ends with courier and tracking_number', async () => {
    const id = await newOrder();
    await post('/status', { ids: [id], status: 'Dispatched', courier: 'Blue Dart', trackingNumber: 'CSV-42' });
    const csv = await t.request({ method: 'GET', url: '/api/admin/orders/export', headers: staffHeader(fulfil.key) });
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header?.endsWith('"message","courier","tracking_number"')).toBe(true);
    expect(lines.find((l) => l.startsWith(`"${id}",`))?.endsWith('"Blue Dart","CSV-42"')).toBe(true);
  });
});
