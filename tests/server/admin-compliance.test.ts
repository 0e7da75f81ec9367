/**
 * Compliance in the console (UCPMP 2024): registrations awaiting verification, verify or reject with a reason
 * (audited, seen by the doctor at once), the sample ledger with its filters and its CSV export.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members } from '../../src/server/db/schema.ts';
import type { MySamples } from '../../src/shared/contract/entities.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { DOSED, PLAIN, insertOrderCatalogue, memberWithKey } from './helpers/order-fixtures.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let officer: SignedInStaff;
let fulfilment: SignedInStaff;

beforeAll(async () => {
  t = await build();
  await insertOrderCatalogue(t.database.db);
  officer = await signedInStaff(t, 'compliance');
  fulfilment = await signedInStaff(t, 'fulfilment');
});
afterAll(() => t.close());

const staffGet = (key: string, url: string) =>
  t.request({ method: 'GET', url: `/api${url}`, headers: staffHeader(key) });
const send = (key: string, payload: object) =>
  t.request({ method: 'POST', url: '/api/admin/compliance/registrations/decide', headers: staffHeader(key), payload });
/** The registration as the doctor's row holds it now: what staff read in the list and checked. */
const asListed = async (id: number) => {
  const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
  return {
    registrationNumber: row?.registrationNumber ?? '',
    registrationCouncil: row?.registrationCouncil ?? '',
    registrationYear: row?.registrationYear ?? '',
  };
};
/** A decision naming the registration as it is now (as the console sends it from a fresh list). */
const decide = async (key: string, payload: { id: number } & Record<string, unknown>) =>
  send(key, { ...(await asListed(payload.id)), ...payload });
const auditOf = (memberId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'doctor'), eq(auditLog.entityId, String(memberId))));
const mySamples = async (key: string): Promise<MySamples> => {
  const response = await t.request({
    method: 'GET',
    url: '/api/MySamples.php',
    headers: { authorization: `Bearer ${key}` },
  });
  return (response.json() as [unknown, MySamples])[1];
};
const pending = (number: string) => ({
  registrationNumber: number,
  registrationCouncil: 'Delhi Medical Council',
  registrationYear: '2014',
  verificationStatus: 'Pending',
});

describe('registrations', () => {
  it('compliance lists the doctors awaiting verification; fulfilment may not', async () => {
    const doctor = await memberWithKey(t, { registration: pending('DMC-LIST-1') });
    const response = await staffGet(officer.key, '/admin/compliance/registrations?q=DMC-LIST');
    expect(response.statusCode).toBe(200);
    const [, page] = response.json() as [
      unknown,
      { rows: { id: number; registrationNumber: string }[]; total: number },
    ];
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ id: doctor.id, registrationNumber: 'DMC-LIST-1' });
    expect((await staffGet(fulfilment.key, '/admin/compliance/registrations')).statusCode).toBe(403);
    expect((await decide(fulfilment.key, { id: doctor.id, status: 'Verified' })).statusCode).toBe(403);
  });

  it('verifying writes the status and its audit row together; the doctor may order at once', async () => {
    const doctor = await memberWithKey(t, { registration: pending('DMC-VER-1') });
    expect((await mySamples(doctor.key)).verification_status).toBe('Pending');
    expect((await t.request(post('/ServSamples.php', { sub_category: PLAIN, qty: '1' }, doctor.key))).statusCode).toBe(
      403,
    );

    const response = await decide(officer.key, { id: doctor.id, status: 'Verified' });
    expect(response.statusCode).toBe(200);
    expect(response.json()[1]).toMatchObject({ id: doctor.id, verificationStatus: 'Verified', verificationReason: '' });
    const audit = await auditOf(doctor.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'registration.verify',
      staffEmail: officer.email,
      memberId: doctor.id,
      changes: { verificationStatus: { from: 'Pending', to: 'Verified' } },
    });
    expect((await mySamples(doctor.key)).verification_status).toBe('Verified');
    expect((await t.request(post('/ServSamples.php', { sub_category: PLAIN, qty: '1' }, doctor.key))).statusCode).toBe(
      200,
    );
  });

  it('a rejection needs a reason (400, nothing written); with one the doctor reads it', async () => {
    const doctor = await memberWithKey(t, { registration: pending('DMC-REJ-1') });
    const bare = await decide(officer.key, { id: doctor.id, status: 'Rejected' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'reason' });
    const blank = await decide(officer.key, { id: doctor.id, status: 'Rejected', reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(await auditOf(doctor.id)).toHaveLength(0);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, doctor.id));
    expect(row?.verificationStatus).toBe('Pending');

    const reason = 'The number is not on the Delhi Medical Council register';
    expect((await decide(officer.key, { id: doctor.id, status: 'Rejected', reason })).statusCode).toBe(200);
    expect(await mySamples(doctor.key)).toMatchObject({ verification_status: 'Rejected', verification_reason: reason });
    const [audit] = await auditOf(doctor.id);
    expect(audit).toMatchObject({
      action: 'registration.reject',
      changes: {
        verificationStatus: { from: 'Pending', to: 'Rejected' },
        verificationReason: { from: '', to: reason },
      },
    });
  });

  it('refuses a decision on a registration the doctor changed after staff read it (409, nothing written)', async () => {
    const doctor = await memberWithKey(t, { registration: pending('DMC-RACE-1') });
    const listed = await staffGet(officer.key, '/admin/compliance/registrations?q=DMC-RACE-1');
    const [, page] = listed.json() as [unknown, { rows: Record<string, string>[] }];
    const row = page.rows[0];
    const checked = {
      registrationNumber: row?.registrationNumber,
      registrationCouncil: row?.registrationCouncil,
      registrationYear: row?.registrationYear,
    };
    expect(checked.registrationNumber).toBe('DMC-RACE-1');
    // The doctor replaces the number (member side) while staff are checking the old one.
    const changed = await t.request(
      post(
        '/SaveRegistration.php',
        { registration_number: 'DMC-RACE-2', registration_council: 'Delhi Medical Council', registration_year: '2014' },
        doctor.key,
      ),
    );
    expect(changed.statusCode).toBe(200);

    for (const decision of [{ status: 'Verified' }, { status: 'Rejected', reason: 'Not on the register' }] as const) {
      const refused = await send(officer.key, { id: doctor.id, ...checked, ...decision });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject([
        { code: 'CONFLICT', field: 'registrationNumber' },
        {
          Message:
            'The doctor changed this registration after you opened the list: it is now DMC-RACE-2, Delhi Medical Council, 2014. Nothing was saved; the list shows the new one: check it before you verify or reject.',
        },
      ]);
    }
    expect(await auditOf(doctor.id)).toHaveLength(0);
    expect(await mySamples(doctor.key)).toMatchObject({
      registration_number: 'DMC-RACE-2',
      verification_status: 'Pending',
    });
    expect((await t.request(post('/ServSamples.php', { sub_category: PLAIN, qty: '1' }, doctor.key))).statusCode).toBe(
      403,
    );

    // A decision without the registration staff checked is refused before anything is read.
    const bare = await send(officer.key, { id: doctor.id, status: 'Verified' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED' });

    // Checked anew, the new number is verified.
    const fresh = { ...checked, registrationNumber: 'DMC-RACE-2' };
    const verified = await send(officer.key, { id: doctor.id, status: 'Verified', ...fresh });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()[1]).toMatchObject({ registrationNumber: 'DMC-RACE-2', verificationStatus: 'Verified' });
  });

  it('refuses an unknown doctor (404) and a status staff may not set (400)', async () => {
    expect((await decide(officer.key, { id: 999_999, status: 'Verified' })).statusCode).toBe(404);
    const doctor = await memberWithKey(t, { registration: pending('DMC-BAD-1') });
    expect((await decide(officer.key, { id: doctor.id, status: 'Pending' })).statusCode).toBe(400);
    expect((await decide(officer.key, { id: doctor.id, status: 'Unverified' })).statusCode).toBe(400);
  });
});

