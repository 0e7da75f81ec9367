/**
 * The one way the plain content lists (therapies, focuses, journals, videos, portals, files, emailers) and the banner
 * popups are listed, added and changed: a searched page in the list's order; each write checked by the list, audited (`<entity>.create`,
 * `<entity>.update` with the changed fields) and followed by emptying the doctors' caches. Each row carries its edit
 * version (record-version.ts): a change made on an older one is refused with 409.
 */
import { count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { withCachesInvalidated } from '../cache.ts';
import type { FileStorage } from '../storage/types.ts';
import type { Actor } from './actor.ts';
import { auditedWrite, changesOf, type Written } from './audit.ts';
import { atVersion, checkVersion, nextVersion, staleVersion, type VersionedRecord } from './record-version.ts';

/** How one list is stored and shown. */
export interface ListTable<T extends PgTable, Shown> {
  table: T;
  /** The column a row is addressed by (id; a focus's name). */
  key: AnyPgColumn;
  /** The request field that carries the key ('id' unless given). */
  keyField?: string;
  /** The row's edit version (raised by every change). */
  version: AnyPgColumn;
  /** The audit entity; actions are `<entity>.create` and `<entity>.update`. */
  entity: VersionedRecord;
  notFound: string;
  /** The columns a search looks in. */
  searched: readonly AnyPgColumn[];
  /** The list's order. */
  order: readonly SQL[];
  /** The key of a row. */
  keyOf: (row: T['$inferSelect']) => string | number;
  /** The rows as the console shows them, one for each row in its order (may count what points at them). */
  shown: (db: Db, rows: T['$inferSelect'][]) => Promise<Shown[]>;
}

/** A row as the console shows it, with the edit version its form sends back. */
export type Versioned<Shown> = Shown & { version: number };

/** The shown rows with their versions. */
async function shownWithVersions<T extends PgTable, Shown>(
  db: Db,
  spec: ListTable<T, Shown>,
  rows: T['$inferSelect'][],
): Promise<Versioned<Shown>[]> {
  const shown = await spec.shown(db, rows);
  return shown.map((row, at) => ({ ...row, version: (rows[at] as { version: number }).version }));
}

/** The columns of a checked input, and further audited changes once the row is written (a rename's followers). */
export interface Checked<T extends PgTable> {
  values: T['$inferInsert'];
  after?: (tx: Tx, before: T['$inferSelect'] | null) => Promise<Written<null>['audit']>;
}

/** Paging and search of a list call. */
export interface ListFilter {
  page: number;
  pageSize: number;
  search?: string | undefined;
}

/** A list addressed by its `id` column. */
export function byId<T extends PgTable & { id: AnyPgColumn; version: AnyPgColumn }, Shown>(
  def: Omit<ListTable<T, Shown>, 'key' | 'keyOf' | 'version'>,
): ListTable<T, Shown> {
  return { ...def, key: def.table.id, version: def.table.version, keyOf: (row) => (row as { id: number }).id };
}

/** How many rows of `column`'s table hold each of `keys` (for the counts a list shows). */
export async function countsBy(
  db: Db,
  column: AnyPgColumn,
  keys: readonly (string | number)[],
): Promise<Map<string | number, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: column, n: count() })
    .from(column.table as PgTable)
    .where(inArray(column, [...keys]))
    .groupBy(column);
  return new Map(rows.map((row) => [row.key as string | number, row.n]));
}

/**
 * The calls of one list for its routes: a page; add; change the row `keyOf` names. `check` turns the input into
 * checked columns (key null when adding), refusing what a doctor's screen could not use; it may look in the file
 * storage (an uploaded image must exist).
 */
export function listService<T extends PgTable, Shown, In, Key>(
  spec: ListTable<T, Shown>,
  keyOf: (input: Key) => string | number,
  check: (tx: Tx, input: In, key: string | number | null, storage: FileStorage) => Promise<Checked<T>>,
) {
  return {
    list: (db: Db, filter: ListFilter) => listPage(db, spec, filter),
    create: (db: Db, storage: FileStorage, actor: Actor, input: In, now: number) =>
      writeRow(db, actor, spec, null, (tx) => check(tx, input, null, storage), now),
    update: (
      db: Db,
      storage: FileStorage,
      actor: Actor,
      input: In & Key & { version?: number | undefined },
      now: number,
    ) => {
      const key = keyOf(input);
      return writeRow(db, actor, spec, { key, version: input.version }, (tx) => check(tx, input, key, storage), now);
    },
  };
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of a list, searched (case-insensitive, anywhere) in its searched columns. */
async function listPage<T extends PgTable, Shown>(
  db: Db,
  spec: ListTable<T, Shown>,
  filter: ListFilter,
): Promise<{ rows: Versioned<Shown>[]; total: number }> {
  const words = filter.search?.trim() ?? '';
  const where = words ? or(...spec.searched.map((column) => ilike(column, `%${escapeLike(words)}%`))) : undefined;
  const table = spec.table as PgTable;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...spec.order)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: await shownWithVersions(db, spec, rows as T['$inferSelect'][]), total: total?.n ?? 0 };
}

/** The row of a key inside a write, locked; 404 when there is none. */
async function lockedRow<T extends PgTable, Shown>(tx: Tx, spec: ListTable<T, Shown>, key: string | number) {
  const [row] = await tx
    .select()
    .from(spec.table as PgTable)
    .where(eq(spec.key, key))
    .for('update');
  if (!row) throw new AppError(404, 'NOT_FOUND', spec.notFound, { field: spec.keyField ?? 'id' });
  return row as T['$inferSelect'];
}

/** The row a change addresses, and the version its form loaded (none sent: not checked). */
interface Target {
  key: string | number;
  version: number | undefined;
}

/**
 * Stores a checked row: added (target null) or changed at the version its form loaded, raising the version, with its
 * audit rows, then empties the doctors' caches.
 */
async function writeRow<T extends PgTable, Shown>(
  db: Db,
  actor: Actor,
  spec: ListTable<T, Shown>,
  target: Target | null,
  check: (tx: Tx) => Promise<Checked<T>>,
  now: number,
): Promise<Versioned<Shown>> {
  const write = auditedWrite(
    db,
    actor,
    async (tx) => {
      const before = target === null ? null : await lockedRow(tx, spec, target.key);
      const current = (before as { version: number } | null)?.version ?? 0;
      if (target) await checkVersion(tx, spec.entity, target.key, current, target.version);
      const { values, after } = await check(tx);
      const table = spec.table as PgTable;
      const [row] = (
        target === null
          ? await tx.insert(table).values(values).returning()
          : await tx
              .update(table)
              .set({ ...values, version: nextVersion(spec.version) })
              .where(atVersion(eq(spec.key, target.key), spec.version, current))
              .returning()
      ) as T['$inferSelect'][];
      if (!row && target) throw await staleVersion(tx, spec.entity, target.key);
      if (!row) throw new Error(`${spec.entity} not stored`);
      const changes = changesOf(before, values as object);
      const audit =
        Object.keys(changes).length > 0
          ? [
              {
                action: `${spec.entity}.${before ? 'update' : 'create'}`,
                entity: spec.entity,
                entityId: spec.keyOf(row),
                changes,
              },
            ]
          : [];
      const followers = after ? await after(tx, before) : [];
      const [shown] = await shownWithVersions(tx, spec, [row]);
      if (!shown) throw new Error(`${spec.entity} not shown`);
      return { result: shown, audit: [...audit, ...followers] };
    },
    new Date(now),
  );
  return withCachesInvalidated(db, write);
}
