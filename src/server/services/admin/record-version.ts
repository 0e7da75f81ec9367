/**
 * Optimistic concurrency of the console's edit forms (migration 0027): a record carries a `version`, raised by every
 * console edit in the same UPDATE; a save names the version its form loaded, and a save made on an older one is
 * refused (409, field `version`) with who changed the record since and when, read from the audit log. The form keeps
 * its text and offers to reload the record.
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditLog } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Tx } from '../../db/client.ts';
import { consoleTime, recordText } from './record-texts.ts';

/** The record kinds a console form edits: the audit log's entity and the word the sentence uses. */
export type VersionedRecord =
  | 'doctor'
  | 'article'
  | 'product'
  | 'category'
  | 'subcategory'
  | 'therapy'
  | 'focus'
  | 'journal'
  | 'video'
  | 'portal'
  | 'file'
  | 'emailer'
  | 'banner'
  | 'medical_question';

/** The SET value raising a record's version by one in the UPDATE that changes it. */
export const nextVersion = (column: AnyPgColumn): SQL => sql`${column} + 1`;

/** The WHERE of an edit: the row by id and at the version read (under FOR UPDATE) and checked before. */
export const atVersion = (id: SQL, column: AnyPgColumn, version: number): SQL | undefined =>
  and(id, eq(column, version));

/** The 409 of a save made on an older version: who changed the record last, and when, from the audit log. */
export async function staleVersion(tx: Tx, record: VersionedRecord, id: number | string): Promise<AppError> {
  const [last] = await tx
    .select({ at: auditLog.at, by: auditLog.staffEmail })
    .from(auditLog)
    .where(and(eq(auditLog.entity, record), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  const when = last ? { at: consoleTime(last.at), by: last.by } : undefined;
  return new AppError(409, 'CONFLICT', recordText.changedMeanwhile(record, when), { field: 'version' });
}

/** Refuses (409) a save whose version is not the record's current one; no version sent: nothing to check. */
export async function checkVersion(
  tx: Tx,
  record: VersionedRecord,
  id: number | string,
  current: number,
  sent: number | undefined,
): Promise<void> {
  if (sent !== undefined && sent !== current) throw await staleVersion(tx, record, id);
}
