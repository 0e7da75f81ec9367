/**
 * Order calls (SPEC §7 "Order posts") and Order History. JSON orders go through the shared client; the prints
 * order is a multipart upload sent with XMLHttpRequest so that its upload progress can be shown.
 */
import type { Order, OrderTable } from '../shared/contract/entities.ts';
import type { EndpointName } from '../shared/contract/endpoints.ts';
import { isErrorAnswer } from '../shared/envelope.ts';
import { pathFor } from '../shared/routes.ts';
import { publicConfig } from '../stores/config.ts';
import { navigate } from '../stores/navigation.ts';
import { $session, clearStorage } from '../stores/session.ts';
import { call, type CallInput } from './client.ts';
import { ApiError, fromErrorAnswer, networkError, unexpectedAnswer } from './errors.ts';

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

function errorOf(answer: unknown, status: number): ApiError {
  if (!isErrorAnswer(answer)) return unexpectedAnswer(status);
  const error = fromErrorAnswer(answer, status);
  if (error.code === 'SESSION_INVALID') {
    clearStorage();
    navigate(pathFor('login'), true);
  }
  return error;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Uploads a PDF to print (multipart `print_pdf`), reporting the sent fraction (0–1) as it goes. */
export function uploadPrint(
  fields: PrintFields,
  file: File,
  idempotencyKey: string,
  onProgress: (fraction: number) => void,
): Promise<OrderResult> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  form.append('print_pdf', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${publicConfig.apiBase}/ServPrints.php`);
    const key = $session.get();
    if (key) xhr.setRequestHeader('Authorization', `Bearer ${key}`);
    xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.timeout = 120_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(networkError());
    xhr.ontimeout = () => reject(networkError());
    xhr.onload = () => {
      const answer = parse(xhr.responseText);
      const body: unknown = Array.isArray(answer) ? answer[1] : undefined;
      const ok = xhr.status < 300 && Array.isArray(answer) && (answer[0] as { status?: unknown })?.status === 'success';
      if (!ok) return reject(errorOf(answer, xhr.status));
      onProgress(1);
      const message = (body as { Message?: unknown } | undefined)?.Message;
      resolve({ message: typeof message === 'string' ? message : '' });
    };
    xhr.send(form);
  });
}

/** Loads the member's orders, newest first (OrderHistory element 1). */
export async function getOrderHistory(): Promise<Order[]> {
  const [, orders] = await call('orderHistory');
  return Array.isArray(orders) ? orders : [];
}
