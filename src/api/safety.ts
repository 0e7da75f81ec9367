/** Medical questions and side-effect reports (issue 27 §3): ask, list one's questions, report. */
import type { MedicalQuestion, SafetyReceipt } from '../shared/contract/entities.ts';
import { call } from './client.ts';

/** A question as the form sends it. */
export interface QuestionFields {
  product_id: number;
  question: string;
  reply_channel: string;
}

/** A side-effect report as the form sends it, by the API's field names. */
export interface ReportFields {
  product_id: number;
  patient_initials: string;
  patient_age: string;
  patient_age_group: string;
  patient_sex: string;
  event: string;
  serious: boolean;
  serious_criteria: string[];
  onset_date: string;
  stop_date: string;
  outcome: string;
  other_medicines: string;
}

/** Products whose title or molecule matches (the product search, Searchmoleculeproducts), as id and shown title. */
export async function findProducts(text: string): Promise<{ id: number; title: string }[]> {
  const [, products] = await call('searchProducts', { query: { searchedString: text } });
  return Array.isArray(products)
    ? products.map((p) => ({ id: Number(p.product_id), title: p.title_shown || p.title }))
    : [];
}

/** The Idempotency-Key header of a send the outbox repeats (made when the doctor submitted), if any. */
function idempotency(key: string | undefined): Record<string, string> | undefined {
  return key ? { 'Idempotency-Key': key } : undefined;
}

/** Sends a medical question; answers its number and the server's acknowledgement. */
export async function askQuestion(fields: QuestionFields, key?: string): Promise<SafetyReceipt> {
  const [, receipt] = await call('askQuestion', { body: fields, headers: idempotency(key) });
  return receipt;
}

/** The member's questions with status and answers, newest first. */
export async function getMyQuestions(): Promise<MedicalQuestion[]> {
  const [, questions] = await call('myQuestions');
  return questions;
}

/** Sends a side-effect report; answers its number and the server's acknowledgement. */
export async function reportEvent(fields: ReportFields, key?: string): Promise<SafetyReceipt> {
  const [, receipt] = await call('reportEvent', { body: fields, headers: idempotency(key) });
  return receipt;
}
