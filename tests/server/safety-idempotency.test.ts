/**
 * Idempotency-Key on the medical-question and side-effect calls (issue 43 §3): the outbox sends the key made when the
 * doctor submitted, so a question or report whose answer was lost is stored and mailed once, however late the retry
 * (past the 10-minute duplicate window); a malformed key is refused, naming the header; another body under a used
 * key is a conflict.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverseEventReports, medicalQuestions, products } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { insertOrderCatalogue, memberWithKey, PLAIN } from './helpers/order-fixtures.ts';
import { type SmtpPeer, startSmtpPeer } from './helpers/smtp-peer.ts';

const MEDICAL_INFO = 'medinfo@pharma.test';
const PV = 'drug-safety@pharma.test';

let t: TestApp;
let peer: SmtpPeer;
let productId: number;

beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await build({ MAIL_SMTP_URL: peer.url, MEDICAL_INFO_MAIL: MEDICAL_INFO, PHARMACOVIGILANCE_MAIL: PV });
  await insertOrderCatalogue(t.database.db);
  const [product] = await t.database.db.select().from(products).where(eq(products.title, PLAIN));
  productId = product?.id ?? 0;
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const send = (url: string, key: string, payload: object, idempotencyKey?: string) =>
  t.request({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      authorization: `Bearer ${key}`,
      ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload,
  });

const mailsTo = (address: string) => peer.received.filter((mail) => mail.to.includes(address));

const report = (event: string) => ({
  product_id: productId,
  patient_initials: 'S.P.',
  patient_age: '61',
  patient_sex: 'female',
  event,
  serious: false,
  serious_criteria: [],
  onset_date: '2026-11-18',
  stop_date: '',
  outcome: 'recovering',
  other_medicines: '',
});

describe('Idempotency-Key on medical questions and side-effect reports', () => {
  it('stores and mails a question once per key, replaying its receipt past the duplicate window', async () => {
    const doctor = await memberWithKey(t);
    const question = { product_id: productId, question: 'Outbox question: with food?', reply_channel: 'phone' };
    const first = await send('/medical-questions', doctor.key, question, 'mq-key-1');
    expect(first.statusCode).toBe(200);
    const mailsBefore = mailsTo(MEDICAL_INFO).length;
    t.clock.advance(3 * 3600);
    const again = await send('/medical-questions', doctor.key, question, 'mq-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(medicalQuestions).where(eq(medicalQuestions.memberId, doctor.id));
    expect(rows).toHaveLength(1);
    expect(mailsTo(MEDICAL_INFO)).toHaveLength(mailsBefore);
    // Without the key, the same question hours later is a new one.
    const fresh = await send('/medical-questions', doctor.key, question);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect(
      await t.database.db.select().from(medicalQuestions).where(eq(medicalQuestions.memberId, doctor.id)),
    ).toHaveLength(2);
  });

  it('stores and mails a side-effect report once per key', async () => {
    const doctor = await memberWithKey(t);
    const body = report('Outbox report: dizziness after the second dose.');
    const first = await send('/adverse-events', doctor.key, body, 'ae-key-1');
    expect(first.statusCode).toBe(200);
    const mailsBefore = mailsTo(PV).length;
    t.clock.advance(3 * 3600);
    const again = await send('/adverse-events', doctor.key, body, 'ae-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db
      .select()
      .from(adverseEventReports)
      .where(eq(adverseEventReports.memberId, doctor.id));
    expect(rows).toHaveLength(1);
    expect(mailsTo(PV)).toHaveLength(mailsBefore);
  });

  it('refuses a malformed key naming the header, and another body under a used key, storing nothing', async () => {
    const doctor = await memberWithKey(t);
    const question = { product_id: productId, question: 'Outbox question: kept?', reply_channel: 'email' };
    const bad = await send('/medical-questions', doctor.key, question, 'not a key!');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Idempotency-Key');
    expect(await send('/medical-questions', doctor.key, question, 'mq-key-2')).toMatchObject({ statusCode: 200 });
    const other = await send('/medical-questions', doctor.key, { ...question, question: 'Another?' }, 'mq-key-2');
    expect(other.statusCode).toBe(422);
    expect(
      await t.database.db.select().from(medicalQuestions).where(eq(medicalQuestions.memberId, doctor.id)),
    ).toHaveLength(1);
  });
});
