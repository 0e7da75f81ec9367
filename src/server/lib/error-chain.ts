/** Walking an error and what it wraps, for the handlers that classify failures (start, readiness, 503s). */

/** Node's codes for a connection refused, reset or timed out on the way to a server (the database, the file store). */
export const NETWORK_FAILURE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/** The fields of an error (Node's, pg's or a wrapper) that tell what failed. */
interface ErrorFields {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** `error` and everything it wraps (causes, an AggregateError's errors), outermost first. */
export function* errorChain(error: unknown, depth = 0): Generator<ErrorFields> {
  if (typeof error !== 'object' || error === null || depth > 8) return;
  const fields = error as ErrorFields;
  yield fields;
  yield* errorChain(fields.cause, depth + 1);
  if (Array.isArray(fields.errors)) for (const inner of fields.errors) yield* errorChain(inner, depth + 1);
}
