/**
 * The sample ledger's CSV export (UCPMP 2024 annual audit): newest first as on the screen, every time in India
 * Standard Time with its offset under a header naming the zone, and the file named by the day in India.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { DOSED, PLAIN, insertOrderCatalogue, memberWithKey } from './helpers/order-fixtures.ts';
import { signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build();
  await insertOrderCatalogue(t.database.db);
});
afterAll(() => t.close());

describe('sample ledger export', () => {
  it('lists the newest order first with India times, across the India day', async () => {
    const doctor = await memberWithKey(t, {
      registration: {
        registrationNumber: 'MMC-IST-7',
        registrationCouncil: 'Maharashtra Medical Council',
        registrationYear: '2012',
        verificationStatus: 'Verified',
      },
    });
    const order = (sub: string, qty: string, dose?: string) =>
      t.request(post('/ServSamples.php', { sub_category: sub, qty, ...(dose ? { dose } : {}) }, doctor.key));
    // 09:00 UTC is 14:30 in India; ten hours on is 00:30 the next day in India, still the same day in UTC.
    expect(t.clock.now()).toBe(Date.parse('2026-11-21T09:00:00Z'));
    expect((await order(PLAIN, '2')).statusCode).toBe(200);
    t.clock.advance(10 * 3600);
    expect((await order(DOSED.title, '3', DOSED.doses[0])).statusCode).toBe(200);

    // Signed in now: a staff session ends after 30 idle minutes.
    const officer = await signedInStaff(t, 'compliance');
    const exported = await t.request({
      method: 'GET',
      url: '/api/admin/compliance/ledger/export?doctor=MMC-IST-7',
      headers: staffHeader(officer.key),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="sample-ledger-2026-11-22.csv"');
    const [header, ...rows] = exported.body.trimEnd().split('\r\n');
    expect(header?.split(',').slice(0, 4)).toEqual(['"ledger_id"', '"order_id"', '"ordered_at_ist"', '"order_status"']);
    const cells = rows.map((line) => line.split('","'));
    expect(cells.map((c) => [c[2], c.at(-3)])).toEqual([
      ['2026-11-22T00:30:00+05:30', DOSED.title],
      ['2026-11-21T14:30:00+05:30', PLAIN],
    ]);
  });

  it('writes the doctors and audit exports in India time too', async () => {
    const admin = await signedInStaff(t, 'admin');
    const get = (url: string) => t.request({ method: 'GET', url: `/api${url}`, headers: staffHeader(admin.key) });
    const doctors = (await get('/admin/doctors/export?q=MMC')).body.trimEnd().split('\r\n');
    expect(doctors[0]).toMatch(/,"created_at_ist"$/);
    const audit = (await get('/admin/audit/export')).body.trimEnd().split('\r\n');
    expect(audit[0]).toMatch(/^"id","at_ist",/);
    expect(audit[1]).toMatch(/^"\d+","\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30",/);
    const orders = (await get('/admin/orders/export')).body.trimEnd().split('\r\n');
    expect(orders[0]).toContain('"status_on_ist","reason","requested_on_ist"');
    expect(orders[1]).toContain('"2026-11-21T14:30:00+05:30"');
  });
});
