/**
 * Every table that holds rows of a member, found by walking the Drizzle schema for a `member_id` column: the export
 * and the erasure use this walk, so a new table with a member reference is exported and erased without a list.
 */
import { is } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema.ts';

/** A table with its member reference column. */
export interface MemberTable {
  name: string;
  table: PgTable;
  memberId: PgColumn;
}

/**
 * Tables whose rows the law requires us to keep through an erasure (docs/PRIVACY-OPERATIONS.md): the sample ledger
 * (UCPMP 2024), adverse-event reports and medical-information records (pharmacovigilance). Named here even when a
 * table does not exist yet in this build.
 */
export const LEGAL_EXCEPTIONS: readonly string[] = ['sample_ledger', 'adverse_event_reports', 'medical_questions'];

/** Every schema table with a `member_id` column, by table name. */
export function memberTables(): MemberTable[] {
  const found: MemberTable[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const memberId = config.columns.find((column) => column.name === 'member_id');
    if (memberId) found.push({ name: config.name, table: value, memberId });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
