/**
 * Legacy order statuses close (issue 41, item 6): a sanitisation order left Dispatched is moved to Done, a
 * delivery left Scheduled to Delivered, through the staff call and on PGlite or PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { signedInMember } from './helpers/member-session.ts';
import { signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let fulfil: { key: string };

beforeAll(async () => {
  t = await build();
  fulfil = await signedInStaff(t, 'fulfilment');
});
afterAll(() => t.close());

async function legacyOrder(memberId: number, tableName: string, status: string): Promise<number> {
  const [row] = await t.database.db
    .insert(orders)
    .values({ memberId, tableName, subCategory: `Legacy ${tableName}`, status, requestedOn: new Date(t.clock.now()) })
    .returning({ id: orders.id });
  return row?.id ?? 0;
}

const setStatus = (ids: number[], status: string) =>
  t.request({
    method: 'POST',
    url: '/api/admin/orders/status',
    headers: staffHeader(fulfil.key),
    payload: { ids, status },
  });

describe('legacy statuses', () => {
  it('closes a Dispatched sanitisation order as Done and a Scheduled samples order as Delivered', async () => {
    const doctor = await signedInMember(t, { phone: '9123456783' });
    const visit = await legacyOrder(doctor.id, 'sanitization', 'Dispatched');
    const delivery = await legacyOrder(doctor.id, 'samples', 'Scheduled');
    expect((await setStatus([visit], 'Delivered')).statusCode).toBe(409);
    expect((await setStatus([visit], 'Done')).statusCode).toBe(200);
    expect((await setStatus([delivery], 'Done')).statusCode).toBe(409);
    expect((await setStatus([delivery], 'Delivered')).statusCode).toBe(200);
    const rows = await t.database.db.select().from(orders).where(eq(orders.memberId, doctor.id));
    expect(new Map(rows.map((r) => [r.id, r.status]))).toEqual(
      new Map([
        [visit, 'Done'],
        [delivery, 'Delivered'],
      ]),
    );
  });
});
