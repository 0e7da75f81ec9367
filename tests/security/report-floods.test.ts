/**
 * Issue 38 §2, report floods: one member sent 40 "serious: death" side-effect reports in 392 ms (each a 7-day
 * regulatory case and two mails) and 40 medical questions. Each kind is capped per member and hour (429 with
 * Retry-After, naming the phone line for urgent cases), counted under a lock of the member so parallel sends cannot
 * pass it, and the same one sent again within minutes is the one already stored (no second case, no second mail).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverseEventReports, medicalQuestions } from '../../src/server/db/schema.ts';
import type { TestApp } from '../server/helpers/app.ts';
import { memberWithKey } from '../server/helpers/order-fixtures.ts';
import { aeReport, memberPost, type SafetyApp, startSafetyApp } from '../server/helpers/safety-app.ts';
import type { SmtpPeer } from '../server/helpers/smtp-peer.ts';

const PHONE = '1800 123 4567';
const CAP = 4;

let t: TestApp;
let peer: SmtpPeer;
let productId: number;

let app: SafetyApp;

beforeAll(async () => {
  app = await startSafetyApp({
    RATE_LIMIT_QUESTIONS_PER_HOUR: String(CAP),
    RATE_LIMIT_REPORTS_PER_HOUR: String(CAP),
    SAFETY_PHONE: PHONE,
  });
  ({ t, peer, productId } = app);
});
afterAll(() => app.close());

const send = (url: string, key: string, payload: object, language = 'en') =>
  memberPost(t, url, key, payload, { language });

/** A serious report; `event` tells one apart from another. */
const report = (event: string) =>
  aeReport(productId, { event, serious: true, serious_criteria: ['death'], outcome: 'fatal', other_medicines: '' });

const question = (text: string) => ({ product_id: productId, question: text, reply_channel: 'email' });

/** The rows of a table that belong to a member. */
const reportsOf = (memberId: number) =>
  t.database.db.select().from(adverseEventReports).where(eq(adverseEventReports.memberId, memberId));
const questionsOf = (memberId: number) =>
  t.database.db.select().from(medicalQuestions).where(eq(medicalQuestions.memberId, memberId));

