/**
 * The portal's one HTTP client (DESIGN §2): every call, whether a JSON body, a multipart upload (with its progress) or a
 * file answer, is addressed by its ENDPOINTS name, carries the session key in the Authorization header only, may take
 * the answer the page's head script started early (early-answer.ts), and turns every failure into an ApiError. A
 * SESSION_INVALID answer ends the session on this device (connection.ts: the session store says how).
 */
import { createFetch, FetchError, type FetchOptions } from 'ofetch';
import type { Static, TSchema } from 'typebox';
import type { AnswerOf, Calls } from '../shared/contract/calls.ts';
import type { CallDef } from '../shared/contract/define.ts';
import { ENDPOINTS, type EndpointName } from '../shared/contract/endpoints.ts';
import { isErrorAnswer } from '../shared/envelope.ts';
import { connection, isConnected } from './connection.ts';
import { fetchWithEarlyAnswer } from './early-answer.ts';
import { ApiError, fromErrorAnswer, networkError, unexpectedAnswer } from './errors.ts';
import { sendWithProgress } from './upload-progress.ts';

/** The request part a schema describes; a call without a schema for the part takes none. */
type PartOf<S> = S extends TSchema ? Static<S> : never;

/** Body and query of the named call, typed by its contract. */
export interface CallInput<K extends EndpointName> {
  body?: Calls[K] extends CallDef<infer B, infer _Q, infer _A> ? PartOf<B> : never;
  query?: Calls[K] extends CallDef<infer _B, infer Q, infer _A> ? PartOf<Q> : never;
  /** Extra request headers, e.g. the Idempotency-Key of an order. */
  headers?: Record<string, string>;
}

/** A multipart call: its form and headers, and (optionally) a listener for the fraction of the body sent so far. */
interface UploadInput {
  form: FormData;
  headers?: Record<string, string>;
  /** Called with 0–1 as the body goes out (and with 1 once it is all sent). */
  onProgress?: (fraction: number) => void;
}

/** A call answered with a file: its query and how the browser cache may be used. */
interface BlobInput<K extends EndpointName> {
  query?: CallInput<K>['query'];
  cache?: RequestCache;
}

/** How long a JSON call may take before it counts as a network failure. */
const TIMEOUT_MS = 30_000;

/** The same for an upload or a file, which carry more bytes. */
const SLOW_TIMEOUT_MS = 120_000;

/** The base address set by configureTransport (server tests); undefined in the browser, where the connection's is used. */
let transportBase: string | undefined;

// The page's first call may already be under way from its head script (early-answer.ts).
let http = createFetch({ fetch: fetchWithEarlyAnswer((input, init) => globalThis.fetch(input, init)) }).create({
  retry: 0,
  timeout: TIMEOUT_MS,
});

/** Points the client at another fetch and base address (server tests route it into the API in-process). */
export function configureTransport(fetchImpl: typeof fetch, baseURL: string): void {
  transportBase = baseURL;
  http = createFetch({ fetch: fetchImpl }).create({ retry: 0, timeout: TIMEOUT_MS });
}

/** The session key of the connected session store (none before one is connected: server tests of public calls). */
function sessionKey(): string | undefined {
  return isConnected() ? connection().sessionKey() : undefined;
}

/** The base address of the calls. */
function baseURL(): string {
  return transportBase ?? connection().apiBase;
}

/** The headers of a call: the session key (if any) and the call's own. */
function headersOf(extra: Record<string, string> | undefined): Headers {
  const headers = new Headers(extra);
  const key = sessionKey();
  if (key) headers.set('Authorization', `Bearer ${key}`);
  return headers;
}

/** The ApiError of an error answer (or of anything else); a SESSION_INVALID answer ends the session first. */
function answerError(answer: unknown, status: number): ApiError {
  if (!isErrorAnswer(answer)) return unexpectedAnswer(status);
  const apiError = fromErrorAnswer(answer, status);
  if (apiError.code === 'SESSION_INVALID' && isConnected()) connection().onSessionEnd();
  return apiError;
}

