/**
 * Medical questions and side-effect reports (issue 27 §3): validation in the doctor's language with nothing stored,
 * numbered records mailed to the configured mailboxes (a loopback SMTP peer), the acknowledgement in the doctor's
 * language, a report kept and retried when the mail server is down, the console queues with roles, due dates,
 * answers and audit rows, and the assistant offering the report form.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverseEventReports, auditLog, medicalQuestions, members, products } from '../../src/server/db/schema.ts';
import type { MedicalQuestion } from '../../src/shared/contract/entities.ts';
import { build, type TestApp } from './helpers/app.ts';
import { insertOrderCatalogue, memberWithKey, PLAIN } from './helpers/order-fixtures.ts';
import { aeReport, memberPost, type SafetyApp, startSafetyApp } from './helpers/safety-app.ts';
import { parseMail, type SmtpPeer, startSmtpPeer } from './helpers/smtp-peer.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

const MEDICAL_INFO = 'medinfo@pharma.test';
const PV = 'drug-safety@pharma.test, pv-backup@pharma.test';

let t: TestApp;
let peer: SmtpPeer;
let officer: SignedInStaff;
let content: SignedInStaff;
let productId: number;

let app: SafetyApp;

beforeAll(async () => {
  app = await startSafetyApp({ MEDICAL_INFO_MAIL: MEDICAL_INFO, PHARMACOVIGILANCE_MAIL: PV });
  ({ t, peer, productId } = app);
  officer = await signedInStaff(t, 'compliance');
  content = await signedInStaff(t, 'content');
});
afterAll(() => app.close());

const send = (url: string, key: string, payload: object, language = 'en') =>
  memberPost(t, url, key, payload, { language });
const staffGet = (key: string, url: string) =>
  t.request({ method: 'GET', url: `/api${url}`, headers: staffHeader(key) });
const staffPost = (key: string, url: string, payload: object = {}) =>
  t.request({ method: 'POST', url: `/api${url}`, headers: staffHeader(key), payload });

/** A complete, valid report; `changes` replaces fields. */
const report = (changes: object = {}) => aeReport(productId, changes);

const mailsTo = (address: string) =>
  peer.received
    .filter((mail) => mail.to.includes(address))
    .map((mail) => parseMail(mail.raw))
    .map((mail) => ({ ...mail, text: mail.text.replace(/\r\n/g, '\n') }));

