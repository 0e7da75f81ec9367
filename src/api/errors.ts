/** The one error type of API calls: a machine code, a sentence for the doctor, and details. */
import type { ErrorAnswer, ErrorCode } from '../shared/envelope.ts';
import { t } from '../shared/messages/index.ts';

/** Codes of the server's error answers, plus NETWORK when no answer arrived. */
export type ApiErrorCode = ErrorCode | 'NETWORK';

/** Optional details of an ApiError. */
export interface ApiErrorDetails {
  /** The request field at fault, for validation errors. */
  field?: string;
  /** Seconds to wait before retrying, for rate-limited calls. */
  retryAfter?: number;
  /** Every invalid field with its sentence, when more than one is. */
  problems?: Record<string, string>;
  /** Wrong codes the login code still takes, for OTP_INVALID. */
  triesLeft?: number;
}

/** A failed API call, converted from an error answer or a network failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  /** HTTP status; 0 for network failures. */
  readonly status: number;
  readonly field?: string;
  readonly retryAfter?: number;
  readonly problems?: Record<string, string>;
  readonly triesLeft?: number;

  constructor(code: ApiErrorCode, message: string, status: number, details: ApiErrorDetails = {}) {
    super(message);
    this.code = code;
    this.status = status;
    if (details.field !== undefined) this.field = details.field;
    if (details.retryAfter !== undefined) this.retryAfter = details.retryAfter;
    if (details.problems !== undefined) this.problems = details.problems;
    if (details.triesLeft !== undefined) this.triesLeft = details.triesLeft;
  }
}

/** Builds an ApiError from an error answer `[{status:'error', code, ...}, {Message}]`. */
export function fromErrorAnswer([head, body]: ErrorAnswer, status: number): ApiError {
  const message = typeof body?.Message === 'string' && body.Message ? body.Message : t.errors.server;
  return new ApiError(head.code, message, status, {
    ...(typeof head.field === 'string' ? { field: head.field } : {}),
    ...(typeof head.retryAfter === 'number' ? { retryAfter: head.retryAfter } : {}),
    ...(head.problems && typeof head.problems === 'object' ? { problems: head.problems } : {}),
    ...(typeof head.triesLeft === 'number' ? { triesLeft: head.triesLeft } : {}),
  });
}

/** The error for a call that got no answer (offline, timeout, DNS…). */
export function networkError(): ApiError {
  return new ApiError('NETWORK', t.errors.network, 0);
}

/** The error for a write refused at once because the device is offline (nothing was sent). */
export function offlineError(): ApiError {
  return new ApiError('NETWORK', t.errors.offline, 0);
}

/** The error for an answer that is not in the expected shape (proxy page, 5xx without envelope). */
export function unexpectedAnswer(status: number): ApiError {
  return new ApiError('INTERNAL', t.errors.server, status);
}

/** The sentence to show a doctor for any thrown value. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : t.errors.server;
}
