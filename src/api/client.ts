/**
 * The portal's one HTTP client (DESIGN §2): JSON bodies to the configured API base, the session key in the
 * Authorization header only, and every failure turned into an ApiError. A SESSION_INVALID answer ends the
 * session on this device and returns to the login screen.
 */
import { FetchError, ofetch } from 'ofetch';
import type { Static, TSchema } from 'typebox';
import type { CallDef } from '../shared/contract/define.ts';
import { isErrorAnswer } from '../shared/envelope.ts';
import { pathFor } from '../shared/routes.ts';
import { publicConfig } from '../stores/config.ts';
import { navigate } from '../stores/navigation.ts';
import { $session, clearStorage } from '../stores/session.ts';
import { ApiError, fromErrorAnswer, networkError, unexpectedAnswer } from './errors.ts';

/** The request part a schema describes; a call without a schema for the part takes none. */
type PartOf<S> = S extends TSchema ? Static<S> : never;

/** A call of the contract, given as its type (`typeof contract.check`): the client imports no schemas. */
export type AnyCall = CallDef<TSchema | undefined, TSchema | undefined, unknown>;

/** The answer type of a call. */
export type AnswerOf<D> = D extends CallDef<infer _B, infer _Q, infer A> ? A : never;

/** Body and query of one call, typed by the contract. */
export interface CallInput<D> {
  body?: D extends CallDef<infer B, infer _Q, infer _A> ? PartOf<B> : never;
  query?: D extends CallDef<infer _B, infer Q, infer _A> ? PartOf<Q> : never;
}

/** Where a call goes: its method and path under the API base, as in the contract. */
export type Endpoint<D extends AnyCall> = Pick<D, 'method' | 'path'>;

const http = ofetch.create({
  baseURL: publicConfig.apiBase,
  retry: 0,
  timeout: 30_000,
  onRequest({ options }) {
    const key = $session.get();
    if (key) options.headers.set('Authorization', `Bearer ${key}`);
  },
});

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
 * Makes one API call and returns its answer, or throws an ApiError. The call's contract is its type
 * parameter (type-only, so that no TypeBox schema reaches the browser bundle).
 */
export async function call<D extends AnyCall>(endpoint: Endpoint<D>, input: CallInput<D> = {}): Promise<AnswerOf<D>> {
  let data: unknown;
  try {
    data = await http<unknown>(endpoint.path, {
      method: endpoint.method,
      ...(input.body === undefined ? {} : { body: input.body as Record<string, unknown> }),
      ...(input.query === undefined ? {} : { query: input.query as Record<string, unknown> }),
    });
  } catch (error) {
    throw toApiError(error);
  }
  if (!isSuccessAnswer(data)) throw answerError(data, 200);
  return data as AnswerOf<D>;
}
