/**
 * One doctor search in every console list (services/admin/doctor-search.ts): Orders, the sample ledger, the
 * registrations and the safety queues find a doctor by the name as a list shows it ("Asha Rao", "Dr. Asha Lakshmi
 * Rao") or a formatted mobile ("+91 98765-43210", "098765 43210", "0091 98765 43210", "(+91) 98765 43210"), as the Doctors screen does; an erased doctor's kept questions and
 * reports are found by the name and phone the row still shows; an erased doctor is out of the registrations queue, and
 * the digits of its phone's placeholder find nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, orders, products, sampleLedger } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { insertOrderCatalogue, memberWithKey, PLAIN } from './helpers/order-fixtures.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let officer: SignedInStaff;
let fulfil: SignedInStaff;
let productId: number;

beforeAll(async () => {
  t = await build();
  await insertOrderCatalogue(t.database.db);
  const [product] = await t.database.db.select().from(products).where(eq(products.title, PLAIN));
  productId = product?.id ?? 0;
  officer = await signedInStaff(t, 'compliance');
  fulfil = await signedInStaff(t, 'fulfilment');
});
afterAll(() => t.close());

const staffGet = async (key: string, url: string) => {
  const answer = await t.request({ method: 'GET', url: `/api/admin${url}`, headers: staffHeader(key) });
  expect(answer.statusCode).toBe(200);
  return answer.json()[1] as { rows: Record<string, unknown>[]; total: number };
};
const staffPost = (url: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/admin${url}`, headers: staffHeader(officer.key), payload });
const memberCall = (url: string, key: string, payload: object) =>
  t.request({ method: 'POST', url: `/api${url}`, headers: { authorization: `Bearer ${key}` }, payload });

/** Dr. Asha Lakshmi Rao, +91 9876543210, with a sample order and its ledger row. */
async function asha(): Promise<number> {
  const doctor = await memberWithKey(t);
  await t.database.db
    .update(members)
    .set({ salutation: 'Dr.', firstName: 'Asha', middleName: 'Lakshmi', lastName: 'Rao', phone: '9876543210' })
    .where(eq(members.id, doctor.id));
  const [order] = await t.database.db
    .insert(orders)
    .values({ memberId: doctor.id, tableName: 'samples', subCategory: 'Samples', status: 'Requested' })
    .returning({ id: orders.id });
  await t.database.db.insert(sampleLedger).values({
    orderId: order?.id ?? 0,
    memberId: doctor.id,
    productId,
    productTitle: PLAIN,
    qty: 1,
    countryCode: '91',
    yearStart: '2026-04-01',
    registrationNumber: 'KMC-2019-777',
    registrationCouncil: 'Karnataka Medical Council',
  });
  return doctor.id;
}

const SEARCHES = ['Asha Rao', 'Dr. Asha Lakshmi Rao', '+91 98765-43210', '9876543210', 'rao samples'];
const MISSES = ['Asha Sharma', '+977 9876543210', '12345', '(+977) 98765 43210', '00977 9876543210'];
/** The mobile as staff paste it from a letterhead, a mail signature or a spreadsheet: trunk 0, 00 prefix, brackets. */
const PASTED = ['098765 43210', '0 98765 43210', '0091 98765 43210', '(+91) 98765 43210', '+91 0 98765 43210'];

