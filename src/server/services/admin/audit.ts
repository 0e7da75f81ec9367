/**
 * The one way staff write (DESIGN §8): `auditedWrite` runs the change and inserts its audit rows (who, when, what,
 * the changed fields) in the same transaction, so there is never a change without its row nor the reverse. The
 * audit_log table refuses UPDATE and DELETE (trigger of migration 0009).
 */
import { and, count, desc, eq, gte, ilike, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type AuditChange, auditLog } from '../../db/schema.ts';
import { businessDayStart } from '../../../shared/business-time.ts';
import type { Actor } from './actor.ts';

/** One audit row before it is written. */
interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  memberId?: number | null;
  changes: Record<string, AuditChange>;
}

/** What a write hands back: its result and the audit rows describing it. */
export interface Written<T> {
  result: T;
  audit: AuditEntry[];
}

/** A value as an audit row keeps it. */
function auditValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields whose value differs between `before` (null: created) and `after`, with both values. */
export function changesOf(before: object | null, after: object): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  const old = new Map(Object.entries(before ?? {}));
  for (const [field, value] of Object.entries(after)) {
    const from = auditValue(old.get(field));
    const to = auditValue(value);
    if (from !== to) changes[field] = { from, to };
  }
  return changes;
}

/** Writes the audit row of a staff CSV export: what was exported, with which filter, how many rows (issue 38 item 12). */
export async function auditExport(
  db: Db,
  actor: Actor,
  what: string,
  filter: object,
  rows: number,
  now: Date,
): Promise<void> {
  await auditedWrite(
    db,
    actor,
    async () => ({
      result: undefined,
      audit: [{ action: `${what}.export`, entity: what, entityId: rows, changes: changesOf(null, filter) }],
    }),
    now,
  );
}

/** Audit rows per INSERT: 8 columns each, far under PostgreSQL's 65,535 bind parameters per statement. */
const AUDIT_BATCH = 1000;

/** Runs `write` in one transaction with the audit rows it returns; the rows are stored only if it commits. */
export async function auditedWrite<T>(
  db: Db,
  actor: Actor,
  write: (tx: Tx) => Promise<Written<T>>,
  now: Date = new Date(),
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, audit } = await write(tx);
    for (let start = 0; start < audit.length; start += AUDIT_BATCH) {
      await tx.insert(auditLog).values(
        audit.slice(start, start + AUDIT_BATCH).map((entry) => ({
          at: now,
          staffId: actor.staffId,
          staffEmail: actor.email,
          action: entry.action,
          entity: entry.entity,
          entityId: String(entry.entityId),
          memberId: entry.memberId ?? null,
          changes: entry.changes,
        })),
      );
    }
    return result;
  });
}

/** Filters of the audit list. */
export interface AuditFilter {
  page: number;
  pageSize: number;
  staff?: string;
  entity?: string;
  entityId?: string;
  action?: string;
  from?: string;
  to?: string;
}

/** One audit row as the console shows it. */
export interface AuditRow {
  id: number;
  at: string;
  staffId: number | null;
  staffEmail: string;
  action: string;
  entity: string;
  entityId: string;
  changes: Record<string, AuditChange>;
}

/** The calendar day after a YYYY-MM-DD day. */
const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The Record filter as the Record column shows a record ("doctor 7", "Doctor #7", "medical_question MQ-000012"), or
 * its type alone ("Doctor", "adverse event report"): the type matched without case (spaces and dashes as
 * underscores), the id (the last word, when it holds a digit) exactly but without case.
 */
function recordCondition(record: string): SQL | undefined {
  const words = record.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  // The last word is the id when it holds a digit and follows the type ("doctor 7", "medical question MQ-000012").
  const last = words.at(-1) ?? '';
  const id = words.length > 1 && /\d/.test(last) ? last : undefined;
  const type = (id === undefined ? words : words.slice(0, -1)).join('_').replace(/-/g, '_');
  const entity = eq(sql`lower(${auditLog.entity})`, type);
  return id === undefined ? entity : and(entity, eq(sql`lower(${auditLog.entityId})`, id.replace(/^#/, '')));
}

/** The audit list's filters as one condition (undefined: every row). */
export function auditWhere(filter: Omit<AuditFilter, 'page' | 'pageSize'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.staff) conditions.push(ilike(auditLog.staffEmail, `%${escapeLike(filter.staff)}%`));
  const record = filter.entity ? recordCondition(filter.entity) : undefined;
  if (record) conditions.push(record);
  if (filter.entityId) conditions.push(eq(sql`lower(${auditLog.entityId})`, filter.entityId.trim().toLowerCase()));
  if (filter.action) {
    // "create" finds every record's create, "staff" every staff action, "staff.create" that one.
    const action = escapeLike(filter.action);
    const named = or(eq(auditLog.action, filter.action), like(auditLog.action, `%.${action}`));
    conditions.push(or(named, like(auditLog.action, `${action}.%`)) as SQL);
  }
  // Days are the company's (India time), as the console writes the log's times.
  if (filter.from) conditions.push(gte(auditLog.at, businessDayStart(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.at, businessDayStart(nextDay(filter.to))));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The audit list's order: newest first. */
export const AUDIT_ORDER = [desc(auditLog.at), desc(auditLog.id)];

/** A page of the audit log, newest first. */
export async function listAudit(db: Db, filter: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
  const where = auditWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...AUDIT_ORDER)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      staffId: row.staffId,
      staffEmail: row.staffEmail,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      changes: row.changes,
    })),
  };
}

/** One staff sign-in try: the account when known, the e-mail tried and the client address. */
export interface SignInAttempt {
  staffId: number | null;
  email: string;
  address: string;
  succeeded: boolean;
}

/** Writes a staff sign-in or failed sign-in to the audit log (action `sign-in` or `sign-in-failed`). */
export async function auditSignIn(db: Db, attempt: SignInAttempt, now: Date): Promise<void> {
  const email = attempt.email.slice(0, 320);
  await db.insert(auditLog).values({
    at: now,
    staffId: attempt.succeeded ? attempt.staffId : null,
    staffEmail: email,
    action: attempt.succeeded ? 'sign-in' : 'sign-in-failed',
    entity: 'staff_account',
    entityId: email,
    changes: { address: { from: null, to: attempt.address } },
  });
}
