/**
 * The medical-question form (issue 27 §3) and what the side-effect form shares with it (safety-report.ts): the product
 * they are about (found through the product search, or given by the address), a form's failed send and retry key, and
 * the member's questions with their answers.
 */
import { atom, type WritableAtom } from 'nanostores';
import { messageOf } from '../api/errors.ts';
import * as safetyApi from '../api/safety.ts';
import type { QuestionFields } from '../api/safety.ts';
import type { MedicalQuestion, SafetyReceipt } from '../shared/contract/entities.ts';
import { t } from '../shared/messages/index.ts';
import { failedForm, idleForm, sendableLater, type FormState } from '../lib/form-state.ts';
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
 * The last send with its Idempotency-Key: the same fields sent again (after a lost answer), by the doctor or by the
 * outbox, are stored once. The browser's own UUID maker: the safety forms run on HTTPS pages (their outbox needs the
 * service worker), and have the least room in the JavaScript budget.
 */
let last = { body: '', key: '' };

/** Forgets the last send's key once it went through: the same fields sent later are a new question or report. */
export function sent(): void {
  last.body = '';
}

/** The Idempotency-Key of a send of `fields`: the last one's when they are the same. */
export function keyOf(fields: object): string {
  const body = JSON.stringify(fields);
  if (last.body !== body) last = { body, key: crypto.randomUUID() };
  return last.key;
}

/**
 * Shows a failed send (of this store's or the report store's form); without a network, or when the portal could not
 * answer now (503), the outbox (loaded then) offers to keep it under the send's key (issue 43 §3).
 */
export function failedSend<Field extends string>(
  form: WritableAtom<SafetyFormState<Field>>,
  error: unknown,
  known: (field: string) => Field | undefined,
  draft: SafetyFields,
): void {
  form.set(failedForm(error, known, { ...t.safety.fields, ...t.safety.inSentence }));
  if (sendableLater(error))
    void import('./outbox.ts').then((o) =>
      o.offer(form, keyOf(draft.fields), draft, () => startOver(form), $productSearch.get()),
    );
}

/** The question form's fields. */
type QuestionField = keyof QuestionFields;

const QUESTION_FIELDS: readonly string[] = ['product_id', 'question', 'reply_channel'];
/** The question form. */
export const $questionForm = atom<SafetyFormState<QuestionField>>(idleForm());

/** Every question field left empty, each with its error (all at once, as the report form's); the API checks the rest. */
function missingQuestionFields(fields: QuestionFields): Partial<Record<QuestionField, string>> {
  const missing: Partial<Record<QuestionField, string>> = {};
  if (!fields.product_id) missing.product_id = t.safety.productRequired;
  if (fields.question.trim() === '') missing.question = t.safety.fieldRequired;
  if (fields.reply_channel.trim() === '') missing.reply_channel = t.safety.channelRequired;
  return missing;
}

/** Sends a question; on success keeps the receipt and reloads the member's questions. */
export async function sendQuestion(fields: QuestionFields): Promise<void> {
  if ($questionForm.get().busy) return;
  const missing = missingQuestionFields(fields);
  if (Object.keys(missing).length > 0) {
    $questionForm.set({ busy: false, errors: missing });
    return;
  }
  $questionForm.set({ busy: true, errors: {} });
  try {
    const receipt = await safetyApi.askQuestion(fields, keyOf(fields));
    sent();
    $questionForm.set({ ...idleForm(), receipt });
    await loadQuestions();
  } catch (error) {
    const known = (field: string) => (QUESTION_FIELDS.includes(field) ? (field as QuestionField) : undefined);
    failedSend($questionForm, error, known, { kind: 'question', fields });
  }
}

/** Clears a form's receipt (or its failed send), for another question or report. */
export function startOver<Field extends string>(form: WritableAtom<SafetyFormState<Field>>): void {
  form.set(idleForm());
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
