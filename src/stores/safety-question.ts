/** The medical-question form (issue 27 §3): its state and receipt, and the member's questions with their answers. */
import { atom } from 'nanostores';
import { messageOf } from '../api/errors.ts';
import * as safetyApi from '../api/safety.ts';
import type { QuestionFields } from '../api/safety.ts';
import type { MedicalQuestion } from '../shared/contract/entities.ts';
import { t } from '../shared/messages/index.ts';
import { idleForm } from '../lib/form-state.ts';
import { failedSend, keyOf, type SafetyFormState, sent } from './safety.ts';

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
