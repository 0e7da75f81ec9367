/**
 * The orders screen's store (src/admin/stores/order-queue.ts) through the console's request function against the
 * in-process API: the ticked rows moved each alone (done rows unticked, refused ones kept with their reason), a
 * rejection without a reason refused as a whole, one row's move and step back as the screen's notice (replacing the
 * last bulk report, as a bulk run replaces that notice), a move chosen from an old list refused.
 */
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bulkReport } from '../../src/admin/stores/bulk.ts';
import { createOrderQueue } from '../../src/admin/stores/order-queue.ts';
import { text } from '../../src/admin/text.ts';
import { orders } from '../../src/server/db/schema.ts';
import { insertMember } from '../server/helpers/fixtures.ts';
import { signedInStaff } from '../server/helpers/staff.ts';
import { inProcessApi } from './helpers/api.ts';
import { routeConsole } from './helpers/console.ts';

const api = inProcessApi();
let key = '';
let doctorId = 0;

beforeAll(async () => {
  key = (await signedInStaff(api.t, 'fulfilment')).key;
  routeConsole(api.t, () => key);
  doctorId = await insertMember(api.t.database.db, { countryCode: '91', phone: '9123490101' });
});

async function order(tableName: string, status = 'Requested'): Promise<number> {
  const [row] = await api.t.database.db
    .insert(orders)
    .values({ memberId: doctorId, tableName, subCategory: `Store ${tableName}`, status, requestedOn: new Date() })
    .returning({ id: orders.id });
  if (!row) throw new Error('no order inserted');
  return row.id;
}

const statusOf = async (ids: number[]) =>
  new Map((await api.t.database.db.select().from(orders).where(inArray(orders.id, ids))).map((o) => [o.id, o.status]));

