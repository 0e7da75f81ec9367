/**
 * "Download my data" (DPDP Act §11, issue 27): everything the portal holds about a member as one JSON document.
 * Every table with a member reference (member-tables.ts walks the schema) is a key of `tables`; secrets of the
 * login (hashes of keys and codes) are left out; uploaded files are links to authenticated downloads.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { getTableConfig } from 'drizzle-orm/pg-core';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/privacy.ts';
import type { Db } from '../../db/client.ts';
import { members, orders, staffAccounts } from '../../db/schema.ts';
import { memberTables } from './member-tables.ts';

/** Columns never exported: hashes that let someone check a session key, a code or a request. */
const SECRET_COLUMN = /(^|_)(hash|hmac)$/;

/** One uploaded file of the member and where they download it (with their session key). */
interface ExportedFile {
  kind: 'photo' | 'print';
  name: string;
  /** The API path of the download. */
  download: string;
}

/** The whole export. */
export interface MemberExport {
  generated_at: string;
  notice_version: number;
  member: Record<string, unknown>;
  tables: Record<string, Record<string, unknown>[]>;
  files: ExportedFile[];
}

/** A row with its secret columns left out, keyed by column name as the database names it. */
function plainRow(row: Record<string, unknown>, columns: Map<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const column = columns.get(key) ?? key;
    if (!SECRET_COLUMN.test(column)) out[column] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** The property name → column name of a table. */
function columnNames(table: Parameters<typeof getTableConfig>[0]): Map<string, string> {
  const names = new Map<string, string>();
  for (const [key, column] of Object.entries(table)) {
    if (column && typeof column === 'object' && 'name' in column && 'columnType' in column) {
      names.set(key, String((column as { name: string }).name));
    }
  }
  return names;
}

/** The role of every staff account, by id. */
async function staffRoles(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: staffAccounts.id, role: staffAccounts.role }).from(staffAccounts);
  return new Map(rows.map((row) => [row.id, row.role]));
}

/**
 * A row with its staff e-mail replaced by the staff member's role (issue 38 §6: an address lets anyone lock or phish
 * the account); `system` for command-line writes. The staff id stays, a stable pseudonym.
 */
function withoutStaffEmail(row: Record<string, unknown>, roles: Map<number, string>): Record<string, unknown> {
  if (!('staff_email' in row)) return row;
  const { staff_email: _email, ...rest } = row;
  const role = typeof row.staff_id === 'number' ? roles.get(row.staff_id) : undefined;
  return { ...rest, staff_role: role ?? 'system' };
}

/** Everything held about one member (undefined when there is no such member). */
export async function exportMember(db: Db, memberId: number, now: Date): Promise<MemberExport | undefined> {
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member) return undefined;
  const tables: MemberExport['tables'] = {};
  const roles = await staffRoles(db);
  for (const { name, table, memberId: column } of memberTables()) {
    const rows = (await db.select().from(table).where(eq(column, memberId))) as Record<string, unknown>[];
    const columns = columnNames(table);
    tables[name] = rows.map((row) => withoutStaffEmail(plainRow(row, columns), roles));
  }
  const files: ExportedFile[] = [];
  if (member.photoFile) files.push({ kind: 'photo', name: member.photoFile, download: '/api/photo.php' });
  const printFile = sql<string>`${orders.details}->>'print_file'`;
  const prints = await db
    .select({ id: orders.id, name: printFile })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), isNotNull(printFile)));
  for (const print of prints) {
    files.push({ kind: 'print', name: print.name, download: `/api/MyPrint.php?order=${print.id}` });
  }
  return {
    generated_at: now.toISOString(),
    notice_version: PRIVACY_NOTICE_VERSION,
    member: plainRow(member, columnNames(members)),
    tables,
    files,
  };
}

/** The stored name of a print file of one of the member's own orders, or undefined. */
export async function memberPrintFile(db: Db, memberId: number, orderId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: sql<string | null>`${orders.details}->>'print_file'` })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId)));
  return row?.name ?? undefined;
}
