/**
 * The outbox (issue 43 §3): orders, medical questions and side-effect reports the doctor chose to "Send later"
 * while offline. Each keeps the Idempotency-Key made when it was submitted, waits on this device (stores/outbox-storage.ts)
 * under its member's id, and is sent once, oldest first, when the connection returns; the server judges each as it
 * arrives, and an item it refuses stays listed with the reason. Loaded lazily: by a form's "Send later", by the
 * page status when items wait (outbox-storage.ts), by the outbox panel, by a logout while items wait.
 */
import { atom, type WritableAtom } from 'nanostores';
import { ApiError, messageOf } from '../api/errors.ts';
import type { JsonOrderTable, OrderBody, PrintFields } from '../api/orders.ts';
import type { QuestionFields, ReportFields } from '../api/safety.ts';
import { t } from '../shared/messages/index.ts';
import type { FormState } from '../lib/form-state.ts';
import { ORDER_PLACED_LATER, QUESTION_ASKED_LATER } from '../lib/order-events.ts';
import { deleteEntry, entriesOf, eraseEntriesOf, noteWaiting, putEntry, type StoredEntry } from './outbox-storage.ts';
import type { OrderItem } from './order-item.ts';
import type { ProductSearch } from './safety.ts';
import { $profile, $session } from './session.ts';
import { showToast } from './toasts.ts';

/** A medical question or a side-effect report the network refused (stores/safety.ts). */
export type SafetyFields = { kind: 'question'; fields: QuestionFields } | { kind: 'report'; fields: ReportFields };

/** A question or report as the outbox keeps it, with the product's title to list it by. */
type SafetyDraft = { product: string } & SafetyFields;

/** What waits to be sent: an order (a PDF print order with its file), a question or a report. */
export type OutboxPayload =
  | { kind: 'order'; item: OrderItem; table: JsonOrderTable; body: OrderBody<JsonOrderTable> }
  | { kind: 'print'; item: OrderItem; fields: PrintFields; file: Blob; fileName: string }
  | SafetyDraft;

/** One item of the outbox. */
export type OutboxEntry = StoredEntry<OutboxPayload>;

/** The signed-in member's items, oldest first (empty until loadOutbox). */
export const $outbox = atom<OutboxEntry[]>([]);

/** The member_id of the signed-in member, if any. */
function currentOwner(): string | undefined {
  return $session.get() ? $profile.get()?.member_id || undefined : undefined;
}

/** How the doctor sees an item in the list and in notices. */
export function labelOf(payload: OutboxPayload): string {
  if (payload.kind === 'question') return t.outbox.question(payload.product);
  if (payload.kind === 'report') return t.outbox.report(payload.product);
  return payload.item.title;
}

/** Reloads the signed-in member's items (none when signed out) and keeps the page-load note in step. */
export async function loadOutbox(): Promise<OutboxEntry[]> {
  const owner = currentOwner();
  const entries = owner ? await entriesOf<OutboxPayload>(owner) : [];
  if (owner) noteWaiting(owner, entries.length > 0);
  $outbox.set(entries);
  return entries;
}

/**
 * Saves a submission the network refused, under the Idempotency-Key made when the doctor submitted it; false (nothing
 * saved) without a signed-in member.
 */
async function saveToOutbox(key: string, payload: OutboxPayload): Promise<boolean> {
  const owner = currentOwner();
  if (!owner) return false;
  await putEntry<OutboxPayload>({ id: key, owner, savedAt: Date.now(), payload });
  await loadOutbox();
  showToast(t.outbox.saved, 'info');
  startOutbox();
  return true;
}

/** The title of a product the safety search found (its number otherwise). */
function productTitle(search: ProductSearch | undefined, id: number): string {
  return (search?.status === 'ready' && search.products.find((product) => product.id === id)?.title) || `#${id}`;
}

/**
 * Offers "Send later" on a form whose send the network refused (called by the orders and safety stores): the
 * button keeps the submission under `key` (the Idempotency-Key made at submit time), then `done` closes the form.
 */
export function offer<State extends FormState<string>>(
  form: WritableAtom<State>,
  key: string,
  draft: OutboxPayload | SafetyFields,
  done: () => void,
  search?: ProductSearch,
): void {
  const payload: OutboxPayload =
    'item' in draft ? draft : { ...draft, product: productTitle(search, draft.fields.product_id) };
  const send = (): void => {
    // The offer, and with it the focused Send later, goes: the focus stays in the form, on its submit button; a
    // safety form started over is a new one (startOver), and the focus goes to its button once React has drawn it.
    const form = globalThis.document?.activeElement?.closest('form');
    const submit = form?.querySelector<HTMLElement>('[type="submit"]');
    void saveToOutbox(key, payload).then((saved) => {
      if (!saved) return;
      submit?.focus();
      done();
      const drafted = form?.dataset.draft;
      if (drafted)
        setTimeout(() => {
          if (!submit?.isConnected)
            document.querySelector<HTMLElement>(`form[data-draft="${drafted}"] [type="submit"]`)?.focus();
        });
    });
  };
  const state = form.get();
  if (!state.busy && state.alert) form.set({ ...state, offer: { label: t.outboxOffer.sendLater, send } });
}

