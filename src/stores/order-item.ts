/**
 * Which item's order modal is open and its submission's state (SPEC §2 "Product order modal"): what the cards and
 * the modal need at first load. The submission itself (stores/orders.ts) comes with the first order form opened.
 */
import { atom } from 'nanostores';
import type { OrderTable } from '../shared/contract/entities.ts';
import type { OutboxOffer } from '../lib/form-state.ts';
import type { ProductCardModel } from './catalogue.ts';

/** What is being ordered: the table decides the form; `title` is sent as sub_category. */
export interface OrderItem {
  table: OrderTable;
  /** The title the doctor reads (the card's, in the member's language). */
  title: string;
  /** The English title, the order's key (sub_category), when it differs from `title`. */
  key?: string;
  /** The category title sent with the order; '' lets the server use the sub-category's own. */
  category: string;
  /** The sub-category's message, sent with forms that have no message field. */
  message: string;
  /** The product of a samples order. */
  product?: ProductCardModel;
}

/** A submission: busy while the request runs, inline errors by API field, an alert, upload progress (0–100). */
export interface OrderFormState {
  busy: boolean;
  errors: Record<string, string>;
  /** A failure that is not about one field (offline, server error), shown inside the modal above its buttons. */
  alert?: string;
  progress?: number;
  /** "Send later" (issue 43 §3), offered by the outbox after the network refused the send. */
  offer?: OutboxOffer;
  /** The request has run for a while (stores/orders.ts SLOW_AFTER_MS): the modal may be closed, the send goes on. */
  slow?: boolean;
}

/** A form with nothing sent and nothing wrong. */
export const IDLE: OrderFormState = { busy: false, errors: {} };

/** The item whose order modal is open, if any. */
export const $orderItem = atom<OrderItem | undefined>(undefined);

/** The state of the open order form. */
export const $orderForm = atom<OrderFormState>(IDLE);

/** A random UUID for the Idempotency-Key (crypto.randomUUID where the page is a secure context). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let idempotencyKey = '';

/** The Idempotency-Key of the open submission (the same for each retry of it). */
export function orderKey(): string {
  return idempotencyKey;
}

/** A fresh Idempotency-Key: for each opened form, and once a submission has gone through. */
export function renewOrderKey(): void {
  idempotencyKey = newKey();
}

/** The order calls, loaded with the first order form a page opens (pages that only list cards never pay for them). */
export const ordersApi = () => import('../api/orders.ts');

/** Opens the order modal for an item, with a fresh submission. */
export function openOrder(item: OrderItem): void {
  void ordersApi().catch(() => undefined); // fetched beside the form; a failure shows when the order is sent
  renewOrderKey();
  $orderForm.set(IDLE);
  $orderItem.set(item);
}

/**
 * Closes the order modal: not in a request's first seconds (Cancel would seem to cancel it), but once it is slow; the
 * send then goes on and its outcome arrives as a toast (stores/orders.ts).
 */
export function closeOrder(): void {
  const { busy, slow } = $orderForm.get();
  if (busy && !slow) return;
  $orderItem.set(undefined);
}
