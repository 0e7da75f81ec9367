/**
 * Idempotency-Key on the medical-question and side-effect calls (issue 43 §3): the outbox sends the key made when the
 * doctor submitted, so a question or report whose answer was lost is stored and mailed once, however late the retry
 * (past the 10-minute duplicate window); a malformed key is refused, naming the header; another body under a used
 * key is a conflict.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverseEventReports, medicalQuestions } from '../../src/server/db/schema.ts';
import { memberWithKey } from './helpers/order-fixtures.ts';
import { aeReport, memberPost, type SafetyApp, startSafetyApp } from './helpers/safety-app.ts';

const MEDICAL_INFO = 'medinfo@pharma.test';
const PV = 'drug-safety@pharma.test';

let app: SafetyApp;

beforeAll(async () => {
  app = await startSafetyApp({ MEDICAL_INFO_MAIL: MEDICAL_INFO, PHARMACOVIGILANCE_MAIL: PV });
});
afterAll(() => app.close());

const send = (url: string, key: string, payload: object, idempotencyKey?: string) =>
  memberPost(app.t, url, key, payload, {
    headers: idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey },
  });

const mailsTo = (address: string) => app.peer.received.filter((mail) => mail.to.includes(address));

/** The member's questions, or their side-effect reports. */
const questionsOf = (memberId: number) =>
  app.t.database.db.select().from(medicalQuestions).where(eq(medicalQuestions.memberId, memberId));
const reportsOf = (memberId: number) =>
  app.t.database.db.select().from(adverseEventReports).where(eq(adverseEventReports.memberId, memberId));

/**
 * Sends `body` to `url` under one key, then again three hours later (past the duplicate window): the second answer
 * replays the first, one row is stored and no second mail goes to `mailbox`. Answers the doctor and the first answer.
 */
async function expectOncePerKey(
  url: string,
  body: object,
  key: string,
  mailbox: string,
  rowsOf: (memberId: number) => Promise<unknown[]>,
) {
  const doctor = await memberWithKey(app.t);
  const first = await send(url, doctor.key, body, key);
  expect(first.statusCode).toBe(200);
  const mailsBefore = mailsTo(mailbox).length;
  app.t.clock.advance(3 * 3600);
  const again = await send(url, doctor.key, body, key);
  expect(again.statusCode).toBe(200);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json()).toEqual(first.json());
  expect(await rowsOf(doctor.id)).toHaveLength(1);
  expect(mailsTo(mailbox)).toHaveLength(mailsBefore);
  return doctor;
}

describe('Idempotency-Key on medical questions and side-effect reports', () => {
  it('stores and mails a question once per key, replaying its receipt past the duplicate window', async () => {
    const question = { product_id: app.productId, question: 'Outbox question: with food?', reply_channel: 'phone' };
    const doctor = await expectOncePerKey('/medical-questions', question, 'mq-key-1', MEDICAL_INFO, questionsOf);
    // Without the key, the same question hours later is a new one.
    const fresh = await send('/medical-questions', doctor.key, question);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect(await questionsOf(doctor.id)).toHaveLength(2);
  });

  it('stores and mails a side-effect report once per key', async () => {
    const body = aeReport(app.productId, { event: 'Outbox report: dizziness after the second dose.' });
    await expectOncePerKey('/adverse-events', body, 'ae-key-1', PV, reportsOf);
  });

  it('refuses a malformed key naming the header, and another body under a used key, storing nothing', async () => {
    const doctor = await memberWithKey(app.t);
    const question = { product_id: app.productId, question: 'Outbox question: kept?', reply_channel: 'email' };
    const bad = await send('/medical-questions', doctor.key, question, 'not a key!');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Idempotency-Key');
    expect(await send('/medical-questions', doctor.key, question, 'mq-key-2')).toMatchObject({ statusCode: 200 });
    const other = await send('/medical-questions', doctor.key, { ...question, question: 'Another?' }, 'mq-key-2');
    expect(other.statusCode).toBe(422);
    expect(await questionsOf(doctor.id)).toHaveLength(1);
  });
});
