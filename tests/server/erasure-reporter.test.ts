/**
 * Erasing a doctor keeps the reporter inside the kept safety records (issue 41 item 2): the medical questions and
 * side-effect reports keep the doctor's name, phone and e-mail (copied into those rows only), the queues still show
 * them, the erasure notice says so, and the erasure queue shows the doctor's ER- reference and counts the doctor's questions and reports still open.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverseEventReports, medicalQuestions, members, products } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { insertOrderCatalogue, memberWithKey, PLAIN } from './helpers/order-fixtures.ts';
import { parseMail, type SmtpPeer, startSmtpPeer } from './helpers/smtp-peer.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let peer: SmtpPeer;
let officer: SignedInStaff;
let productId: number;

beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await build({
    MAIL_SMTP_URL: peer.url,
    MEDICAL_INFO_MAIL: 'mi@pharma.test',
    PHARMACOVIGILANCE_MAIL: 'pv@pharma.test',
  });
  await insertOrderCatalogue(t.database.db);
  const [product] = await t.database.db.select().from(products).where(eq(products.title, PLAIN));
  productId = product?.id ?? 0;
  officer = await signedInStaff(t, 'compliance');
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const memberCall = (url: string, key: string, payload: object) =>
  t.request({ method: 'POST', url: `/api${url}`, headers: { authorization: `Bearer ${key}` }, payload });
const staffGet = (url: string) =>
  t.request({ method: 'GET', url: `/api/admin${url}`, headers: staffHeader(officer.key) });
const staffPost = (url: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/admin${url}`, headers: staffHeader(officer.key), payload });

const REPORT = {
  patient_initials: 'R.K.',
  patient_age: '54',
  patient_sex: 'male',
  event: 'Rash on both arms.',
  serious: false,
  serious_criteria: [],
  onset_date: '2026-11-18',
  outcome: 'recovered',
};

/** A doctor with a name and address, an open question and a report (closed when `closeReport`). */
async function reportingDoctor(firstName: string, closeReport: boolean) {
  const doctor = await memberWithKey(t);
  const email = `${firstName.toLowerCase()}@example.org`;
  await t.database.db.update(members).set({ firstName, lastName: 'Reporter', email }).where(eq(members.id, doctor.id));
  const asked = await memberCall('/medical-questions', doctor.key, {
    product_id: productId,
    question: 'Is it safe with metformin?',
    reply_channel: 'email',
  });
  expect(asked.statusCode).toBe(200);
  const reported = await memberCall('/adverse-events', doctor.key, { product_id: productId, ...REPORT });
  expect(reported.statusCode).toBe(200);
  const [report] = await t.database.db
    .select()
    .from(adverseEventReports)
    .where(eq(adverseEventReports.memberId, doctor.id));
  if (closeReport)
    expect((await staffPost('/safety/reports/status', { id: report?.id, status: 'closed' })).statusCode).toBe(200);
  const [member] = await t.database.db.select().from(members).where(eq(members.id, doctor.id));
  const requested = await t.request(post('/RequestErasure.php', { confirm: true }, doctor.key));
  expect(requested.statusCode).toBe(200);
  const reference = /ER-\d{6}/.exec(requested.body)?.[0];
  expect(reference).toBeDefined();
  return { ...doctor, email, phone: `+91 ${member?.phone}`, reference };
}

type ErasureRow = { id: number; reference: string; memberId: number; openQuestions: number; openReports: number };
const erasureOf = async (memberId: number): Promise<ErasureRow | undefined> =>
  ((await staffGet('/privacy/erasures')).json()[1].rows as ErasureRow[]).find((row) => row.memberId === memberId);

describe('erasure and the safety records', () => {
  it('counts the open questions and reports a doctor still has', async () => {
    const doctor = await reportingDoctor('Marit', true);
    expect(await erasureOf(doctor.id)).toMatchObject({ openQuestions: 1, openReports: 0, reference: doctor.reference });
  });

  it('keeps the reporter inside the kept questions and reports, and only there', async () => {
    const doctor = await reportingDoctor('Ilse', false);
    const request = await erasureOf(doctor.id);
    expect(request).toMatchObject({ openQuestions: 1, openReports: 1 });
    expect((await staffPost('/privacy/erasures/process', { id: request?.id })).statusCode).toBe(200);

    const [member] = await t.database.db.select().from(members).where(eq(members.id, doctor.id));
    expect(member).toMatchObject({ firstName: '', lastName: '', email: '', phone: `erased-${doctor.id}` });
    const reporter = { reporterName: 'Dr. Ilse Reporter', reporterPhone: doctor.phone, reporterEmail: doctor.email };
    const [question] = await t.database.db
      .select()
      .from(medicalQuestions)
      .where(eq(medicalQuestions.memberId, doctor.id));
    expect(question).toMatchObject(reporter);
    const [report] = await t.database.db
      .select()
      .from(adverseEventReports)
      .where(eq(adverseEventReports.memberId, doctor.id));
    expect(report).toMatchObject(reporter);

    const shown = { doctorName: 'Dr. Ilse Reporter', doctorPhone: doctor.phone, doctorEmail: doctor.email };
    const questions = (await staffGet('/safety/questions')).json()[1].rows as { memberId: number }[];
    expect(questions.find((row) => row.memberId === doctor.id)).toMatchObject(shown);
    const reports = (await staffGet('/safety/reports')).json()[1].rows as { memberId: number }[];
    expect(reports.find((row) => row.memberId === doctor.id)).toMatchObject(shown);
    // The answer still reaches the doctor's address.
    const answered = await staffPost('/safety/questions/update', {
      id: question?.id,
      status: 'answered',
      answer: 'Yes, at the usual dose.',
    });
    expect(answered.json()[1]).toMatchObject({ status: 'answered', doctorEmail: doctor.email });

    const notice = peer.received
      .filter((mail) => mail.to.includes(doctor.email))
      .map((mail) => parseMail(mail.raw).text.replace(/\s+/g, ' '))
      .find((text) => text.includes('has been erased'));
    expect(notice).toContain('those records alone keep your name, phone number and e-mail');
  });
});