describe('medical questions', () => {
  it('numbers a question, mails it to medical information and lists it for the doctor', async () => {
    const doctor = await memberWithKey(t);
    const response = await send('/medical-questions', doctor.key, {
      product_id: productId,
      question: 'Is Plaintab safe\nin pregnancy?',
      reply_channel: 'email',
    });
    expect(response.statusCode).toBe(200);
    const [, receipt] = response.json() as [unknown, { Message: string; number: string }];
    expect(receipt.number).toMatch(/^MQ-2026-\d{6}$/);
    expect(receipt.Message).toContain(receipt.number);
    const [mail] = mailsTo(MEDICAL_INFO);
    expect(mail?.headers.get('subject')).toContain(receipt.number);
    expect(mail?.text).toContain('| Is Plaintab safe\n| in pregnancy?');
    expect(mail?.text).toContain('Preferred reply: email');
    const [row] = await t.database.db
      .select()
      .from(medicalQuestions)
      .where(eq(medicalQuestions.number, receipt.number));
    expect(row).toMatchObject({ memberId: doctor.id, productTitle: PLAIN, status: 'new', mailStatus: 'sent' });

    const mine = await t.request({
      method: 'GET',
      url: '/api/medical-questions',
      headers: { authorization: `Bearer ${doctor.key}` },
    });
    const [, list] = mine.json() as [unknown, MedicalQuestion[]];
    expect(list).toEqual([
      expect.objectContaining({ number: receipt.number, product_title: PLAIN, status: 'new', answer: '' }),
    ]);
  });

  it('lists a Hindi doctor’s question with the product’s Hindi title; the stored question keeps the English', async () => {
    const doctor = await memberWithKey(t);
    await t.database.db.update(members).set({ language: 'hi' }).where(eq(members.id, doctor.id));
    const hindi = { hi: { title: 'प्लेनटैब' } };
    await t.database.db.update(products).set({ translations: hindi }).where(eq(products.id, productId));
    try {
      const asked = await send('/medical-questions', doctor.key, {
        product_id: productId,
        question: 'Dose in renal impairment?',
        reply_channel: 'phone',
      });
      const [, receipt] = asked.json() as [unknown, { number: string }];
      const mine = await t.request({
        method: 'GET',
        url: '/api/medical-questions',
        headers: { authorization: `Bearer ${doctor.key}` },
      });
      const [, list] = mine.json() as [unknown, MedicalQuestion[]];
      expect(list).toEqual([expect.objectContaining({ number: receipt.number, product_title: 'प्लेनटैब' })]);
      const [row] = await t.database.db
        .select()
        .from(medicalQuestions)
        .where(eq(medicalQuestions.number, receipt.number));
      expect(row?.productTitle).toBe(PLAIN);
    } finally {
      await t.database.db.update(products).set({ translations: {} }).where(eq(products.id, productId));
    }
  });

  it('refuses a bad question in the doctor’s language, naming the field, and stores nothing', async () => {
    const doctor = await memberWithKey(t);
    const before = (await t.database.db.select().from(medicalQuestions)).length;
    const cases: [object, string, string][] = [
      [{ product_id: 999_999, question: 'x', reply_channel: 'phone' }, 'product_id', 'कैटलॉग'],
      [{ product_id: productId, question: '   ', reply_channel: 'phone' }, 'question', 'ज़रूरी'],
      [{ product_id: productId, question: 'x', reply_channel: 'fax' }, 'reply_channel', 'फ़ोन'],
    ];
    for (const [payload, field, word] of cases) {
      const response = await send('/medical-questions', doctor.key, payload, 'hi');
      expect(response.statusCode).toBe(400);
      const [status, body] = response.json() as [{ field: string }, { Message: string }];
      expect(status.field).toBe(field);
      expect(body.Message).toContain(word);
    }
    expect(await t.database.db.select().from(medicalQuestions)).toHaveLength(before);
  });

  it('staff answer in the queue (audited); the doctor reads the answer; other roles may not', async () => {
    const doctor = await memberWithKey(t);
    const asked = await send('/medical-questions', doctor.key, {
      product_id: productId,
      question: 'Can it be crushed?',
      reply_channel: 'phone',
    });
    const number = (asked.json() as [unknown, { number: string }])[1].number;
    expect((await staffGet(content.key, '/admin/safety/questions')).statusCode).toBe(403);
    const queue = await staffGet(officer.key, `/admin/safety/questions?q=${number}`);
    const [, page] = queue.json() as [unknown, { rows: { id: number; number: string; mailStatus: string }[] }];
    expect(page.rows).toEqual([expect.objectContaining({ number, mailStatus: 'sent' })]);
    const id = page.rows[0]?.id ?? 0;

    const missing = await staffPost(officer.key, '/admin/safety/questions/update', { id, status: 'answered' });
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as [{ field: string }])[0].field).toBe('answer');
    const answered = await staffPost(officer.key, '/admin/safety/questions/update', {
      id,
      status: 'answered',
      answer: 'Yes, the tablet may be crushed.',
    });
    expect(answered.statusCode).toBe(200);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, number));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'medical-question.update', staffEmail: officer.email, memberId: doctor.id }),
    ]);
    const mine = await t.request({
      method: 'GET',
      url: '/api/medical-questions',
      headers: { authorization: `Bearer ${doctor.key}` },
    });
    expect((mine.json() as [unknown, MedicalQuestion[]])[1][0]).toMatchObject({
      status: 'answered',
      answer: 'Yes, the tablet may be crushed.',
    });
    expect(
      (await staffPost(officer.key, '/admin/safety/questions/update', { id: 999_999, status: 'closed' })).statusCode,
    ).toBe(404);
  });
});

