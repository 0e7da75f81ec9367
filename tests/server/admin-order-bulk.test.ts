/**
 * Order status in bulk (issue 41): POST /admin/orders/status-many moves each order as the single call would, alone:
 * the ones that may move are stored and audited, the others (a status the flow or the table's kind forbids, an
 * unknown id) are reported with their reason and left unchanged; a rejection without a reason changes nothing.
 * On PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { insertMember } from './helpers/fixtures.ts';
import { signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let key: string;
let doctorId: number;

beforeAll(async () => {
  t = await build();
  key = (await signedInStaff(t, 'fulfilment')).key;
  doctorId = await insertMember(t.database.db, { countryCode: '91', phone: '9123490001' });
});
afterAll(() => t.close());

const statusMany = (payload: object, as = key) =>
  t.request({
    method: 'POST',
    url: '/api/admin/orders/status-many',
    headers: staffHeader(as),
    payload,
  });

async function order(tableName: string, status = 'Requested'): Promise<number> {
  const [row] = await t.database.db
    .insert(orders)
    .values({ memberId: doctorId, tableName, subCategory: `Bulk ${tableName}`, status, requestedOn: new Date() })
    .returning({ id: orders.id });
  if (!row) throw new Error('no order inserted');
  return row.id;
}

const stored = async (ids: number[]) =>
  new Map(
    (await t.database.db.select().from(orders).where(inArray(orders.id, ids))).map((o) => [
      o.id,
      [o.status, o.statusReason],
    ]),
  );

const audited = async (ids: number[]) =>
  (
    await t.database.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'order.status'),
          inArray(
            auditLog.entityId,
            ids.map((id) => String(id)),
          ),
        ),
      )
  )
    .map((a) => Number(a.entityId))
    .sort((a, b) => a - b);

describe('order status in bulk', () => {
  it('moves the orders that may move, reports the others with their reason, audits each move', async () => {
    const samples = await order('samples', 'Accepted');
    const accessories = await order('accessories', 'Accepted');
    const webinar = await order('webinar', 'Accepted');
    const delivered = await order('prints', 'Delivered');
    const answer = await statusMany({ ids: [samples, webinar, 999_999, accessories, delivered], status: 'Dispatched' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()[1].results).toEqual([
      { id: samples, ok: true },
      { id: webinar, ok: false, reason: `Order ${webinar} is Accepted: it cannot become Dispatched.` },
      { id: 999_999, ok: false, reason: 'Order 999999 does not exist.' },
      { id: accessories, ok: true },
      { id: delivered, ok: false, reason: `Order ${delivered} is Delivered: it cannot become Dispatched.` },
    ]);
    expect(await stored([samples, accessories, webinar, delivered])).toEqual(
      new Map([
        [samples, ['Dispatched', '']],
        [accessories, ['Dispatched', '']],
        [webinar, ['Accepted', '']],
        [delivered, ['Delivered', '']],
      ]),
    );
    expect(await audited([samples, accessories, webinar, delivered])).toEqual([samples, accessories]);
  });

  it('refuses a rejection without a reason as a whole, then rejects each with the reason', async () => {
    const ids = [await order('samples'), await order('digital')];
    for (const payload of [
      { ids, status: 'Rejected' },
      { ids, status: 'Rejected', reason: '   ' },
    ]) {
      const refused = await statusMany(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'reason' });
    }
    expect(await stored(ids)).toEqual(new Map(ids.map((id) => [id, ['Requested', '']])));
    expect(await audited(ids)).toEqual([]);

    const answer = await statusMany({ ids, status: 'Rejected', reason: ' Out of stock this month ' });
    expect(answer.json()[1].results).toEqual(ids.map((id) => ({ id, ok: true })));
    expect(await stored(ids)).toEqual(new Map(ids.map((id) => [id, ['Rejected', 'Out of stock this month']])));
    expect(await audited(ids)).toEqual(ids);
  });

  it('refuses no ids, over 200, a repeated id, a status staff cannot set and a role without the queue', async () => {
    const id = await order('samples');
    for (const ids of [[], Array.from({ length: 201 }, (_, i) => i + 1), [id, id]]) {
      const answer = await statusMany({ ids, status: 'Accepted' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'ids' });
    }
    expect((await statusMany({ ids: [id], status: 'Cancelled' })).statusCode).toBe(400);
    const content = await signedInStaff(t, 'content');
    expect((await statusMany({ ids: [id], status: 'Accepted' }, content.key)).statusCode).toBe(403);
    expect(await stored([id])).toEqual(new Map([[id, ['Requested', '']]]));
  });
});
