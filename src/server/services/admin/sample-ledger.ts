/**
 * The sample ledger for compliance staff (UCPMP 2024): one row per sample order with the registration as it was
 * when ordered and the order's status now, filtered by doctor, product and sample year, and its CSV export.
 */
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { SampleYearRule } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { sampleYearOf } from '../../lib/sample-year.ts';
import { members, orders, sampleLedger } from '../../db/schema.ts';
import type { Actor } from './actor.ts';
import { auditExport } from './audit.ts';
import { csvTime, toCsv } from './csv.ts';
import { doctorSearch, likeOf, memberColumns } from './doctor-search.ts';

/** One ledger row as the console shows it. */
export interface LedgerRow {
  id: number;
  orderId: number;
  orderedAt: string;
  status: string;
  doctorId: number;
  doctorName: string;
  countryCode: string;
  registrationNumber: string;
  registrationCouncil: string;
  productId: number;
  productTitle: string;
  dose: string;
  qty: number;
  yearStart: string;
}

/** The ledger's filters: doctor (name, mobile or registration number), product title, year the sample year starts. */
export interface LedgerFilter {
  doctor?: string | undefined;
  product?: string | undefined;
  year?: string | undefined;
}

function whereOf(filter: LedgerFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const doctor = doctorSearch(filter.doctor, [memberColumns], [sampleLedger.registrationNumber]);
  if (doctor) conditions.push(doctor);
  const product = filter.product?.trim();
  if (product) conditions.push(ilike(sampleLedger.productTitle, likeOf(product)));
  if (filter.year) conditions.push(ilike(sampleLedger.yearStart, `${filter.year}-%`));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const columns = {
  ledger: sampleLedger,
  status: orders.status,
  salutation: members.salutation,
  firstName: members.firstName,
  lastName: members.lastName,
};

type Joined = { ledger: typeof sampleLedger.$inferSelect; status: string } & Record<
  'salutation' | 'firstName' | 'lastName',
  string
>;

function toRow(r: Joined): LedgerRow {
  const l = r.ledger;
  return {
    id: l.id,
    orderId: l.orderId,
    orderedAt: l.orderedAt.toISOString(),
    status: r.status,
    doctorId: l.memberId,
    doctorName: [r.salutation, r.firstName, r.lastName].filter(Boolean).join(' '),
    countryCode: l.countryCode,
    registrationNumber: l.registrationNumber,
    registrationCouncil: l.registrationCouncil,
    productId: l.productId,
    productTitle: l.productTitle,
    dose: l.dose,
    qty: l.qty,
    yearStart: l.yearStart,
  };
}

const joined = (db: Db) =>
  db
    .select(columns)
    .from(sampleLedger)
    .innerJoin(orders, eq(orders.id, sampleLedger.orderId))
    .innerJoin(members, eq(members.id, sampleLedger.memberId));

/** A page of the ledger, newest first, and how many rows match. */
export async function listLedger(
  db: Db,
  filter: LedgerFilter & { page: number; pageSize: number },
): Promise<{ rows: LedgerRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(sampleLedger.orderedAt), desc(sampleLedger.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(sampleLedger).innerJoin(members, eq(members.id, sampleLedger.memberId)).where(where),
  ]);
  return { rows: rows.map(toRow), total: total?.n ?? 0 };
}

/** At most this many rows in one CSV export. */
const EXPORT_LIMIT = 100_000;

const HEADER = [
  'ledger_id',
  'order_id',
  'ordered_at_ist',
  'order_status',
  'sample_year_start',
  'doctor_id',
  'doctor',
  'country_code',
  'registration_number',
  'registration_council',
  'product_id',
  'product',
  'dose',
  'packs',
];

/** The filtered ledger as CSV, newest first as on the screen, times in India time; the export is audited. */
export async function exportLedgerCsv(db: Db, actor: Actor, filter: LedgerFilter, now: number): Promise<string> {
  const rows = await joined(db)
    .where(whereOf(filter))
    .orderBy(desc(sampleLedger.orderedAt), desc(sampleLedger.id))
    .limit(EXPORT_LIMIT);
  const lines = rows
    .map(toRow)
    .map((r) => [
      r.id,
      r.orderId,
      csvTime(new Date(r.orderedAt)),
      r.status,
      r.yearStart,
      r.doctorId,
      r.doctorName,
      r.countryCode,
      r.registrationNumber,
      r.registrationCouncil,
      r.productId,
      r.productTitle,
      r.dose,
      r.qty,
    ]);
  await auditExport(db, actor, 'ledger', filter, lines.length, new Date(now));
  return toCsv(HEADER, lines);
}

/** How many years back from the running sample year the filter offers even when the ledger has none. */
const RECENT_YEARS = 6;

/**
 * The years the ledger's year filter offers, newest first: the running sample year by each country's configured
 * calendar (SAMPLE_YEAR_START_*), the five before it, and every other year the ledger holds.
 */
export async function ledgerYears(db: Db, rules: Record<string, SampleYearRule>, now: number): Promise<string[]> {
  const running = Math.max(...Object.values(rules).map((rule) => Number(sampleYearOf(rule, now).start.slice(0, 4))));
  const held = await db
    .selectDistinct({ year: sql<string>`substr(${sampleLedger.yearStart}, 1, 4)` })
    .from(sampleLedger);
  const years = new Set([
    ...Array.from({ length: RECENT_YEARS }, (_, i) => running - i),
    ...held.map((r) => Number(r.year)),
  ]);
  return [...years].sort((a, b) => b - a).map(String);
}
