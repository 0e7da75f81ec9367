/**
 * Whether a failed query means the database did not answer in time or could not be reached (answered 503 with
 * Retry-After by plugins/errors.ts), as opposed to a fault in our code or a request the database refused (500).
 */
import { errorChain, NETWORK_FAILURE_CODES } from '../lib/error-chain.ts';

/** SQLSTATEs: a statement cancelled (statement_timeout), a server shutting down or starting, too many connections. */
const UNAVAILABLE_CODES = new Set(['57014', '57P01', '57P02', '57P03', '53300']);

/**
 * node-postgres's messages (without a code) for a pool wait or a connection that timed out or broke, or that the
 * query deadline closed (db/query-deadline.ts: "Connection terminated", then a transaction's rollback on it).
 */
const DRIVER_MESSAGES =
  /^(timeout exceeded when trying to connect|Connection terminated due to connection timeout|Connection terminated( unexpectedly)?|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)$/;

/** True when `error`, or an error it wraps (a Drizzle query error's cause), says the database is unavailable. */
export function databaseUnavailable(error: unknown): boolean {
  return [...errorChain(error)].some(({ code, message }) =>
    typeof code === 'string'
      ? UNAVAILABLE_CODES.has(code) || NETWORK_FAILURE_CODES.has(code) || code.startsWith('08')
      : code === undefined && typeof message === 'string' && DRIVER_MESSAGES.test(message),
  );
}
