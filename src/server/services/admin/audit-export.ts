/** The audit log as CSV (issue 41): the audit list's filters, newest first, through the one CSV writer; audited. */
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { Actor } from './actor.ts';
import { AUDIT_ORDER, type AuditFilter, auditExport, auditWhere } from './audit.ts';
import { csvTime, toCsv } from './csv.ts';

/** At most this many rows in one CSV export. */
const EXPORT_LIMIT = 50_000;

const HEADER = ['id', 'at_ist', 'staff_id', 'staff_email', 'action', 'entity', 'entity_id', 'changes'];

/** The audit rows matching the list's filters, newest first, as CSV (India time); the changed fields as one JSON cell. */
export async function exportAuditCsv(
  db: Db,
  actor: Actor,
  filter: Omit<AuditFilter, 'page' | 'pageSize'>,
  now: number,
): Promise<string> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(auditWhere(filter))
    .orderBy(...AUDIT_ORDER)
    .limit(EXPORT_LIMIT);
  const lines = rows.map((row) => [
    row.id,
    csvTime(row.at),
    row.staffId ?? '',
    row.staffEmail,
    row.action,
    row.entity,
    row.entityId,
    JSON.stringify(row.changes),
  ]);
  // Written after the read, so the export's own row is in the next export, not this one.
  await auditExport(db, actor, 'audit', filter, lines.length, new Date(now));
  return toCsv(HEADER, lines);
}
