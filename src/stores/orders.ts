/**
 * The order forms' submission (SPEC §2 "Order forms by table", §4 "Order buttons"): progress and inline field
 * errors, with the Idempotency-Key of stores/order-item.ts that makes a retry of the same submission safe. Loaded
 * with the first order form a page opens.
 */
import { ApiError, messageOf } from '../api/errors.ts';
import type { JsonOrderTable, OrderBody, OrderResult, PrintFields } from '../api/orders.ts';
import { PRINT_MAX_BYTES } from '../shared/constants.ts';
import { t } from '../shared/messages/index.ts';
import { type FieldLabels, labelled } from '../lib/field-label.ts';
import { fieldErrorsOf, sendableLater } from '../lib/form-state.ts';
import { dropDraft } from '../lib/form-drafts.ts';
import { safeHref } from '../lib/links.ts';
import {
  $orderForm,
  $orderItem,
  closeOrder,
  IDLE,
  type OrderItem,
  orderKey,
  ordersApi,
  renewOrderKey,
} from './order-item.ts';
import type { OutboxPayload } from './outbox.ts';
import { showToast } from './toasts.ts';
// Connects the API client (src/api/connection.ts) before this store's first call.
import './session.ts';

function opened(result: OrderResult): void {
  const link = result.digital ? safeHref(result.digital.link) : undefined;
  showToast(result.digital?.msg || result.message, 'success');
  if (!link || !/^https?:/i.test(link)) return;
  // A browser blocks a new tab opened long after the tap (an answer slower than ~5 s): the item then opens in this one,
  // once the closed modal's history entry is gone (lib/back-closes.ts takes it away a moment later: that Back would
  // undo the navigation); when the modal had been closed before, nothing is taken away and a short wait does.
  const tab = window.open(link, '_blank');
  if (tab) {
    tab.opener = null;
    return;
  }
  const go = (): void => {
    clearTimeout(late);
    removeEventListener('popstate', go);
    location.assign(link);
  };
  addEventListener('popstate', go);
  const late = setTimeout(go, 500);
}

/** The key an item's order form keeps its unsent text under (lib/form-drafts.ts): one per item and product. */
export const orderDraftKey = (item: OrderItem): string =>
  [item.table, item.key ?? item.title, item.product?.id ?? ''].join('\u0000');

/** After how long a send without an answer may be left to go on with its modal closed. */
export const SLOW_AFTER_MS = 5000;

/** The items (orderDraftKey) whose send runs: one at a time each, even after their modal was closed while slow. */
const running = new Set<string>();

/**
 * A form opened again while its item's send still runs shows that send going on (Still sending, Close), so that
 * 'Order Now' cannot place the same order twice; its outcome then closes the form or leaves it open to send again.
 */
export function resumeOrder(draftKey: string): void {
  if (running.has(draftKey)) $orderForm.set({ busy: true, errors: {}, slow: true });
}

/** Whether the open modal is the item of `draftKey`'s. */
function showing(draftKey: string): boolean {
  const open = $orderItem.get();
  return open !== undefined && orderDraftKey(open) === draftKey;
}

/**
 * Runs one submission: success or 'Demo Account!' closes the modal with a toast; other failures stay in it, with the
 * API's field names replaced by the form's labels. A modal closed while its send was slow (or opened again for
 * another submission) is left alone: the outcome is a toast naming the item.
 */
