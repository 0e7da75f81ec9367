/**
 * The console dashboard's counts, read from the portal's own tables: sessions (active doctors, sign-ins) and orders
 * (per day and table, open ones by age), the sample ledger (packs of this sample year against the caps). Days are India's calendar days (the company works on India time).
 */
import { and, count, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { SampleYearRule } from '../../../shared/constants.ts';
import { DASHBOARD_DAYS, OPEN_AGE_BANDS, type samplePacksSchema } from '../../../shared/contract/admin/dashboard.ts';
import type { SampleConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orders, sampleLedger, sessions } from '../../db/schema.ts';
import { NOT_COUNTED } from '../samples/cap.ts';
import { sampleYearOf } from '../../lib/sample-year.ts';
import { untranslatedCount } from './untranslated.ts';

const DAY_MS = 86_400_000;

/** The statuses of an order still being worked on. */
const OPEN_STATUSES = ['Requested', 'Approved', 'Accepted', 'Dispatched', 'Scheduled'];

/** The India calendar day of an instant column, as YYYY-MM-DD. */
const indiaDay = (column: typeof sessions.createdAt | typeof orders.requestedOn) =>
  sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** The India calendar day of an instant. */
const indiaDayOf = (ms: number): string => new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** One country's sample year against its cap. */
type SamplePacks = Static<typeof samplePacksSchema>;

/** The counts of the dashboard. */
export interface DashboardCounts {
  activeDoctors: { days7: number; days30: number };
  loginsPerDay: { day: string; logins: number }[];
  ordersPerDay: { day: string; table: string; orders: number }[];
  openByAge: { band: string; orders: number }[];
  samplePacks: SamplePacks[];
  /** Published records a doctor reads still missing a Hindi or Nepali text. */
  untranslated: number;
}

/** Doctors with a session used since 7 and since 30 days ago. */
async function activeDoctors(db: Db, now: number): Promise<DashboardCounts['activeDoctors']> {
  const [row] = await db
    .select({
      days7: sql<number>`count(distinct ${sessions.memberId}) filter (where ${sessions.lastSeenAt} >= ${new Date(now - 7 * DAY_MS)})`,
      days30: sql<number>`count(distinct ${sessions.memberId})`,
    })
    .from(sessions)
    .where(gte(sessions.lastSeenAt, new Date(now - 30 * DAY_MS)));
  return { days7: Number(row?.days7 ?? 0), days30: Number(row?.days30 ?? 0) };
}

/** The first instant of the series: midnight in India, DASHBOARD_DAYS - 1 days before today. */
function seriesStart(now: number): { since: Date; days: string[] } {
  const days: string[] = [];
  for (let i = DASHBOARD_DAYS - 1; i >= 0; i -= 1) days.push(indiaDayOf(now - i * DAY_MS));
  const since = new Date(Date.parse(`${days[0]}T00:00:00+05:30`));
  return { since, days };
}

/** Sign-ins per day of the series, every day listed. */
async function loginsPerDay(db: Db, now: number): Promise<DashboardCounts['loginsPerDay']> {
  const { since, days } = seriesStart(now);
  const day = indiaDay(sessions.createdAt);
  const rows = await db.select({ day, n: count() }).from(sessions).where(gte(sessions.createdAt, since)).groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row.n]));
  return days.map((d) => ({ day: d, logins: byDay.get(d) ?? 0 }));
}

/** Orders per day of the series and table, oldest day first. */
async function ordersPerDay(db: Db, now: number): Promise<DashboardCounts['ordersPerDay']> {
  const { since } = seriesStart(now);
  const day = indiaDay(orders.requestedOn);
  const rows = await db
    .select({ day, table: orders.tableName, n: count() })
    .from(orders)
    .where(gte(orders.requestedOn, since))
    .groupBy(day, orders.tableName)
    .orderBy(day, orders.tableName);
  return rows.map((row) => ({ day: row.day, table: row.table, orders: row.n }));
}

/** Open orders by whole days since they were requested. */
async function openByAge(db: Db, now: number): Promise<DashboardCounts['openByAge']> {
  const olderThan = (days: number) => new Date(now - days * DAY_MS);
  const [row] = await db
    .select({
      d2: sql<number>`count(*) filter (where ${orders.requestedOn} <= ${olderThan(2)})`,
      d7: sql<number>`count(*) filter (where ${orders.requestedOn} <= ${olderThan(7)})`,
      d14: sql<number>`count(*) filter (where ${orders.requestedOn} <= ${olderThan(14)})`,
      all: count(),
    })
    .from(orders)
    .where(and(inArray(orders.status, OPEN_STATUSES)));
  const [all, d2, d7, d14] = [row?.all ?? 0, Number(row?.d2 ?? 0), Number(row?.d7 ?? 0), Number(row?.d14 ?? 0)];
  const counts = [all - d2, d2 - d7, d7 - d14, d14];
  return OPEN_AGE_BANDS.map((band, i) => ({ band, orders: counts[i] ?? 0 }));
}

/** One country's current sample year against its cap, from the ledger (counted as the cap check counts). */
async function samplePacksOf(db: Db, countryCode: string, rule: SampleYearRule, now: number): Promise<SamplePacks> {
  const year = sampleYearOf(rule, now);
  const rows = await db
    .select({ memberId: sampleLedger.memberId, packs: sql<string>`sum(${sampleLedger.qty})` })
    .from(sampleLedger)
    .innerJoin(orders, eq(orders.id, sampleLedger.orderId))
    .where(
      and(
        eq(sampleLedger.countryCode, countryCode),
        eq(sampleLedger.yearStart, year.start),
        notInArray(orders.status, NOT_COUNTED),
      ),
    )
    .groupBy(sampleLedger.memberId, sampleLedger.productId);
  const packs = rows.map((row) => Number(row.packs));
  return {
    countryCode,
    yearStart: year.start,
    yearEnd: year.end,
    cap: rule.packsPerProduct,
    packs: packs.reduce((sum, n) => sum + n, 0),
    doctors: new Set(rows.map((row) => row.memberId)).size,
    atCap: packs.filter((n) => n >= rule.packsPerProduct).length,
  };
}

/** Sample packs of each country's current sample year against its cap, countries in code order. */
function samplePacksAgainstCaps(db: Db, years: SampleConfig['years'], now: number): Promise<SamplePacks[]> {
  const countries = Object.entries(years).sort(([a], [b]) => a.localeCompare(b));
  return Promise.all(countries.map(([code, rule]) => samplePacksOf(db, code, rule, now)));
}

/** Every count of the dashboard, as of `now`, the sample caps by the configured sample years. */
export async function dashboardCounts(db: Db, years: SampleConfig['years'], now: number): Promise<DashboardCounts> {
  const [active, logins, placed, open, samplePacks, untranslated] = await Promise.all([
    activeDoctors(db, now),
    loginsPerDay(db, now),
    ordersPerDay(db, now),
    openByAge(db, now),
    samplePacksAgainstCaps(db, years, now),
    untranslatedCount(db),
  ]);
  return {
    activeDoctors: active,
    loginsPerDay: logins,
    ordersPerDay: placed,
    openByAge: open,
    samplePacks,
    untranslated,
  };
}