/** The JSON of an error answer that arrived as a Blob (a file call's error), or undefined. */
async function jsonOfBlob(data: Blob): Promise<unknown> {
  try {
    return JSON.parse(await data.text());
  } catch {
    return undefined;
  }
}

/** The ApiError of anything a request threw. */
async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (!(error instanceof FetchError) || !error.response) return networkError();
  const data: unknown = error.data instanceof Blob ? await jsonOfBlob(error.data) : error.data;
  return answerError(data, error.response.status);
}

function isSuccessAnswer(value: unknown): boolean {
  if (!Array.isArray(value) || value.length < 1) return false;
  const head: unknown = value[0];
  return typeof head === 'object' && head !== null && (head as { status?: unknown }).status === 'success';
}

/** The one request function: sends a named call and returns the raw answer, or throws an ApiError. */
async function request(name: EndpointName, options: FetchOptions<'json' | 'blob'>): Promise<unknown> {
  const { method, path } = ENDPOINTS[name];
  try {
    return await http<unknown, 'json' | 'blob'>(path, {
      ...options,
      method,
      baseURL: baseURL(),
      headers: headersOf(options.headers as Record<string, string> | undefined),
    });
  } catch (error) {
    throw await toApiError(error);
  }
}

/** A JSON answer that must be a success envelope. */
function successful<K extends EndpointName>(data: unknown, status: number): AnswerOf<K> {
  if (!isSuccessAnswer(data)) throw answerError(data, status);
  return data as AnswerOf<K>;
}

/**
 * Makes the named API call and returns its answer, or throws an ApiError. Method and path come from the
 * schema-free ENDPOINTS table; body, query and answer are typed by the contract (types only, so that no
 * TypeBox schema reaches the browser bundle).
 */
export async function call<K extends EndpointName>(name: K, input: CallInput<K> = {}): Promise<AnswerOf<K>> {
  const data = await request(name, {
    ...(input.body === undefined ? {} : { body: input.body as Record<string, unknown> }),
    ...(input.query === undefined ? {} : { query: input.query as Record<string, unknown> }),
    ...(input.headers === undefined ? {} : { headers: input.headers }),
  });
  return successful<K>(data, 200);
}

/**
 * Sends a multipart call and returns its answer. With a progress listener in a browser the body goes out through
 * XMLHttpRequest (fetch reports no upload progress); otherwise through the same transport as every call.
 */
export async function upload<K extends EndpointName>(name: K, input: UploadInput): Promise<AnswerOf<K>> {
  const { onProgress } = input;
  if (onProgress && typeof XMLHttpRequest !== 'undefined' && transportBase === undefined) {
    const { method, path } = ENDPOINTS[name];
    const answer = await sendWithProgress(
      { method, url: `${baseURL()}${path}`, headers: headersOf(input.headers), form: input.form },
      onProgress,
    ).catch(() => {
      throw networkError();
    });
    if (answer.status >= 300) throw answerError(answer.data, answer.status);
    const accepted = successful<K>(answer.data, answer.status);
    onProgress(1);
    return accepted;
  }
  const data = await request(name, {
    body: input.form,
    timeout: SLOW_TIMEOUT_MS,
    ...(input.headers === undefined ? {} : { headers: input.headers }),
  });
  onProgress?.(1);
  return successful<K>(data, 200);
}

/** Fetches the file the named call answers (download.php, photo.php) as a Blob, or throws an ApiError. */
export async function fetchBlob<K extends EndpointName>(name: K, input: BlobInput<K> = {}): Promise<Blob> {
  const data = await request(name, {
    responseType: 'blob',
    timeout: SLOW_TIMEOUT_MS,
    ...(input.query === undefined ? {} : { query: input.query as Record<string, unknown> }),
    ...(input.cache === undefined ? {} : { cache: input.cache }),
  });
  if (!(data instanceof Blob)) throw unexpectedAnswer(200);
  return data;
}
