/** The legacy answer envelope of DESIGN §3: element 0 a status object, then the payload(s). */

/** Machine-readable error codes in element 0 of an error answer. */
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'SESSION_INVALID'
  | 'OTP_INVALID'
  | 'OTP_EXPIRED'
  | 'OTP_LOCKED'
  | 'RATE_LIMITED'
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'DEMO_ACCOUNT'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TERMS_NOT_ACCEPTED'
  | 'LOGIN_FAILED'
  | 'INTERNAL';

/** Element 0 of a successful answer. */
export interface OkStatus {
  status: 'success';
}

/** Element 0 of a failed answer. */
export interface ErrorStatus {
  status: 'error';
  code: ErrorCode;
  /** The form field at fault, for validation errors. */
  field?: string;
  /** Seconds until a rate-limited call may be retried. */
  retryAfter?: number;
  /** Every invalid field with its sentence, when more than one is (`field` and the message name the first). */
  problems?: Record<string, string>;
  /** Wrong codes the login code still takes, for OTP_INVALID (0: it takes no more; ask for a new one). */
  triesLeft?: number;
}

/** Element 1 of a failed answer: a sentence a doctor can act on. */
interface MessageBody {
  Message: string;
}

/** A successful answer: status then one payload. */
export type Ok<P, S extends object = object> = [OkStatus & S, P];

/** A failed answer. */
export type ErrorAnswer = [ErrorStatus, MessageBody];

/** Builds a successful answer. */
export function ok<P>(payload: P): Ok<P> {
  return [{ status: 'success' }, payload];
}

/** Builds an error answer. */
export function errorAnswer(code: ErrorCode, message: string, extra: Partial<ErrorStatus> = {}): ErrorAnswer {
  return [{ status: 'error', code, ...extra }, { Message: message }];
}

/** True when a value has the shape of an error answer. */
export function isErrorAnswer(value: unknown): value is ErrorAnswer {
  if (!Array.isArray(value) || value.length < 2) return false;
  const head: unknown = value[0];
  return typeof head === 'object' && head !== null && (head as { status?: unknown }).status === 'error';
}
