/**
 * The portal's one HTTP client (DESIGN §2): JSON bodies to the configured API base, the session key in the
 * Authorization header only, and every failure turned into an ApiError. A SESSION_INVALID answer ends the
 * session on this device and returns to the login screen.
 */
import { createFetch, FetchError } from 'ofetch';
import type { Static, TSchema } from 'typebox';
import type { AnswerOf, Calls } from '../shared/contract/calls.ts';
import type { CallDef } from '../shared/contract/define.ts';
import { ENDPOINTS, type EndpointName } from '../shared/contract/endpoints.ts';
import { isErrorAnswer } from '../shared/envelope.ts';
import { pathFor } from '../shared/routes.ts';
import { publicConfig } from '../stores/config.ts';
import { navigate } from '../stores/navigation.ts';
import { $session, clearStorage } from '../stores/session.ts';
import { fetchWithEarlyAnswer } from './early-answer.ts';
import { ApiError, fromErrorAnswer, networkError, unexpectedAnswer } from './errors.ts';

/** The request part a schema describes; a call without a schema for the part takes none. */
type PartOf<S> = S extends TSchema ? Static<S> : never;

/** Body and query of the named call, typed by its contract. */
export interface CallInput<K extends EndpointName> {
  body?: Calls[K] extends CallDef<infer B, infer _Q, infer _A> ? PartOf<B> : never;
  query?: Calls[K] extends CallDef<infer _B, infer Q, infer _A> ? PartOf<Q> : never;
  /** Extra request headers, e.g. the Idempotency-Key of an order. */
  headers?: Record<string, string>;
}

function createHttp(fetchImpl: typeof fetch, baseURL: string) {
  return createFetch({ fetch: fetchImpl }).create({
    baseURL,
    retry: 0,
    timeout: 30_000,
    onRequest({ options }) {
      const key = $session.get();
      if (key) options.headers.set('Authorization', `Bearer ${key}`);
    },
  });
}

// The page's first call may already be under way from its head script (early-answer.ts).
let http = createHttp(
  fetchWithEarlyAnswer((input, init) => globalThis.fetch(input, init)),
  publicConfig.apiBase,
);

/** Points the client at another fetch and base address (server tests route it into the API in-process). */
export function configureTransport(fetchImpl: typeof fetch, baseURL: string): void {
  http = createHttp(fetchImpl, baseURL);
}

function endSession(): void {
  clearStorage();
  navigate(pathFor('login'), true);
}

function answerError(answer: unknown, status: number): ApiError {
  if (!isErrorAnswer(answer)) return unexpectedAnswer(status);
  const apiError = fromErrorAnswer(answer, status);
  if (apiError.code === 'SESSION_INVALID') endSession();
  return apiError;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof FetchError) || !error.response) return networkError();
  return answerError(error.data, error.response.status);
}

function isSuccessAnswer(value: unknown): boolean {
  if (!Array.isArray(value) || value.length < 1) return false;
  const head: unknown = value[0];
  return typeof head === 'object' && head !== null && (head as { status?: unknown }).status === 'success';
}

/**
 * Makes the named API call and returns its answer, or throws an ApiError. Method and path come from the
 * schema-free ENDPOINTS table; body, query and answer are typed by the contract (types only, so that no
 * TypeBox schema reaches the browser bundle).
 */
export async function call<K extends EndpointName>(name: K, input: CallInput<K> = {}): Promise<AnswerOf<K>> {
  const endpoint = ENDPOINTS[name];
  let data: unknown;
  try {
    data = await http<unknown>(endpoint.path, {
      method: endpoint.method,
      ...(input.body === undefined ? {} : { body: input.body as Record<string, unknown> }),
      ...(input.query === undefined ? {} : { query: input.query as Record<string, unknown> }),
      ...(input.headers === undefined ? {} : { headers: input.headers }),
    });
  } catch (error) {
    throw toApiError(error);
  }
  if (!isSuccessAnswer(data)) throw answerError(data, 200);
  return data as AnswerOf<K>;
}
