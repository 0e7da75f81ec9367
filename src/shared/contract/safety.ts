/** Medical questions and side-effect reports (issue 27 §3): the doctor asks or reports; staff work the queues. */
import Type from 'typebox';
import type { Ok } from '../envelope.ts';
import type { MedicalQuestion, SafetyReceipt } from './entities.ts';
import { ENDPOINTS } from './endpoints.ts';
import { defineCall, legacyKey, multilineText, rowId, text } from './define.ts';

/** POST /medical-questions: a question about a product → a numbered request mailed to medical information. */
export const askQuestion = defineCall<Ok<SafetyReceipt>>()({
  ...ENDPOINTS.askQuestion,
  summary: 'Ask a medical question about a product (numbered MQ-<year>-<number>, mailed to medical information)',
  body: Type.Object({
    ...legacyKey,
    product_id: rowId,
    question: multilineText(4000),
    reply_channel: text(20),
  }),
});

/** GET /medical-questions: the member's own questions with their status and answers, newest first. */
export const myQuestions = defineCall<Ok<MedicalQuestion[]>>()({
  ...ENDPOINTS.myQuestions,
  summary: "The member's medical questions with status and answer, newest first",
});

/** POST /adverse-events: a suspected side effect → a numbered report mailed to pharmacovigilance, acknowledged. */
export const reportEvent = defineCall<Ok<SafetyReceipt>>()({
  ...ENDPOINTS.reportEvent,
  summary: 'Report a suspected adverse event (numbered AE-<year>-<number>, mailed to pharmacovigilance at once)',
  body: Type.Object({
    ...legacyKey,
    product_id: rowId,
    patient_initials: text(10),
    patient_age: Type.Optional(text(3)),
    patient_age_group: Type.Optional(text(20)),
    patient_sex: text(10),
    event: multilineText(4000),
    serious: Type.Boolean(),
    serious_criteria: Type.Array(text(40), { maxItems: 6 }),
    onset_date: text(10),
    stop_date: Type.Optional(text(10)),
    outcome: text(40),
    other_medicines: Type.Optional(multilineText(1000)),
  }),
});
