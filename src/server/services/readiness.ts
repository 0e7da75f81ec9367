/** Readiness (GET /api/ready): the migrations are applied, the database and the file store answer, search is built. */
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import type { Database } from '../db/client.ts';
import { errorChain } from '../lib/error-chain.ts';
import { articleIndexOf } from './search/article-index.ts';
import type { FileStorage } from './storage/types.ts';

/** The migrations the code ships (drizzle-kit's journal). */
const SHIPPED_MIGRATIONS = (
  JSON.parse(readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/** Why a replica cannot serve yet: the first check that failed. */
export type NotReadyReason = 'database' | 'migrations' | 'storage' | 'search-index';

/** Longest a single readiness or health check may take before it counts as failed. */
export const CHECK_TIMEOUT_MS = 3000;

/** Resolves with `work`'s result, or rejects once `ms` have passed. */
export function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer within ${ms} ms`)), ms);
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

/** Undefined when the replica can serve; otherwise the reason it cannot. */
export async function notReadyReason(database: Database, storage: FileStorage): Promise<NotReadyReason | undefined> {
  let behind: number;
  try {
    behind = await within(migrationsBehind(database), CHECK_TIMEOUT_MS);
  } catch {
    return 'database';
  }
  if (behind > 0) return 'migrations';
  try {
    // A missing file answers "not there" when the store works; a store that cannot be reached throws.
    await within(storage.read('files', 'readiness-probe'), CHECK_TIMEOUT_MS);
  } catch {
    return 'storage';
  }
  if (!articleIndexOf(database.db).servable) return 'search-index';
  return undefined;
}
