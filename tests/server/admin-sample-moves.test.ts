/**
 * The sample rules (UCPMP 2024) on the staff side of the orders queue: a sample order moves forward only while its
 * doctor's registration is Verified, and a Rejected sample order is reopened only while the year's cap allows it
 * again. Each refusal is a 409 naming the rule, and changes nothing. The queue row names the status to go back to.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, orders } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { DOSED, insertOrderCatalogue, memberWithKey } from './helpers/order-fixtures.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

type ErrorAnswer = [{ status: string; code: string; field?: string }, { Message: string }];

let t: TestApp;
let fulfil: SignedInStaff;

beforeAll(async () => {
  t = await build();
  await insertOrderCatalogue(t.database.db);
  fulfil = await signedInStaff(t, 'fulfilment');
});
afterAll(() => t.close());

/** The doctor orders `qty` packs of Dosetab; answers the new order's id. */
async function sampleOrder(key: string, qty: number): Promise<number> {
  const answer = await t.request(
    post('/ServSamples.php', { sub_category: DOSED.title, dose: DOSED.doses[0], qty: String(qty) }, key),
  );
  expect(answer.statusCode).toBe(200);
  return Number((answer.json() as [unknown, { ID: string }])[1].ID);
}

const staffPost = (url: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/admin/orders${url}`, headers: staffHeader(fulfil.key), payload });

const statusOf = async (id: number) =>
  (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

const setRegistration = (id: number, verificationStatus: string) =>
  t.database.db.update(members).set({ verificationStatus }).where(eq(members.id, id));

describe('samples move forward only to a verified doctor', () => {
  it('refuses Accept and Dispatch once the registration is Rejected; Reject and Delivered stay open', async () => {
    const doctor = await memberWithKey(t);
    const first = await sampleOrder(doctor.key, 2);
    const second = await sampleOrder(doctor.key, 2);
    expect((await staffPost('/status', { ids: [second], status: 'Accepted' })).statusCode).toBe(200);
    expect((await staffPost('/status', { ids: [second], status: 'Dispatched' })).statusCode).toBe(200);
    await setRegistration(doctor.id, 'Rejected');

    const accept = await staffPost('/status', { ids: [first], status: 'Accepted' });
    expect(accept.statusCode).toBe(409);
    const [status, answer] = accept.json() as ErrorAnswer;
    expect(status).toMatchObject({ code: 'CONFLICT', field: 'ids' });
    expect(answer.Message).toBe(
      `Order ${first} is a sample order and the doctor's registration is Rejected: it cannot become Accepted, as samples go only to doctors with a verified registration (UCPMP 2024). Verify the registration first, or reject the order.`,
    );
    expect(await statusOf(first)).toBe('Requested');
    // A parcel already on its way can still be recorded as delivered, and the open order rejected.
    expect((await staffPost('/status', { ids: [second], status: 'Delivered' })).statusCode).toBe(200);
    const reject = await staffPost('/status', { ids: [first], status: 'Rejected', reason: 'Registration rejected' });
    expect(reject.statusCode).toBe(200);
  });

  it('bulk Accept reports the unverified doctor’s row and moves the others', async () => {
    const verified = await memberWithKey(t);
    const pending = await memberWithKey(t);
    const ok = await sampleOrder(verified.key, 1);
    const held = await sampleOrder(pending.key, 1);
    await setRegistration(pending.id, 'Pending');
    const answer = await staffPost('/status-many', { ids: [ok, held], status: 'Accepted' });
    expect(answer.statusCode).toBe(200);
    const results = (answer.json() as [unknown, { results: { id: number; ok: boolean; reason?: string }[] }])[1]
      .results;
    expect(results.find((r) => r.id === ok)).toMatchObject({ ok: true });
    expect(results.find((r) => r.id === held)?.reason).toContain("the doctor's registration is Pending");
    expect([await statusOf(ok), await statusOf(held)]).toEqual(['Accepted', 'Requested']);
  });
});

describe('reopening a rejected sample order counts its packs again', () => {
  it('refuses the reopen when the doctor has ordered up to the cap since; allows it when the packs fit', async () => {
    const doctor = await memberWithKey(t);
    const rejected = await sampleOrder(doctor.key, 3);
    await staffPost('/status', { ids: [rejected], status: 'Rejected', reason: 'Out of stock' });
    const since = await sampleOrder(doctor.key, 10);

    const reopen = await staffPost('/reopen', { id: rejected, status: 'Requested', reason: 'Stock found' });
    expect(reopen.statusCode).toBe(409);
    const [status, answer] = reopen.json() as ErrorAnswer;
    expect(status).toMatchObject({ code: 'CONFLICT', field: 'status' });
    expect(answer.Message).toBe(
      `Order ${rejected} cannot be reopened: the doctor has 10 packs of Dosetab counted in its sample year, and its 3 more would pass the yearly cap of 12 (UCPMP 2024).`,
    );
    expect(await statusOf(rejected)).toBe('Rejected');

    await staffPost('/status', { ids: [since], status: 'Rejected', reason: 'Duplicate' });
    const fits = await staffPost('/reopen', { id: rejected, status: 'Requested', reason: 'Stock found' });
    expect(fits.statusCode).toBe(200);
    expect(await statusOf(rejected)).toBe('Requested');
  });
});

describe('the queue row names the status a reopen goes back to', () => {
  it('is the status the order had before it reached its current one (the reopen target), or null if never moved', async () => {
    const doctor = await memberWithKey(t);
    const id = await sampleOrder(doctor.key, 1);
    const rowOf = async () => {
      const list = await t.request({
        method: 'GET',
        url: `/api/admin/orders?q=${encodeURIComponent(DOSED.title)}&pageSize=100&dir=desc`,
        headers: staffHeader(fulfil.key),
      });
      return (list.json() as [unknown, { rows: { id: number; previousStatus: string | null }[] }])[1].rows.find(
        (r) => r.id === id,
      );
    };
    expect(await rowOf()).toMatchObject({ previousStatus: null });
    await staffPost('/status', { ids: [id], status: 'Accepted' });
    await staffPost('/status', { ids: [id], status: 'Dispatched' });
    expect(await rowOf()).toMatchObject({ previousStatus: 'Accepted' });
    await staffPost('/reopen', { id, status: 'Accepted', reason: 'Not sent yet' });
    // Reopened to Accepted, it came there from Requested: the next step back, never Dispatched (a step forward).
    expect(await rowOf()).toMatchObject({ previousStatus: 'Requested' });
  });
});
