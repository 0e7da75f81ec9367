/**
 * Why the API could not start, in one line for the operator (issue: a refused database or a busy port printed a
 * 45-line stack with the cause buried): the database unreachable, its login or name wrong, the port in use, the file
 * storage refusing the keys or unreachable while the demo seed writes to it. Never holds a password or key.
 */
import { resolve } from 'node:path';
import { ConfigError } from './config.ts';
import { DataFolderLockedError } from './db/lock.ts';
import { MigrationLockTimeoutError } from './db/migrate.ts';
import { errorChain } from './lib/error-chain.ts';
import { storageProblem } from './storage-start-failure.ts';

/** A start-up failure explained in one line; the original error is its cause. */
class StartFailure extends Error {
  /** Wraps `cause` with the operator's one-line `message`. */
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'StartFailure';
  }
}

/** DATABASE_URL as it may be printed: postgres://user@host:port/database (no password, no options), or the PGlite folder. */
export function printableDatabaseUrl(url: string): string {
  if (url.startsWith('memory:')) return 'memory://';
  if (url.startsWith('file://')) return `file://${resolve(url.slice('file://'.length))}`;
  try {
    const parsed = new URL(url);
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
    return `postgres://${user}${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'postgres://(an address that does not parse)';
  }
}

/** The database's engine and place, for the start log: e.g. "PostgreSQL at postgres://portal@db:5432/portal". */
export function describeDatabase(url: string): string {
  if (url.startsWith('memory:')) return 'embedded PGlite in memory (throw-away)';
  if (url.startsWith('file://')) return `embedded PGlite in ${resolve(url.slice('file://'.length))}`;
  return `PostgreSQL at ${printableDatabaseUrl(url)}`;
}

/** The first error code in the chain that `explain` knows, with that error's message. */
function firstKnown(error: unknown, codes: ReadonlySet<string>): { code: string; message: string } | undefined {
  for (const fields of errorChain(error)) {
    if (typeof fields.code === 'string' && codes.has(fields.code)) {
      return { code: fields.code, message: typeof fields.message === 'string' ? fields.message : '' };
    }
  }
  return undefined;
}

const NETWORK = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** PostgreSQL's SQLSTATEs of a refused login or a missing database, too many connections, a server starting up. */
const POSTGRES = new Set(['28P01', '28000', '3D000', '53300', '57P03']);
/** node-postgres's pool, when a new connection got no answer within DATABASE_CONNECT_TIMEOUT_MS. */
const CONNECT_TIMEOUT = 'Connection terminated due to connection timeout';
const LISTEN = new Set(['EADDRINUSE', 'EACCES', 'EADDRNOTAVAIL']);

/** What the database's side of a failure means, or undefined when it is not one `explain` knows. */
function databaseProblem(error: unknown, databaseUrl: string): string | undefined {
  const at = `the database at ${printableDatabaseUrl(databaseUrl)}`;
  const network = firstKnown(error, NETWORK);
  if (network?.code === 'ECONNREFUSED')
    return `${at} refused the connection (ECONNREFUSED): is PostgreSQL running there?`;
  if (network?.code === 'ENOTFOUND' || network?.code === 'EAI_AGAIN') {
    return `${at} cannot be reached: its host name was not found (${network.code}).`;
  }
  if (network) return `${at} cannot be reached (${network.code}).`;
  if ([...errorChain(error)].some((fields) => fields.message === CONNECT_TIMEOUT)) {
    return `${at} did not answer within DATABASE_CONNECT_TIMEOUT_MS: is the host reachable, and PostgreSQL running there?`;
  }
  const postgres = firstKnown(error, POSTGRES);
  if (postgres?.code === '28P01' || postgres?.code === '28000') {
    return `${at} refused the login: ${postgres.message} (check DATABASE_URL's user and password).`;
  }
  if (postgres?.code === '3D000') return `${at}: ${postgres.message} (create it, or correct DATABASE_URL).`;
  if (postgres) return `${at} refused the connection: ${postgres.message} (${postgres.code}).`;
  return undefined;
}

/** A failure of the start as a StartFailure when it is one the operator can fix from one line; else `error` itself. */
export function explainStartFailure(
  error: unknown,
  where: { databaseUrl: string; host: string; port: number },
): unknown {
  const listen = firstKnown(error, LISTEN);
  if (listen?.code === 'EADDRINUSE') {
    return new StartFailure(
      `port ${where.port} on ${where.host} is in use: stop what listens there, or set PORT.`,
      error,
    );
  }
  if (listen) return new StartFailure(`cannot listen on ${where.host}:${where.port} (${listen.code}).`, error);
  // The storage first: its network errors (S3_ENDPOINT refused) carry the same codes as the database's.
  const storage = storageProblem(error);
  if (storage) return new StartFailure(storage, error);
  const database = databaseProblem(error, where.databaseUrl);
  return database ? new StartFailure(database, error) : error;
}

/** The line to print after "Cannot start: " for a failure the operator fixes (configuration, locks, database, port). */
export function cannotStartLine(error: unknown): string | undefined {
  const known =
    error instanceof ConfigError ||
    error instanceof DataFolderLockedError ||
    error instanceof MigrationLockTimeoutError ||
    error instanceof StartFailure;
  return known ? error.message : undefined;
}