describe('the doctor search of the lists', () => {
  it('finds a doctor in Orders and the sample ledger as the Doctors screen does', async () => {
    const id = await asha();
    for (const q of SEARCHES) {
      const doctors = await staffGet(officer.key, `/doctors?q=${encodeURIComponent(q)}`);
      const queue = await staffGet(fulfil.key, `/orders?q=${encodeURIComponent(q)}`);
      expect({ q, ids: queue.rows.map((row) => (row.doctor as { id: number }).id) }).toEqual({ q, ids: [id] });
      if (q !== 'rao samples') expect({ q, ids: doctors.rows.map((row) => row.id) }).toEqual({ q, ids: [id] });
    }
    for (const q of SEARCHES.slice(0, 4)) {
      const ledger = await staffGet(officer.key, `/compliance/ledger?doctor=${encodeURIComponent(q)}`);
      expect({ q, ids: ledger.rows.map((row) => row.doctorId) }).toEqual({ q, ids: [id] });
    }
    for (const q of PASTED) {
      const doctors = await staffGet(officer.key, `/doctors?q=${encodeURIComponent(q)}`);
      const queue = await staffGet(fulfil.key, `/orders?q=${encodeURIComponent(q)}`);
      const ledger = await staffGet(officer.key, `/compliance/ledger?doctor=${encodeURIComponent(q)}`);
      expect({
        q,
        doctors: doctors.rows.map((row) => row.id),
        orders: queue.rows.map((row) => (row.doctor as { id: number }).id),
        ledger: ledger.rows.map((row) => row.doctorId),
      }).toEqual({ q, doctors: [id], orders: [id], ledger: [id] });
    }
    for (const q of ['KMC-2019', 'kmc-2019-777', 'KMC 2019 777'])
      expect({
        q,
        total: (await staffGet(officer.key, `/compliance/ledger?doctor=${encodeURIComponent(q)}`)).total,
      }).toEqual({ q, total: 1 });
    for (const q of MISSES) {
      expect({ q, total: (await staffGet(fulfil.key, `/orders?q=${encodeURIComponent(q)}`)).total }).toEqual({
        q,
        total: 0,
      });
    }
    expect((await staffGet(fulfil.key, '/orders?q=50%25')).total).toBe(0);
  });

  it("finds an erased doctor's kept question and report by the name and phone the row shows", async () => {
    const doctor = await memberWithKey(t);
    await t.database.db
      .update(members)
      .set({ salutation: 'Dr.', firstName: 'Demo', lastName: 'Account', phone: '9876500000' })
      .where(eq(members.id, doctor.id));
    expect(
      (
        await memberCall('/medical-questions', doctor.key, {
          product_id: productId,
          question: 'Is it safe with metformin?',
          reply_channel: 'email',
        })
      ).statusCode,
    ).toBe(200);
    const reported = await memberCall('/adverse-events', doctor.key, {
      product_id: productId,
      patient_initials: 'R.K.',
      patient_age: '54',
      patient_sex: 'male',
      event: 'Rash on both arms.',
      serious: false,
      serious_criteria: [],
      onset_date: '2026-11-18',
      outcome: 'recovered',
    });
    expect(reported.statusCode).toBe(200);
    expect((await t.request(post('/RequestErasure.php', { confirm: true }, doctor.key))).statusCode).toBe(200);
    const requests = await staffGet(officer.key, '/privacy/erasures');
    const request = requests.rows.find((row) => row.memberId === doctor.id);
    expect((await staffPost('/privacy/erasures/process', { id: request?.id })).statusCode).toBe(200);

    for (const queue of ['questions', 'reports']) {
      const [record] = (await staffGet(officer.key, `/safety/${queue}?pageSize=100`)).rows.filter(
        (r) => r.memberId === doctor.id,
      );
      const number = String(record?.number);
      for (const q of [
        number,
        number.toLowerCase(),
        `${number} Demo`,
        'Dr. Demo Account',
        'demo account',
        '+91 9876500000',
        '98765-00000',
        '+919876500000',
      ]) {
        const found = await staffGet(officer.key, `/safety/${queue}?q=${encodeURIComponent(q)}`);
        expect({ queue, q, rows: found.rows.map((row) => [row.memberId, row.doctorName, row.doctorPhone]) }).toEqual({
          queue,
          q,
          rows: [[doctor.id, 'Dr. Demo Account', '+91 9876500000']],
        });
      }
      for (const q of ['Demo Sharma', '+977 9876500000', `erased-${doctor.id}`]) {
        expect({
          queue,
          q,
          total: (await staffGet(officer.key, `/safety/${queue}?q=${encodeURIComponent(q)}`)).total,
        }).toEqual({ queue, q, total: 0 });
      }
    }
  });

  it('leaves an erased doctor out of the registrations queue, whatever the status', async () => {
    const doctor = await memberWithKey(t, {
      registration: { registrationNumber: 'DMC-ERASE-1', registrationCouncil: 'Delhi', verificationStatus: 'Pending' },
    });
    const ids = async (status: string) =>
      (await staffGet(officer.key, `/compliance/registrations?status=${status}&pageSize=100`)).rows.map((r) => r.id);
    expect(await ids('Pending')).toContain(doctor.id);
    expect((await t.request(post('/RequestErasure.php', { confirm: true }, doctor.key))).statusCode).toBe(200);
    const requests = await staffGet(officer.key, '/privacy/erasures');
    const request = requests.rows.find((row) => row.memberId === doctor.id);
    expect((await staffPost('/privacy/erasures/process', { id: request?.id })).statusCode).toBe(200);
    for (const status of ['Pending', 'Unverified', 'Verified', 'Rejected']) {
      expect({ status, has: (await ids(status)).includes(doctor.id) }).toEqual({ status, has: false });
    }
    // The erased phone's placeholder ("erased-<id>") is no number: the digits of the id do not find the doctor.
    const listed = await staffGet(officer.key, `/doctors?q=${doctor.id}&pageSize=100`);
    expect(listed.rows.map((row) => row.id)).not.toContain(doctor.id);
  });
});
