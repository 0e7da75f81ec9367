/**
 * Order calls (SPEC §7 "Order posts") and Order History. JSON orders and the prints order (a multipart upload
 * whose progress is shown) go through the one client.
 */
import type { Order, OrderTable } from '../shared/contract/entities.ts';
import type { EndpointName } from '../shared/contract/endpoints.ts';
import { call, type CallInput } from './client.ts';
import { upload } from './transfer.ts';
import { ApiError } from './errors.ts';

/** The call of each order table sent as a JSON body (prints is a multipart upload, see uploadPrint). */
export const ORDER_CALLS = {
  samples: 'servSamples',
  sanitization: 'servSanitization',
  personalised_printables: 'servPersonalisedPrintables',
  printables: 'servPrintables',
  accessories: 'servAccessories',
  therapy_specific: 'servTherapySpecific',
  webinar: 'servWebinar',
  personalised_video: 'servPersonalisedVideo',
  digital: 'servDigital',
} as const satisfies Record<Exclude<OrderTable, 'prints'>, EndpointName>;

/** An order table with a JSON body. */
export type JsonOrderTable = keyof typeof ORDER_CALLS;

/** The body of a table's order call, typed by its contract. */
export type OrderBody<T extends JsonOrderTable> = NonNullable<CallInput<(typeof ORDER_CALLS)[T]>['body']>;

/** The body of the prints order besides its file. */
export type PrintFields = Pick<OrderBody<'accessories'>, 'message' | 'category' | 'sub_category'>;

/** What an accepted order answered: the confirmation, and for digital items the msg and link to open. */
export interface OrderResult {
  message: string;
  digital?: { msg: string; link: string };
}

/** Places a JSON order; the Idempotency-Key makes a retry of the same submission safe. */
export async function placeOrder<T extends JsonOrderTable>(
  table: T,
  body: OrderBody<T>,
  idempotencyKey: string,
): Promise<OrderResult> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  // TypeScript cannot relate a generic table to its body; every body carries the common fields checked here.
  const common = body as unknown as OrderBody<'accessories'>;
  if (table === 'digital') {
    const [, answer] = await call('servDigital', { body: common, headers });
    if (answer.status !== 'success') throw new ApiError('INTERNAL', answer.Message || answer.msg, 200);
    return { message: answer.Message, digital: { msg: answer.msg, link: answer.link } };
  }
  const name = ORDER_CALLS[table] as Exclude<(typeof ORDER_CALLS)[JsonOrderTable], 'servDigital'>;
  const [, answer] = await call(name, { body: common as OrderBody<'samples'>, headers });
  return { message: answer.Message };
}

/** Uploads a PDF to print (multipart `print_pdf`), reporting the sent fraction (0–1) as it goes. */
export async function uploadPrint(
  fields: PrintFields,
  file: File,
  idempotencyKey: string,
  onProgress: (fraction: number) => void,
): Promise<OrderResult> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  form.append('print_pdf', file, file.name);
  const [, answer] = await upload('servPrints', { form, headers: { 'Idempotency-Key': idempotencyKey }, onProgress });
  return { message: answer.Message };
}

/** Loads the member's orders, newest first (OrderHistory element 1). */
export async function getOrderHistory(): Promise<Order[]> {
  const [, orders] = await call('orderHistory');
  return Array.isArray(orders) ? orders : [];
}
