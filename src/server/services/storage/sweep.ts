/**
 * Orphaned uploads: a print or profile photo is written before the row that names it is committed, so a crash (or
 * a failed transaction) between the two leaves a file no row references. Those are found by listing the upload
 * folders and comparing each name with the rows (orders.details.print_file, members.photo_file); files younger than
 * a grace period are left alone, since their row may still be on its way.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, orders } from '../../db/schema.ts';
import type { ManagedStorage, StorageFolder, StoredEntry } from './types.ts';

/** The folders whose files rows reference by name (journals and files are the company's content: never swept). */
const SWEPT_FOLDERS = ['prints', 'profiles'] as const satisfies readonly StorageFolder[];

/** A file no row references. */
export interface Orphan extends StoredEntry {
  folder: (typeof SWEPT_FOLDERS)[number];
}

/** The names the rows reference in one swept folder. */
async function referencedNames(db: Db, folder: Orphan['folder']): Promise<Set<string>> {
  if (folder === 'profiles') {
    const rows = await db.select({ name: members.photoFile }).from(members).where(isNotNull(members.photoFile));
    return new Set(rows.map((row) => row.name ?? ''));
  }
  const printFile = sql<string | null>`${orders.details}->>'print_file'`;
  const rows = await db
    .select({ name: printFile })
    .from(orders)
    .where(and(eq(orders.tableName, 'prints'), isNotNull(printFile)));
  return new Set(rows.map((row) => row.name ?? ''));
}

/**
 * The files of the upload folders that no row references: `orphans`, last written before `olderThan`, and how many
 * younger ones were `spared` (their row may still be on its way; a later sweep judges them again).
 */
export async function findUnreferenced(
  db: Db,
  storage: ManagedStorage,
  olderThan: Date,
): Promise<{ orphans: Orphan[]; spared: number }> {
  const orphans: Orphan[] = [];
  let spared = 0;
  for (const folder of SWEPT_FOLDERS) {
    // Listed before the rows are read: a file written after the listing is not judged at all.
    const entries: StoredEntry[] = [];
    for await (const entry of storage.list(folder)) entries.push(entry);
    const referenced = await referencedNames(db, folder);
    for (const entry of entries) {
      if (referenced.has(entry.name)) continue;
      if (entry.modified < olderThan) orphans.push({ ...entry, folder });
      else spared += 1;
    }
  }
  return { orphans, spared };
}

/** Every file of the upload folders that no row references and that was last written before `olderThan`. */
export async function findOrphans(db: Db, storage: ManagedStorage, olderThan: Date): Promise<Orphan[]> {
  return (await findUnreferenced(db, storage, olderThan)).orphans;
}

/** Removes the given orphans (idempotent); answers how many were removed. */
export async function removeOrphans(storage: ManagedStorage, orphans: readonly Orphan[]): Promise<number> {
  for (const orphan of orphans) await storage.remove(orphan.folder, orphan.name);
  return orphans.length;
}