describe('sample ledger', () => {
  it('lists and filters by doctor, product and year; the export carries the registration at the time of the order', async () => {
    const doctor = await memberWithKey(t, {
      registration: {
        registrationNumber: 'MMC-LEDGER-9',
        registrationCouncil: 'Maharashtra Medical Council',
        registrationYear: '2010',
        verificationStatus: 'Verified',
      },
    });
    const order = (sub: string, qty: string, dose?: string) =>
      t.request(post('/ServSamples.php', { sub_category: sub, qty, ...(dose ? { dose } : {}) }, doctor.key));
    expect((await order(DOSED.title, '3', DOSED.doses[1])).statusCode).toBe(200);
    expect((await order(PLAIN, '2')).statusCode).toBe(200);
    // The doctor's registration changes later: the ledger keeps the one of the orders.
    await t.database.db.update(members).set({ registrationNumber: 'MMC-NEW-1' }).where(eq(members.id, doctor.id));

    type Page = {
      rows: { productTitle: string; qty: number; registrationNumber: string; yearStart: string }[];
      total: number;
    };
    const list = async (query: string) => {
      const response = await staffGet(officer.key, `/admin/compliance/ledger?${query}`);
      expect(response.statusCode).toBe(200);
      return (response.json() as [unknown, Page])[1];
    };
    const mine = await list('doctor=MMC-LEDGER-9');
    expect(mine.total).toBe(2);
    expect(mine.rows.map((r) => [r.productTitle, r.qty])).toEqual([
      [PLAIN, 2],
      [DOSED.title, 3],
    ]);
    const year = mine.rows[0]?.yearStart.slice(0, 4) ?? '';
    expect((await list(`doctor=MMC-LEDGER-9&product=${DOSED.title}`)).total).toBe(1);
    expect((await list(`doctor=MMC-LEDGER-9&year=${year}`)).total).toBe(2);
    expect((await list(`doctor=MMC-LEDGER-9&year=${Number(year) - 1}`)).total).toBe(0);
    expect((await staffGet(officer.key, '/admin/compliance/ledger?year=26')).statusCode).toBe(400);
    expect((await staffGet(fulfilment.key, '/admin/compliance/ledger')).statusCode).toBe(403);

    const exported = await staffGet(officer.key, '/admin/compliance/ledger/export?doctor=MMC-LEDGER-9');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const lines = exported.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'ledger_id,order_id,ordered_at_ist,order_status,sample_year_start,doctor_id,doctor,country_code,registration_number,registration_council,product_id,product,dose,packs'
        .split(',')
        .map((name) => `"${name}"`)
        .join(','),
    );
    expect(lines).toHaveLength(3);
    // Newest first, as on the screen (both orders at one instant: the later one first).
    expect(lines[2]).toContain(',"Requested",');
    expect(lines[2]).toContain(`,"${doctor.id}",`);
    expect(lines[2]).toContain(',"MMC-LEDGER-9","Maharashtra Medical Council",');
    expect(lines[2]).toMatch(/,"Dosetab","10 mg","3"$/);
    expect(lines[1]).toMatch(/,"Plaintab","","2"$/);
    expect(exported.body).not.toContain('MMC-NEW-1');
    const [audited] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'ledger.export'));
    expect(audited).toMatchObject({ staffId: officer.id, entity: 'ledger', entityId: '2' });
    expect(audited?.changes).toMatchObject({ doctor: { from: null, to: 'MMC-LEDGER-9' } });
  });
});