describe('orders screen store', () => {
  it('accepts the ticked rows each alone: done rows unticked, refused ones kept with their reason', async () => {
    const requested = [await order('samples'), await order('webinar')];
    const delivered = await order('prints', 'Delivered');
    const queue = createOrderQueue();
    queue.bulk.$selected.set(new Set([...requested, delivered, 999_996]));
    queue.$dialog.set({ kind: 'bulk', status: 'Accepted', seen: [] });
    const running = queue.confirm('');
    expect(queue.$dialog.get()).toBeNull();
    expect(queue.bulk.$run.get().status).toBe('running');
    expect(await running).toBe(true);
    expect(queue.bulk.$run.get()).toEqual({
      status: 'done',
      results: [
        { id: requested[0], ok: true },
        { id: requested[1], ok: true },
        { id: delivered, ok: false, reason: `Order ${delivered} is Delivered: it cannot become Accepted.` },
        { id: 999_996, ok: false, reason: 'Order 999996 does not exist.' },
      ],
      what: 'Accepted',
    });
    expect(bulkReport(queue.bulk.$run.get()).message).toBe('Accepted: 2 rows; refused: 2.');
    expect([...queue.bulk.$selected.get()]).toEqual([delivered, 999_996]);
    expect(await statusOf([...requested, delivered])).toEqual(
      new Map([
        [requested[0], 'Accepted'],
        [requested[1], 'Accepted'],
        [delivered, 'Delivered'],
      ]),
    );
  });

  it('a bulk rejection without a reason is one message; nothing changes and the ticks stay', async () => {
    const id = await order('accessories');
    const queue = createOrderQueue();
    queue.bulk.$selected.set(new Set([id]));
    queue.$dialog.set({ kind: 'bulk', status: 'Rejected', seen: [] });
    expect(await queue.confirm('')).toBe(false);
    expect(queue.bulk.$run.get()).toEqual({ status: 'failed', message: expect.stringMatching(/reason/i) });
    expect([...queue.bulk.$selected.get()]).toEqual([id]);
    expect(await statusOf([id])).toEqual(new Map([[id, 'Requested']]));

    queue.$dialog.set({ kind: 'bulk', status: 'Rejected', seen: [] });
    expect(await queue.confirm('Out of stock')).toBe(true);
    expect(await statusOf([id])).toEqual(new Map([[id, 'Rejected']]));
    expect(queue.bulk.$selected.get().size).toBe(0);
  });

  it("moves one row and steps it back as the screen's notice; a refused move shows the server's reason", async () => {
    const id = await order('digital');
    const queue = createOrderQueue();
    queue.$dialog.set({ kind: 'move', id, status: 'Accepted', from: 'Requested' });
    expect(await queue.confirm('')).toBe(true);
    expect(queue.actions.$outcome.get()).toEqual({ message: '1 order now Accepted.', failure: '', busy: false });

    queue.$dialog.set({ kind: 'move', id, status: 'Done', from: 'Accepted' });
    expect(await queue.confirm('')).toBe(false);
    expect(queue.actions.$outcome.get()).toEqual({
      message: '',
      failure: `Order ${id} is Accepted: it cannot become Done.`,
      busy: false,
    });

    queue.$dialog.set({ kind: 'reopen', id, status: 'Requested' });
    expect(await queue.confirm('Accepted by mistake')).toBe(true);
    expect(queue.actions.$outcome.get().message).toBe(text.undo.reopened(id, 'Requested'));
    expect(await statusOf([id])).toEqual(new Map([[id, 'Requested']]));
    expect(await queue.confirm('')).toBe(false);

    // A bulk run replaces the single row's notice with its own report.
    queue.bulk.$selected.set(new Set([id]));
    queue.$dialog.set({ kind: 'bulk', status: 'Accepted', seen: [] });
    expect(await queue.confirm('')).toBe(true);
    expect(queue.actions.$outcome.get()).toEqual({ message: '', failure: '', busy: false });
    expect(queue.bulk.$run.get()).toEqual({ status: 'done', results: [{ id, ok: true }], what: 'Accepted' });

    // And one row's move replaces the bulk report with its notice (the ticks stay as they were).
    queue.bulk.$selected.set(new Set([id]));
    queue.$dialog.set({ kind: 'reopen', id, status: 'Requested' });
    expect(await queue.confirm('Accepted by mistake')).toBe(true);
    expect(queue.bulk.$run.get()).toEqual({ status: 'idle' });
    expect([...queue.bulk.$selected.get()]).toEqual([id]);
    expect(queue.actions.$outcome.get().message).toBe(text.undo.reopened(id, 'Requested'));
  });

  it('a move chosen from an old list is refused, for one row and for a ticked one, and nothing changes', async () => {
    const [one, other] = [await order('samples', 'Accepted'), await order('printables', 'Accepted')];
    const queue = createOrderQueue();
    queue.$dialog.set({ kind: 'move', id: one, status: 'Rejected', from: 'Requested' });
    expect(await queue.confirm('Out of stock')).toBe(false);
    expect(queue.actions.$outcome.get().failure).toBe(
      `Order ${one} was moved from Requested to Accepted by someone else since your list was loaded: nothing was changed. Check the order and try again.`,
    );
    queue.bulk.$selected.set(new Set([one, other]));
    const seen = [
      { id: one, status: 'Requested' as const },
      { id: other, status: 'Accepted' as const },
    ];
    queue.$dialog.set({ kind: 'bulk', status: 'Rejected', seen });
    expect(await queue.confirm('Out of stock')).toBe(true);
    expect(queue.bulk.$run.get()).toMatchObject({
      results: [
        { id: one, ok: false, reason: expect.stringMatching(/moved from Requested to Accepted by someone else/) },
        { id: other, ok: true },
      ],
    });
    expect(await statusOf([one, other])).toEqual(
      new Map([
        [one, 'Accepted'],
        [other, 'Rejected'],
      ]),
    );
  });

  it('a dispatch sends the courier and tracking number typed; a bulk one the courier; a row edits them later', async () => {
    const dispatchedOf = async (id: number) =>
      (
        await api.t.database.db
          .select()
          .from(orders)
          .where(inArray(orders.id, [id]))
      )[0];
    const one = await order('accessories', 'Accepted');
    const queue = createOrderQueue();
    queue.$dialog.set({ kind: 'move', id: one, status: 'Dispatched', from: 'Accepted' });
    expect(await queue.confirm('', { courier: 'Blue Dart', trackingNumber: 'BD-1' })).toBe(true);
    expect(await dispatchedOf(one)).toMatchObject({
      status: 'Dispatched',
      courier: 'Blue Dart',
      trackingNumber: 'BD-1',
    });

    const ticked = [await order('prints', 'Accepted'), await order('digital', 'Accepted')];
    queue.bulk.$selected.set(new Set(ticked));
    queue.$dialog.set({ kind: 'bulk', status: 'Dispatched', seen: [] });
    expect(await queue.confirm('', { courier: 'DTDC', trackingNumber: 'ignored-for-bulk' })).toBe(true);
    for (const id of ticked)
      expect(await dispatchedOf(id)).toMatchObject({ status: 'Dispatched', courier: 'DTDC', trackingNumber: '' });

    queue.$dialog.set({ kind: 'dispatch', id: ticked[0] ?? 0, courier: 'DTDC', trackingNumber: '' });
    expect(await queue.confirm('', { courier: 'DTDC', trackingNumber: 'bad/number' })).toBe(false);
    expect(queue.actions.$outcome.get().failure).toBe('A tracking number has only letters, digits and dashes.');
    queue.$dialog.set({ kind: 'dispatch', id: ticked[0] ?? 0, courier: 'DTDC', trackingNumber: '' });
    expect(await queue.confirm('', { courier: 'DTDC', trackingNumber: 'D-77' })).toBe(true);
    expect(queue.actions.$outcome.get().message).toBe(text.orders.dispatchSaved(ticked[0] ?? 0));
    expect(await dispatchedOf(ticked[0] ?? 0)).toMatchObject({ courier: 'DTDC', trackingNumber: 'D-77' });
  });

  it('a role without the queue gets the console\'s "not allowed" message', async () => {
    const id = await order('samples');
    key = (await signedInStaff(api.t, 'content')).key;
    const queue = createOrderQueue();
    queue.bulk.$selected.set(new Set([id]));
    queue.$dialog.set({ kind: 'bulk', status: 'Accepted', seen: [] });
    expect(await queue.confirm('')).toBe(false);
    expect(queue.bulk.$run.get()).toEqual({ status: 'failed', message: text.errors.forbidden });
    expect(await statusOf([id])).toEqual(new Map([[id, 'Requested']]));
  });
});