describe('report floods', () => {
  it('40 parallel serious reports store the cap and refuse the rest with Retry-After and the phone line', async () => {
    const doctor = await memberWithKey(t);
    const mailsBefore = peer.received.length;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => send('/adverse-events', doctor.key, report(`Event number ${i}`))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(CAP);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(40 - CAP);
    for (const answer of refused) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect(JSON.stringify(answer.json())).toContain(PHONE);
    }
    expect(await reportsOf(doctor.id)).toHaveLength(CAP);
    // Two mailboxes a report at most (pharmacovigilance and its copy): never one for a refused report.
    await expect.poll(() => peer.received.length - mailsBefore).toBeGreaterThanOrEqual(CAP);
    expect(peer.received.length - mailsBefore).toBeLessThanOrEqual(2 * CAP);
  });

  it('names the cap and the phone line in the doctor’s language', async () => {
    const doctor = await memberWithKey(t);
    for (let i = 0; i < CAP; i += 1) await send('/medical-questions', doctor.key, question(`Question ${i}?`));
    const refused = await send('/medical-questions', doctor.key, question('One more?'), 'hi');
    expect(refused.statusCode).toBe(429);
    const text = JSON.stringify(refused.json());
    expect(text).toContain(PHONE);
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(await questionsOf(doctor.id)).toHaveLength(CAP);
  });

  it('the same report sent again, even in parallel, is the one already stored: one case, one number', async () => {
    const doctor = await memberWithKey(t);
    const same = report('Swelling of the face an hour after the first dose.');
    const answers = await Promise.all(Array.from({ length: 6 }, () => send('/adverse-events', doctor.key, same)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    const numbers = new Set(answers.map((answer) => (answer.json() as [unknown, { number: string }])[1].number));
    expect(numbers.size).toBe(1);
    expect(await reportsOf(doctor.id)).toHaveLength(1);
    // A repeat does not count against the cap: CAP - 1 other reports still pass.
    for (let i = 0; i < CAP - 1; i += 1) {
      expect((await send('/adverse-events', doctor.key, report(`Other event ${i}`))).statusCode).toBe(200);
    }
    expect((await send('/adverse-events', doctor.key, report('Past the cap'))).statusCode).toBe(429);
  });

  it('a report with two seriousness criteria sent twice is one case; another seriousness is another', async () => {
    const doctor = await memberWithKey(t);
    const both = { ...report('Collapse after the second dose.'), serious_criteria: ['death', 'hospitalisation'] };
    const first = await send('/adverse-events', doctor.key, both);
    const again = await send('/adverse-events', doctor.key, both);
    const other = await send('/adverse-events', doctor.key, { ...both, serious_criteria: ['hospitalisation'] });
    const number = (answer: typeof first) => (answer.json() as [unknown, { number: string }])[1].number;
    expect(number(again)).toBe(number(first));
    expect(number(other)).not.toBe(number(first));
    expect(await reportsOf(doctor.id)).toHaveLength(2);
  });

  it('another patient with the same initials, product, event and outcome is a second case, never merged', async () => {
    const first = report('Sudden collapse at home.');
    const changes: Record<string, object> = {
      patient_sex: { patient_sex: 'female' },
      patient_age: { patient_age: '31' },
      patient_age_group: { patient_age: '', patient_age_group: 'elderly' },
      onset_date: { onset_date: '2026-11-10' },
      stop_date: { stop_date: '2026-11-21' },
      other_medicines: { other_medicines: 'Amlodipine 5 mg' },
    };
    for (const [field, change] of Object.entries(changes)) {
      const doctor = await memberWithKey(t);
      const stored = await send('/adverse-events', doctor.key, first);
      const second = await send('/adverse-events', doctor.key, { ...first, ...change });
      const number = (answer: typeof stored) => (answer.json() as [unknown, { number: string }])[1].number;
      expect([field, stored.statusCode, second.statusCode]).toEqual([field, 200, 200]);
      expect([field, number(second)]).not.toEqual([field, number(stored)]);
      expect(await reportsOf(doctor.id)).toHaveLength(2);
    }
  });

  it('a resend with the seriousness criteria in another order is the same case', async () => {
    const doctor = await memberWithKey(t);
    const both = { ...report('Fainting after the third dose.'), serious_criteria: ['death', 'hospitalisation'] };
    const first = await send('/adverse-events', doctor.key, both);
    const again = await send('/adverse-events', doctor.key, {
      ...both,
      serious_criteria: ['hospitalisation', 'death'],
    });
    const number = (answer: typeof first) => (answer.json() as [unknown, { number: string }])[1].number;
    expect(number(again)).toBe(number(first));
    expect(await reportsOf(doctor.id)).toHaveLength(1);
  });

  it('the same question resent with another reply channel is a new request, stored with its channel', async () => {
    const doctor = await memberWithKey(t);
    const first = await send('/medical-questions', doctor.key, question('Can Plaintab be split?'));
    const byPhone = await send('/medical-questions', doctor.key, {
      ...question('Can Plaintab be split?'),
      reply_channel: 'phone',
    });
    const number = (answer: typeof first) => (answer.json() as [unknown, { number: string }])[1].number;
    expect(number(byPhone)).not.toBe(number(first));
    const rows = await questionsOf(doctor.id);
    expect(rows.map((row) => row.replyChannel).sort()).toEqual(['email', 'phone']);
  });

  it('the same question sent twice is stored once; another question is stored apart', async () => {
    const doctor = await memberWithKey(t);
    const first = await send('/medical-questions', doctor.key, question('Can Plaintab be crushed?'));
    const again = await send('/medical-questions', doctor.key, question('Can Plaintab be crushed?'));
    const other = await send('/medical-questions', doctor.key, question('Can Plaintab be taken with food?'));
    const number = (answer: typeof first) => (answer.json() as [unknown, { number: string }])[1].number;
    expect(number(again)).toBe(number(first));
    expect(number(other)).not.toBe(number(first));
    expect(await questionsOf(doctor.id)).toHaveLength(2);
  });
});