describe('side-effect reports', () => {
  it('numbers a report, mails every field to pharmacovigilance and acknowledges in the doctor’s language', async () => {
    const doctor = await memberWithKey(t);
    await t.database.db.update(members).set({ language: 'hi' }).where(eq(members.id, doctor.id));
    const response = await send('/adverse-events', doctor.key, report());
    expect(response.statusCode).toBe(200);
    const [, receipt] = response.json() as [unknown, { Message: string; number: string }];
    expect(receipt.number).toMatch(/^AE-2026-\d{6}$/);
    // The answer in the page's language (English here); the acknowledgement mail in the one the doctor chose.
    expect(receipt.Message).toContain('pharmacovigilance');
    const [pv] = mailsTo('drug-safety@pharma.test');
    expect(mailsTo('pv-backup@pharma.test')).toHaveLength(1);
    expect(pv?.headers.get('subject')).toContain(`${receipt.number} (non-serious)`);
    expect(pv?.text).toContain('Patient: initials R.K., age 54 years, sex male');
    expect(pv?.text).toContain('| Itchy rash on both arms\n| three days after starting the product.');
    expect(pv?.text).toContain('Due to the regulator by 2027-02-19');
    const [ack] = mailsTo(`${await doctorPhone(doctor.id)}@example.com`);
    expect(ack?.text).toContain(receipt.number);
    expect(ack?.text).toContain('धन्यवाद');
    const [row] = await t.database.db
      .select()
      .from(adverseEventReports)
      .where(eq(adverseEventReports.number, receipt.number));
    expect(row).toMatchObject({ mailStatus: 'sent', ackStatus: 'sent', status: 'new', patientAge: 54 });
  });

  it('sets the due date by seriousness: 7 days for death or life-threatening, 15 for other serious, 90 otherwise', async () => {
    const doctor = await memberWithKey(t);
    const dueOf = async (changes: object) => {
      const response = await send('/adverse-events', doctor.key, report(changes));
      const number = (response.json() as [unknown, { number: string }])[1].number;
      const [row] = await t.database.db
        .select()
        .from(adverseEventReports)
        .where(eq(adverseEventReports.number, number));
      return row?.dueAt.toISOString().slice(0, 10);
    };
    expect(await dueOf({ serious: true, serious_criteria: ['life-threatening'], outcome: 'recovering' })).toBe(
      '2026-11-28',
    );
    expect(await dueOf({ serious: true, serious_criteria: ['hospitalisation'] })).toBe('2026-12-06');
    expect(await dueOf({})).toBe('2027-02-19');
  });

  it('stores a criterion sent twice once', async () => {
    const doctor = await memberWithKey(t);
    const response = await send(
      '/adverse-events',
      doctor.key,
      report({ serious: true, serious_criteria: ['death', 'hospitalisation', 'death'], outcome: 'fatal' }),
    );
    expect(response.statusCode).toBe(200);
    const number = (response.json() as [unknown, { number: string }])[1].number;
    const [row] = await t.database.db.select().from(adverseEventReports).where(eq(adverseEventReports.number, number));
    expect(row?.seriousCriteria).toEqual(['death', 'hospitalisation']);
  });

  it('refuses an incomplete report in the doctor’s language, naming the field, and stores nothing', async () => {
    const doctor = await memberWithKey(t);
    const before = (await t.database.db.select().from(adverseEventReports)).length;
    const cases: [object, string][] = [
      [{ patient_initials: 'Ramesh Kumar Sharma' }, 'patient_initials'],
      [{ patient_age: '', patient_age_group: '' }, 'patient_age'],
      [{ patient_age: '130' }, 'patient_age'],
      [{ patient_age: '', patient_age_group: 'teen' }, 'patient_age_group'],
      [{ patient_sex: '' }, 'patient_sex'],
      [{ event: ' ' }, 'event'],
      // Whether it was serious is always answered: a report without the answer is not taken as non-serious.
      [{ serious: undefined }, 'serious'],
      [{ serious: true, serious_criteria: [] }, 'serious_criteria'],
      [{ serious: false, serious_criteria: ['death'] }, 'serious_criteria'],
      [{ onset_date: '2026-02-30' }, 'onset_date'],
      [{ onset_date: '2026-12-01' }, 'onset_date'],
      [{ stop_date: '2026-11-01' }, 'stop_date'],
      [{ outcome: 'better' }, 'outcome'],
      [{ product_id: 999_999 }, 'product_id'],
    ];
    for (const [changes, field] of cases) {
      const response = await send('/adverse-events', doctor.key, report(changes), 'ne');
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      const [status, body] = response.json() as [{ field: string }, { Message: string }];
      expect(status.field).toBe(field);
      expect(body.Message).toMatch(/[\u0900-\u097F]/);
    }
    expect(await t.database.db.select().from(adverseEventReports)).toHaveLength(before);
  });

  it('keeps the report when the mail server is down, shows it pending in the console and sends it on retry', async () => {
    const down = await startSmtpPeer();
    const port = down.port;
    await down.close();
    const offline = await build({ MAIL_SMTP_URL: down.url, PHARMACOVIGILANCE_MAIL: 'pv@pharma.test' });
    try {
      await insertOrderCatalogue(offline.database.db);
      const [product] = await offline.database.db.select().from(products).where(eq(products.title, PLAIN));
      const doctor = await memberWithKey(offline);
      const response = await memberPost(offline, '/adverse-events', doctor.key, report({ product_id: product?.id }));
      expect(response.statusCode).toBe(200);
      const number = (response.json() as [unknown, { number: string }])[1].number;
      const staff = await signedInStaff(offline, 'admin');
      const queue = await offline.request({
        method: 'GET',
        url: '/api/admin/safety/reports',
        headers: staffHeader(staff.key),
      });
      const [, page] = queue.json() as [unknown, { rows: Record<string, unknown>[] }];
      expect(page.rows).toEqual([
        expect.objectContaining({ number, mailStatus: 'pending', ackStatus: 'pending', mailAttempts: 1 }),
      ]);
      expect(String(page.rows[0]?.mailError)).not.toBe('');

      const up = await startSmtpPeer('portal', 'smtp-secret', port);
      try {
        offline.clock.advance(120);
        const retry = await offline.request({
          method: 'POST',
          url: '/api/admin/safety/mail-retry',
          headers: staffHeader(staff.key),
          payload: {},
        });
        expect(retry.json()).toEqual([{ status: 'success' }, { sent: 1, failed: 0 }]);
        expect(up.received.flatMap((mail) => mail.to)).toEqual(
          expect.arrayContaining(['pv@pharma.test', `${await doctorPhone(doctor.id, offline)}@example.com`]),
        );
        const [row] = await offline.database.db
          .select()
          .from(adverseEventReports)
          .where(eq(adverseEventReports.number, number));
        expect(row).toMatchObject({ mailStatus: 'sent', ackStatus: 'sent', mailError: '' });
      } finally {
        await up.close();
      }
    } finally {
      await offline.close();
    }
  });

  it('lists reports soonest due first for compliance, moves their status (audited) and refuses other roles', async () => {
    const doctor = await memberWithKey(t);
    await send('/adverse-events', doctor.key, report({ serious: true, serious_criteria: ['death'], outcome: 'fatal' }));
    expect((await staffGet(content.key, '/admin/safety/reports')).statusCode).toBe(403);
    const queue = await staffGet(officer.key, '/admin/safety/reports');
    const [, page] = queue.json() as [
      unknown,
      { rows: { id: number; number: string; dueAt: string; serious: boolean }[] },
    ];
    const dues = page.rows.map((r) => r.dueAt);
    expect(dues).toEqual([...dues].sort());
    const first = page.rows[0];
    expect(first?.serious).toBe(true);
    const moved = await staffPost(officer.key, '/admin/safety/reports/status', { id: first?.id, status: 'submitted' });
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as [unknown, { status: string }])[1].status).toBe('submitted');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, first?.number ?? ''));
    expect(audit).toEqual([expect.objectContaining({ action: 'adverse-event.status' })]);
    const open = await staffGet(officer.key, '/admin/safety/reports');
    expect((open.json() as [unknown, { rows: { id: number }[] }])[1].rows.map((r) => r.id)).not.toContain(first?.id);
  });
});

