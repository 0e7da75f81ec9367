/**
 * What the medical-question form (safety-question.ts) and the side-effect form (safety-report.ts) share (issue 27 §3):
 * the product they are about (found through the product search, or given by the address), a form's failed send, its
 * retry key, and starting it over.
 */
import { atom, type WritableAtom } from 'nanostores';
import { messageOf } from '../api/errors.ts';
import * as safetyApi from '../api/safety.ts';
import type { SafetyReceipt } from '../shared/contract/entities.ts';
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
  /** How often the form was started over: each time it is a new form, its fields as the page gave them. */
  round?: number;
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

/**
 * Starts a form over, for another question or report: after its receipt, or once the outbox keeps it to send later
 * (so that it is not sent twice, nor its draft offered again).
 */
export function startOver<Field extends string>(form: WritableAtom<SafetyFormState<Field>>): void {
  form.set({ ...idleForm(), round: (form.get().round ?? 0) + 1 });
}