async function run(
  fields: readonly string[],
  labels: FieldLabels,
  send: (key: string) => Promise<OrderResult>,
  draft: OutboxPayload | undefined,
): Promise<void> {
  const item = $orderItem.get();
  const draftKey = item ? orderDraftKey(item) : '';
  if ($orderForm.get().busy || running.has(draftKey)) return;
  running.add(draftKey);
  const key = orderKey();
  const stillOpen = (): boolean => $orderItem.get() === item && orderKey() === key;
  // The item's form opened again while this send ran (resumeOrder): it waits for this outcome.
  const resumed = (): boolean => !stillOpen() && showing(draftKey) && $orderForm.get().busy;
  const forgetDraft = (): void => dropDraft(draftKey);
  $orderForm.set({ busy: true, errors: {} });
  // Leaving the page now (a reload, a link) would lose the send's outcome, and the doctor might order again: the
  // browser asks first (its own words), until the answer is in.
  const stay = (event: Event): void => event.preventDefault();
  addEventListener('beforeunload', stay);
  const slow = setTimeout(() => stillOpen() && $orderForm.set({ ...$orderForm.get(), slow: true }), SLOW_AFTER_MS);
  try {
    const result = await send(key);
    forgetDraft();
    if (stillOpen() || resumed()) {
      renewOrderKey();
      $orderForm.set(IDLE);
      $orderItem.set(undefined);
    }
    opened(result);
  } catch (error) {
    const field = error instanceof ApiError ? error.field : undefined;
    const message = labelled(messageOf(error), labels, field);
    if (!stillOpen()) {
      if (resumed()) $orderForm.set(IDLE);
      showToast(t.orderForms.notPlaced(item?.title ?? '', message), 'error');
      return;
    }
    const shown = (apiField: string): string | undefined => (fields.includes(apiField) ? apiField : undefined);
    const errors = error instanceof ApiError ? fieldErrorsOf(error, shown, labels) : {};
    if (Object.keys(errors).length > 0) {
      $orderForm.set({ busy: false, errors: errors as Record<string, string> });
      return;
    }
    if (error instanceof ApiError && error.code === 'DEMO_ACCOUNT') {
      $orderForm.set(IDLE);
      $orderItem.set(undefined);
      showToast(messageOf(error), 'error');
      return;
    }
    // The modal stays open (the page behind it is inert) so the member can retry with the same key, or keep it for
    // later when the network is missing or the portal could not answer now.
    $orderForm.set({ busy: false, errors: {}, alert: message });
    if (draft && sendableLater(error))
      void import('./outbox.ts').then((o) =>
        o.offer($orderForm, orderKey(), draft, () => {
          forgetDraft();
          closeOrder();
        }),
      );
  } finally {
    clearTimeout(slow);
    running.delete(draftKey);
    removeEventListener('beforeunload', stay);
  }
}

/** Shows errors found before sending (e.g. the required language) beside their fields, without a request. */
export function showOrderErrors(errors: Record<string, string>): void {
  $orderForm.set({ busy: false, errors });
}

/** Sends a JSON order; errors of fields the form shows appear beside them (named by `labels`), the rest above. */
export function submitOrder<T extends JsonOrderTable>(
  table: T,
  body: OrderBody<T>,
  labels: FieldLabels,
): Promise<void> {
  const fields = Object.keys(body).filter((name) => name !== 'sub_category' && name !== 'category');
  const item = $orderItem.get();
  // TypeScript cannot relate a generic table to its body (as in api/orders.ts): the outbox sends it with its table.
  const kept = body as unknown as OrderBody<JsonOrderTable>;
  const draft: OutboxPayload | undefined = item && { kind: 'order', item, table, body: kept };
  return run(fields, labels, async (key) => (await ordersApi()).placeOrder(table, body, key), draft);
}

/**
 * What is wrong with a file chosen to print, before it is sent, in the words the server would use: not a PDF (an
 * empty file is none either: the doctor did choose a file, so 'choose a file' would not say what is wrong), too large.
 */
function printProblem(file: File, labels: FieldLabels): string | undefined {
  const pdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!pdf || file.size === 0) return labelled(t.orderForms.printNotPdf, labels);
  if (file.size > PRINT_MAX_BYTES) return labelled(t.orderForms.printTooLarge, labels);
  return undefined;
}

/** Uploads the chosen PDF to print (undefined: none chosen), showing the upload progress; a wrong file is not sent. */
export function submitPrint(fields: PrintFields, file: File | undefined, labels: FieldLabels): Promise<void> {
  const problem = file ? printProblem(file, labels) : t.orders.pdfRequired;
  if (!file || problem) {
    $orderForm.set({ busy: false, errors: { print_pdf: problem ?? t.orders.pdfRequired } });
    return Promise.resolve();
  }
  const item = $orderItem.get();
  const draft: OutboxPayload | undefined = item && { kind: 'print', item, fields, file, fileName: file.name };
  return run(
    ['print_pdf', 'message'],
    labels,
    async (key) =>
      (await ordersApi()).uploadPrint(fields, file, key, (fraction) => {
        if (item && showing(orderDraftKey(item)))
          $orderForm.set({ ...$orderForm.get(), progress: Math.round(fraction * 100) });
      }),
    draft,
  );
}

/** The API body fields every order of an item carries (category only when known). */
export function commonFields(item: OrderItem): { sub_category: string; message: string; category?: string } {
  return {
    sub_category: item.key || item.title,
    message: item.message,
    ...(item.category ? { category: item.category } : {}),
  };
}
