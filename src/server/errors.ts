/** The one error type routes throw; the central handler turns it into the error envelope of DESIGN §3. */
import type { ErrorCode } from '../shared/envelope.ts';

/** An error with an HTTP status, a machine code and a message a doctor can act on. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly retryAfter: number | undefined;
  /** Every invalid field with its sentence, when a form has more than one (issue 40 §9). */
  readonly problems: Record<string, string> | undefined;
  /** Wrong codes a login code still takes (OTP_INVALID). */
  readonly triesLeft: number | undefined;

  /** Creates an error answer; `message` is shown to the member as is. */
  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    extra: { field?: string; retryAfter?: number; problems?: Record<string, string>; triesLeft?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.field = extra.field;
    this.retryAfter = extra.retryAfter;
    this.problems = extra.problems;
    this.triesLeft = extra.triesLeft;
  }
}
