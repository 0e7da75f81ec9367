/**
 * The medical-question and side-effect forms (issue 27 §3): the product they are about (found through the product
 * search, or given by the address), each form's state and receipt, and the member's questions with their answers.
 */
import { atom, type WritableAtom } from 'nanostores';
import { messageOf } from '../api/errors.ts';
import * as safetyApi from '../api/safety.ts';
import type { QuestionFields, ReportFields } from '../api/safety.ts';
import type { MedicalQuestion, SafetyReceipt } from '../shared/contract/entities.ts';
import { t } from '../shared/messages/index.ts';
import { failedForm, idleForm, isOffline, type FormState } from '../lib/form-state.ts';
import { newIdempotencyKey } from '../lib/idempotency-key.ts';
import type { SafetyFields } from './outbox.ts';
// Connects the API client (src/api/connection.ts) before this store's first call.
import './session.ts';

/** A product a form is about. */
export interface ChosenProduct {
  id: number;
  title: string;
}

/** The product search of a form: what was typed and what matched. */
export type ProductSearch =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'error'; message: string }
  | { status: 'ready'; products: ChosenProduct[] };

/** The product search's state. */
export const $productSearch = atom<ProductSearch>({ status: 'idle' });

let searchRound = 0;

/** Searches products by title or molecule (2 letters at least); an older answer never replaces a newer one. */
export async function findProducts(text: string): Promise<void> {
  const mine = ++searchRound;
  const query = text.trim();
  if (query.length < 2) {
    $productSearch.set({ status: 'idle' });
    return;
  }
  $productSearch.set({ status: 'searching' });
  try {
    const products = await safetyApi.findProducts(query);
    if (mine === searchRound) $productSearch.set({ status: 'ready', products });
  } catch (error) {
    if (mine === searchRound) $productSearch.set({ status: 'error', message: messageOf(error) });
  }
}

/** A form's state with, once sent, its receipt. */
export interface SafetyFormState<Field extends string> extends FormState<Field> {
  receipt?: SafetyReceipt;
}

/**
 * The last send of each form with its Idempotency-Key: sending the same fields again (after a lost answer), by the
 * doctor or by the outbox, stores the question or report once; other fields, or a send after a success, get a new key.
 */
const attempts: Partial<Record<SafetyFields['kind'], { body: string; key: string }>> = {};

/** The Idempotency-Key of a send of `draft`: the last one's when its fields are the same. */
function keyOf(draft: SafetyFields): string {
  const body = JSON.stringify(draft.fields);
  const last = attempts[draft.kind];
  if (last?.body === body) return last.key;
  const key = newIdempotencyKey();
  attempts[draft.kind] = { body, key };
  return key;
}

/** Shows a failed send; without a network the outbox (loaded then) offers to keep it under the send's key (issue 43 §3). */
function failedSend<Field extends string>(
  form: WritableAtom<SafetyFormState<Field>>,
  error: unknown,
  known: (field: string) => Field | undefined,
  draft: SafetyFields,
): void {
  form.set(failedForm(error, known, t.safety.fields));
  if (isOffline(error))
    void import('./outbox.ts').then((o) =>
      o.offer(form, keyOf(draft), draft, () => startOver(draft.kind), $productSearch.get()),
    );
}

/** The question form's fields. */
type QuestionField = keyof QuestionFields;
/** The report form's fields. */
type ReportField = keyof ReportFields;

const QUESTION_FIELDS: readonly string[] = ['product_id', 'question', 'reply_channel'];
const REPORT_FIELDS: readonly string[] = [
  'product_id',
  'patient_initials',
  'patient_age',
  'patient_age_group',
  'patient_sex',
  'event',
  'serious_criteria',
  'onset_date',
  'stop_date',
  'outcome',
  'other_medicines',
];

/** The question form. */
export const $questionForm = atom<SafetyFormState<QuestionField>>(idleForm());
/** The report form. */
export const $reportForm = atom<SafetyFormState<ReportField>>(idleForm());

/** Sends a question; on success keeps the receipt and reloads the member's questions. */
export async function sendQuestion(fields: QuestionFields): Promise<void> {
  if ($questionForm.get().busy) return;
  if (!fields.product_id) {
    $questionForm.set({ busy: false, errors: { product_id: t.safety.productRequired } });
    return;
  }
  $questionForm.set({ busy: true, errors: {} });
  try {
    const receipt = await safetyApi.askQuestion(fields, keyOf({ kind: 'question', fields }));
    delete attempts.question;
    $questionForm.set({ ...idleForm(), receipt });
    await loadQuestions();
  } catch (error) {
    const known = (field: string) => (QUESTION_FIELDS.includes(field) ? (field as QuestionField) : undefined);
    failedSend($questionForm, error, known, { kind: 'question', fields });
  }
}

/** Every required field of a report left empty, each with its error (all at once, issue 40 §1); the API checks the rest. */
function missingReportFields(fields: ReportFields): Partial<Record<ReportField, string>> {
  const missing: Partial<Record<ReportField, string>> = {};
  const required = t.safety.fieldRequired;
  if (!fields.product_id) missing.product_id = t.safety.productRequired;
  if (fields.patient_initials === '') missing.patient_initials = required;
  if (fields.patient_age === '' && fields.patient_age_group === '') missing.patient_age = t.safety.ageRequired;
  if (fields.patient_sex === '') missing.patient_sex = required;
  if (fields.event === '') missing.event = required;
  if (fields.serious && fields.serious_criteria.length === 0) missing.serious_criteria = required;
  if (fields.onset_date === '') missing.onset_date = required;
  if (fields.outcome === '') missing.outcome = required;
  return missing;
}

/** Sends a side-effect report; on success keeps the receipt (the acknowledgement on screen). */
export async function sendReport(fields: ReportFields): Promise<void> {
  if ($reportForm.get().busy) return;
  const missing = missingReportFields(fields);
  if (Object.keys(missing).length > 0) {
    $reportForm.set({ busy: false, errors: missing });
    return;
  }
  $reportForm.set({ busy: true, errors: {} });
  try {
    const receipt = await safetyApi.reportEvent(fields, keyOf({ kind: 'report', fields }));
    delete attempts.report;
    $reportForm.set({ ...idleForm(), receipt });
  } catch (error) {
    const known = (field: string) => (REPORT_FIELDS.includes(field) ? (field as ReportField) : undefined);
    failedSend($reportForm, error, known, { kind: 'report', fields });
  }
}

/** Clears a form's receipt, for another question or report. */
export function startOver(form: 'question' | 'report'): void {
  (form === 'question' ? $questionForm : $reportForm).set(idleForm());
}

/** The member's questions: loading, failed or ready. */
export type QuestionsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; questions: MedicalQuestion[] };

/** The member's questions with their answers. */
export const $myQuestions = atom<QuestionsState>({ status: 'loading' });

/** Loads (or reloads) the member's questions. */
export async function loadQuestions(): Promise<void> {
  try {
    $myQuestions.set({ status: 'ready', questions: await safetyApi.getMyQuestions() });
  } catch (error) {
    $myQuestions.set({ status: 'error', message: messageOf(error) });
  }
}
