/** Human-readable numbers of medical questions and side-effect reports: MQ-2026-000123, AE-2026-000045. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** The prefix of each kind of record. */
export type SafetyPrefix = 'MQ' | 'AE';

/** The number of a record: prefix, the year it arrived (UTC) and its row id, six digits at least. */
export function safetyNumber(prefix: SafetyPrefix, id: number, at: Date): string {
  return `${prefix}-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

/** Takes the next row id of a table's serial column, so the number can be written with the row in one insert. */
export async function nextRowId(tx: Tx, table: 'medical_questions' | 'adverse_event_reports'): Promise<number> {
  const answer = (await tx.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id`)) as unknown as {
    rows: { id: number | string }[];
  };
  const first = answer.rows[0];
  if (!first) throw new Error(`no next id for ${table}`);
  return Number(first.id);
}
