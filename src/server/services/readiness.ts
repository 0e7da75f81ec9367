/**
 * Readiness (GET /api/ready): the migrations are applied, the database answers, the file store takes this replica's
 * configuration and search is built. A file store that does not answer (an outage every replica shares) keeps the
 * replica in: the file calls answer 503 meanwhile, and everything else goes on (docs/OPERATIONS.md).
 */
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import type { Database } from '../db/client.ts';
import { errorChain, NETWORK_FAILURE_CODES } from '../lib/error-chain.ts';
import { StorageBucketMissingError, StorageUnavailableError } from './storage/types.ts';
import { articleIndexOf } from './search/article-index.ts';
import type { FileStorage } from './storage/types.ts';

/** The migrations the code ships (drizzle-kit's journal). */
const SHIPPED_MIGRATIONS = (
  JSON.parse(readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/** Why a replica cannot serve yet: the first check that failed. */
type NotReadyReason = 'database' | 'migrations' | 'storage' | 'search-index';

/** Longest a single readiness or health check may take before it counts as failed. */
export const CHECK_TIMEOUT_MS = 3000;

/** A check that got no answer in time. */
class NoAnswerError extends Error {
  /** Names the wait. */
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'NoAnswerError';
  }
}

/** Resolves with `work`'s result, or rejects once `ms` have passed. */
export function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new NoAnswerError(ms)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Migrations recorded as applied in the database (drizzle's journal table). */
async function appliedMigrations(database: Database): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { applied: number }[];
  return rows[0]?.applied ?? 0;
}

/** PostgreSQL's codes for a missing table (42P01) and a missing schema (3F000). */
const MISSING_RELATION_CODES = new Set(['42P01', '3F000']);

/** True when `error` (or an error it wraps) says the migrations' journal table or schema does not exist. */
function journalMissing(error: unknown): boolean {
  return [...errorChain(error)].some(({ code }) => typeof code === 'string' && MISSING_RELATION_CODES.has(code));
}

/** How many migrations of this release the database lacks (all of them when it has none); throws if it cannot tell. */
export async function migrationsBehind(database: Database): Promise<number> {
  try {
    return Math.max(0, SHIPPED_MIGRATIONS - (await appliedMigrations(database)));
  } catch (error) {
    // A database without the journal table answers, but has no migrations at all; any other failure is the database.
    if (journalMissing(error)) return SHIPPED_MIGRATIONS;
    throw error;
  }
}

/**
 * True when the file store did not answer (a deadline, a refused or broken connection, a 5xx): an outage, shared by
 * every replica. False when it answered and refused this replica's configuration (keys, bucket, permissions) or the
 * local folder cannot be used: this replica cannot serve files, and a release rolled out with it stops there.
 */
export function storeNotAnswering(error: unknown): boolean {
  if (error instanceof StorageBucketMissingError) return false;
  if (error instanceof StorageUnavailableError || error instanceof NoAnswerError) return true;
  return [...errorChain(error)].some((fields) => {
    const status = (fields as { $metadata?: { httpStatusCode?: unknown } }).$metadata?.httpStatusCode;
    return (
      (typeof status === 'number' && status >= 500) ||
      (typeof fields.code === 'string' && NETWORK_FAILURE_CODES.has(fields.code))
    );
  });
}

/** How a replica stands: why it cannot serve, or that it serves without the file store (`storageDown`). */
export interface Readiness {
  reason?: NotReadyReason;
  storageDown?: boolean;
}

/** Reads a missing object: undefined when the store works (it answers "not there"), else its failure. */
async function storeFailure(storage: FileStorage): Promise<unknown> {
  try {
    await within(storage.read('files', 'readiness-probe'), CHECK_TIMEOUT_MS);
    return undefined;
  } catch (error) {
    return error ?? new Error('the file store failed');
  }
}

/** Whether the replica can serve (the database and the file store asked at once, so the answer takes 3 s at most). */
export async function readiness(database: Database, storage: FileStorage): Promise<Readiness> {
  const [behind, stored] = await Promise.all([
    within(migrationsBehind(database), CHECK_TIMEOUT_MS).catch(() => undefined),
    storeFailure(storage),
  ]);
  if (behind === undefined) return { reason: 'database' };
  if (behind > 0) return { reason: 'migrations' };
  if (stored !== undefined && !storeNotAnswering(stored)) return { reason: 'storage' };
  if (!articleIndexOf(database.db).servable) return { reason: 'search-index' };
  return stored === undefined ? {} : { storageDown: true };
}