describe('the assistant', () => {
  it('offers the report form for a described side effect, in the question’s language, without asking a provider', async () => {
    const doctor = await memberWithKey(t);
    await t.database.db.update(members).set({ terms: 'Y' }).where(eq(members.id, doctor.id));
    const ask = async (query: string) => {
      const response = await send('/CalltoBot.php', doctor.key, { query });
      return JSON.parse((response.json() as [unknown, string])[1]) as { response: string; offer?: string };
    };
    const english = await ask('My patient developed a rash after starting Plaintab');
    expect(english.offer).toBe('report-side-effect');
    expect(english.response).toContain('side-effect form');
    const hindi = await ask('मेरे मरीज़ को दवा शुरू करने के बाद चकत्ते हो गए');
    expect(hindi).toMatchObject({ offer: 'report-side-effect' });
    expect(hindi.response).toContain('फ़ार्माकोविजिलेंस');
    const dosing = await ask('My patient got dizzy after Plaintab, what dose should I give now?');
    expect(dosing.response).toContain('I cannot give dosing advice');
    expect(dosing.offer).toBe('report-side-effect');
    const plain = await ask('What are the side effects of Plaintab?');
    expect(plain.offer).toBeUndefined();
  });
});

async function doctorPhone(id: number, app: TestApp = t): Promise<string> {
  const [row] = await app.database.db.select().from(members).where(eq(members.id, id));
  return row?.phone ?? '';
}
