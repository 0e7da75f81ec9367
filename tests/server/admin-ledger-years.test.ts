/**
 * The sample ledger's year filter: the server offers the running sample year by the configured calendars
 * (SAMPLE_YEAR_START_*), the five before it, and every other year the ledger holds, newest first.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleLedger } from '../../src/server/db/schema.ts';
import type { Env } from '../../src/shared/public-config.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { PLAIN, insertOrderCatalogue, memberWithKey } from './helpers/order-fixtures.ts';
import { signedInStaff, staffHeader } from './helpers/staff.ts';

/** The test clock's start (21 November 2026) to 10 February 2027, 12:00 UTC: 81 days and 3 hours on. */
const TO_FEBRUARY_2027 = (81 * 24 + 3) * 3600;

let t: TestApp | undefined;
afterEach(() => t?.close());

/** The years offered to a staff member of `role` by an app built with `env`, on 10 February 2027. */
async function yearsOffered(env: Env, role: 'compliance' | 'fulfilment' = 'compliance') {
  t = await build(env);
  t.clock.advance(TO_FEBRUARY_2027);
  const staff = await signedInStaff(t, role);
  return t.request({ method: 'GET', url: '/api/admin/compliance/ledger/years', headers: staffHeader(staff.key) });
}

describe('the ledger year filter', () => {
  it('offers the running sample year and the five before it (India from 1 April, Nepal from 16 July)', async () => {
    const answer = await yearsOffered({});
    expect(answer.statusCode).toBe(200);
    expect(answer.json()[1]).toEqual({ years: ['2026', '2025', '2024', '2023', '2022', '2021'] });
  });

  it('follows a configured first day: a calendar-year India is already in 2027 in February', async () => {
    const answer = await yearsOffered({ SAMPLE_YEAR_START_INDIA: '01-01' });
    expect(answer.json()[1]).toEqual({ years: ['2027', '2026', '2025', '2024', '2023', '2022'] });
  });

  it('adds every other year the ledger holds, once', async () => {
    t = await build();
    await insertOrderCatalogue(t.database.db);
    const doctor = await memberWithKey(t, {
      registration: {
        registrationNumber: 'MMC-YEARS-1',
        registrationCouncil: 'Maharashtra Medical Council',
        registrationYear: '2010',
        verificationStatus: 'Verified',
      },
    });
    for (const qty of ['1', '1']) {
      const order = await t.request(post('/ServSamples.php', { sub_category: PLAIN, qty }, doctor.key));
      expect(order.statusCode).toBe(200);
    }
    const [first] = await t.database.db.select({ id: sampleLedger.id }).from(sampleLedger).limit(1);
    await t.database.db
      .update(sampleLedger)
      .set({ yearStart: '2015-04-01' })
      .where(eq(sampleLedger.id, first?.id ?? 0));
    const staff = await signedInStaff(t, 'compliance');
    const answer = await t.request({
      method: 'GET',
      url: '/api/admin/compliance/ledger/years',
      headers: staffHeader(staff.key),
    });
    expect(answer.json()[1]).toEqual({ years: ['2026', '2025', '2024', '2023', '2022', '2021', '2015'] });
  });

  it('is for compliance and admins only', async () => {
    expect((await yearsOffered({}, 'fulfilment')).statusCode).toBe(403);
  });
});
