/**
 * The portal's one HTTP client (DESIGN §2): every call, whether a JSON body or (through transfer.ts) a multipart upload
 * with its progress or a file answer, goes through `request` here: it is addressed by its ENDPOINTS name, carries the session key in the Authorization header only, may take
 * the answer the page's head script started early (early-answer.ts), and turns every failure into an ApiError. A
 * SESSION_INVALID answer ends the session on this device (connection.ts: the session store says how).
 */
import { createFetch, FetchError, type FetchContext, type FetchOptions } from 'ofetch';
import type { Static, TSchema } from 'typebox';
import type { AnswerOf, Calls } from '../shared/contract/calls.ts';
import type { CallDef } from '../shared/contract/define.ts';
import { ENDPOINTS, type Endpoint, type EndpointName } from '../shared/contract/endpoints.ts';
import { isErrorAnswer } from '../shared/envelope.ts';
import { connected } from './connection.ts';
import { fetchWithEarlyAnswer } from './early-answer.ts';
import { ApiError, fromErrorAnswer, networkError, offlineError, unexpectedAnswer } from './errors.ts';
import { keepUnsavedRead } from './unsaved-reads.ts';

/** The request part a schema describes; a call without a schema for the part takes none. */
type PartOf<S> = S extends TSchema ? Static<S> : never;

/** Body and query of the named call, typed by its contract. */
export interface CallInput<K extends EndpointName> {
  body?: Calls[K] extends CallDef<infer B, infer _Q, infer _A> ? PartOf<B> : never;
  query?: Calls[K] extends CallDef<infer _B, infer Q, infer _A> ? PartOf<Q> : never;
  /** Extra request headers, e.g. the Idempotency-Key of an order. */
  headers?: Record<string, string>;
}

/** How long a JSON call may take before it counts as a network failure. */
const TIMEOUT_MS = 30_000;

/** The base address set by configureTransport (server tests); undefined in the browser, where the connection's is used. */
let transportBase: string | undefined;

/** The header the service worker puts on a saved answer it gave instead of the network's (src/sw/sw.ts). */
const SAVED_HEADER = 'x-portal-saved';

/** Reports a saved answer of the service worker to the page (the "Last updated <time>" note). */
function noteSaved({ response }: FetchContext): void {
  const saved = Number(response?.headers.get(SAVED_HEADER));
  if (saved > 0) connected()?.onSaved?.(saved);
}

// The page's first call may already be under way from its head script (early-answer.ts).
let http = createFetch({ fetch: fetchWithEarlyAnswer((input, init) => globalThis.fetch(input, init)) }).create({
  retry: 0,
  timeout: TIMEOUT_MS,
  onResponse: noteSaved,
});

/** Points the client at another fetch and base address (server tests route it into the API in-process). */
export function configureTransport(fetchImpl: typeof fetch, baseURL: string): void {
  transportBase = baseURL;
  http = createFetch({ fetch: fetchImpl }).create({ retry: 0, timeout: TIMEOUT_MS });
}

/** The base address of the calls; in a page, a store reached the client without the session store if none is set. */
function baseURL(): string {
  const base = transportBase ?? connected()?.apiBase;
  // stores/session.ts connects it (a page's bytes are counted: the file is named here, not in the message).
  if (base === undefined) throw new Error('API client not connected');
  return base;
}

/** The headers of a call: the session key (if any), the page's language and the call's own. */
function headersOf(extra: Record<string, string> | undefined): Headers {
  const headers = new Headers(extra);
  const key = connected()?.sessionKey();
  if (key) headers.set('Authorization', `Bearer ${key}`);
  const language = connected()?.language;
  if (language) headers.set('Accept-Language', language);
  return headers;
}

/** The ApiError of an error answer (or of anything else); a SESSION_INVALID answer ends the session first. */
function answerError(answer: unknown, status: number): ApiError {
  if (!isErrorAnswer(answer)) return unexpectedAnswer(status);
  const apiError = fromErrorAnswer(answer, status);
  if (apiError.code === 'SESSION_INVALID') connected()?.onSessionEnd();
  return apiError;
}

/** The ApiError of anything a request threw. */
async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (!(error instanceof FetchError) || !error.response) return networkError();
  // A file call's error answer arrives as a Blob of JSON.
  const data: unknown =
    error.data instanceof Blob
      ? await error.data
          .text()
          .then(JSON.parse)
          .catch(() => undefined)
      : error.data;
  return answerError(data, error.response.status);
}

function isSuccessAnswer(value: unknown): boolean {
  if (!Array.isArray(value) || value.length < 1) return false;
  const head: unknown = value[0];
  return typeof head === 'object' && head !== null && (head as { status?: unknown }).status === 'success';
}

/**
 * The one request function of every call (JSON here, multipart and files in transfer.ts): sends the named call
 * (through `via`, a fetch of its own, when given) and returns the raw answer, or throws an ApiError. A write made
 * while the device is offline is refused at once (nothing is queued; the doctor keeps the form and sends it again).
 */
export async function request(
  name: EndpointName,
  options: FetchOptions<'json' | 'blob'>,
  via?: typeof fetch,
): Promise<unknown> {
  const endpoint: Endpoint = ENDPOINTS[name];
  const { method, path } = endpoint;
  if (!endpoint.saved && globalThis.navigator?.onLine === false) throw offlineError();
  const send = via ? createFetch({ fetch: via }).create({ retry: 0 }) : http;
  const sent: FetchOptions<'json' | 'blob'> = {
    ...options,
    method,
    baseURL: baseURL(),
    headers: headersOf(options.headers as Record<string, string> | undefined),
  };
  // A read the service worker would save, answered before it controls the page, is kept for it (unsaved-reads.ts).
  if (endpoint.saved && options.responseType !== 'blob') sent.onResponse = [noteSaved, keepUnsavedRead];
  try {
    return await send<unknown, 'json' | 'blob'>(path, sent);
  } catch (error) {
    throw await toApiError(error);
  }
}

/** The answer, which must be a success envelope (else its ApiError is thrown). */
export function successful<K extends EndpointName>(data: unknown, status: number): AnswerOf<K> {
  if (!isSuccessAnswer(data)) throw answerError(data, status);
  return data as AnswerOf<K>;
}

/**
 * Makes the named API call and returns its answer, or throws an ApiError. Method and path come from the
 * schema-free ENDPOINTS table; body, query and answer are typed by the contract (types only, so that no
 * TypeBox schema reaches the browser bundle).
 */
export async function call<K extends EndpointName>(name: K, input: CallInput<K> = {}): Promise<AnswerOf<K>> {
  // ofetch leaves out a body, query or headers that is undefined.
  const { body, query, headers } = input as Pick<FetchOptions, 'body' | 'query' | 'headers'>;
  return successful<K>(await request(name, { body, query, headers }), 200);
}