/**
 * Sends one item with its own key; answers the server's confirmation. The calls are imported here, not with the
 * outbox, so that the forms which offer it list fewer files to preload.
 */
async function deliver(entry: OutboxEntry): Promise<string> {
  const { payload } = entry;
  if (payload.kind === 'order' || payload.kind === 'print') {
    const { placeOrder, uploadPrint } = await import('../api/orders.ts');
    if (payload.kind === 'order') return (await placeOrder(payload.table, payload.body, entry.id)).message;
    const file = new File([payload.file], payload.fileName, { type: payload.file.type || 'application/pdf' });
    return (await uploadPrint(payload.fields, file, entry.id, () => undefined)).message;
  }
  const { askQuestion, reportEvent } = await import('../api/safety.ts');
  if (payload.kind === 'question') return (await askQuestion(payload.fields, entry.id)).Message;
  return (await reportEvent(payload.fields, entry.id)).Message;
}

/** True when a failed send should simply be tried again later: no network, a server fault, the session ended. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.code === 'NETWORK' || error.code === 'SESSION_INVALID' || error.status >= 500 || error.status === 409;
}

/**
 * Sends the member's waiting items once each, oldest first; stops at the first that cannot get through and answers
 * true then (worth another try later), false when nothing is left to try.
 */
async function sendAll(owner: string): Promise<boolean> {
  for (const entry of await entriesOf<OutboxPayload>(owner)) {
    // The session may have ended, or another member signed in, while earlier items were sent.
    if (entry.refused || currentOwner() !== owner) continue;
    if (globalThis.navigator?.onLine === false) return false;
    const label = labelOf(entry.payload);
    try {
      const confirmation = await deliver(entry);
      await deleteEntry(entry.id);
      showToast(t.outbox.sent(label, confirmation), 'success');
      if (entry.payload.kind === 'order' || entry.payload.kind === 'print')
        dispatchEvent(new Event(ORDER_PLACED_LATER));
      if (entry.payload.kind === 'question') dispatchEvent(new Event(QUESTION_ASKED_LATER));
    } catch (error) {
      if (worthRetrying(error)) return true;
      const reason = messageOf(error);
      await putEntry<OutboxPayload>({ ...entry, refused: reason });
      showToast(t.outbox.refused(label, reason), 'error');
    }
  }
  return false;
}

/**
 * Seconds to the next try after a send that could not get through while online (the connection just back but not yet
 * carrying requests, a server fault): soon at first, then every five minutes while the page stays open.
 */
const RETRY_AFTER_S = [1, 3, 10, 30, 60, 120, 300];

let retries = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Tries again later after a stalled send, or forgets the schedule once a round got through. */
function scheduleRetry(stalled: boolean): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  if (!stalled || !currentOwner()) {
    retries = 0;
    return;
  }
  const seconds = RETRY_AFTER_S[Math.min(retries, RETRY_AFTER_S.length - 1)] ?? 300;
  retries += 1;
  retryTimer = setTimeout(() => void sendWaiting().catch(() => undefined), seconds * 1000);
}

let sending: Promise<void> | undefined;

/**
 * Sends the signed-in member's waiting items, never two tabs at once (a Web Lock where the browser has them) nor twice
 * in one tab; only that member's items, only while a session is open. A send that could not get through while online
 * is tried again by itself (RETRY_AFTER_S), not only when the connection returns or the page loads again.
 */
export function sendWaiting(): Promise<void> {
  sending ??= (async () => {
    const owner = currentOwner();
    if (!owner) return;
    const locks = globalThis.navigator?.locks;
    const stalled = locks
      ? await locks.request('portal-outbox', { ifAvailable: true }, (lock) => (lock ? sendAll(owner) : true))
      : await sendAll(owner);
    await loadOutbox();
    scheduleRetry(stalled && globalThis.navigator?.onLine !== false);
  })().finally(() => {
    sending = undefined;
  });
  return sending;
}

let started = false;

/** Sends waiting items now when online, and again each time the connection returns. */
export function startOutbox(): void {
  if (!started) {
    started = true;
    addEventListener('online', () => void sendWaiting().catch(() => undefined));
  }
  if (globalThis.navigator?.onLine !== false) void sendWaiting().catch(() => undefined);
}

/** Cancels an item: it is deleted from this device, never sent. */
export async function cancelItem(id: string): Promise<void> {
  await deleteEntry(id);
  await loadOutbox();
}

/**
 * Logout while items wait (stores/logout.ts): warns, and once the doctor agrees erases the signed-in member's outbox on
 * this device (the sealed items of another member whose session the server ended stay theirs); false when the doctor
 * keeps them.
 */
export async function eraseAfterWarning(): Promise<boolean> {
  const owner = currentOwner();
  if (!owner || (await entriesOf(owner)).length === 0) return true;
  if (!confirm(t.outbox.logoutWarning)) return false;
  await eraseEntriesOf(owner);
  noteWaiting(owner, false);
  $outbox.set([]);
  return true;
}
