/**
 * The dashboard (every staff role, read only): active doctors, logins and orders per day, open orders by age, all
 * counted from the portal's own tables (nothing is sent to a third party). Days are India's calendar days.
 */
import Type from 'typebox';
import { defineStaffCall, obj, okOf } from './define.ts';

/** How many days the per-day series cover (today included). */
export const DASHBOARD_DAYS = 30;

/** The age bands of open orders, in whole days since they were requested. */
export const OPEN_AGE_BANDS = ['0-1', '2-6', '7-13', '14+'] as const;

/**
 * One country's sample year so far: packs ordered (Cancelled and Rejected orders not counted), the doctors who
 * ordered, and the doctor-product pairs that reached the cap of packs per product.
 */
export const samplePacksSchema = obj({
  countryCode: Type.String(),
  yearStart: Type.String(),
  yearEnd: Type.String(),
  cap: Type.Integer(),
  packs: Type.Integer(),
  doctors: Type.Integer(),
  atCap: Type.Integer(),
});

/** The counts of the dashboard. */
export const dashboardCountsSchema = obj({
  /** Doctors with a session used in the last 7 and 30 days. */
  activeDoctors: obj({ days7: Type.Integer(), days30: Type.Integer() }),
  /** Sign-ins (new sessions) per day, oldest first; days without any are listed with 0. */
  loginsPerDay: Type.Array(obj({ day: Type.String(), logins: Type.Integer() })),
  /** Orders placed per day and order table (only the pairs with orders). */
  ordersPerDay: Type.Array(obj({ day: Type.String(), table: Type.String(), orders: Type.Integer() })),
  /** Orders not yet delivered, done or rejected, by age band. */
  openByAge: Type.Array(obj({ band: Type.String(), orders: Type.Integer() })),
  /** Sample packs of each country's current sample year against its cap (from the sample ledger). */
  samplePacks: Type.Array(samplePacksSchema),
  /** Categories, sub-categories, therapies and focuses still missing their Hindi or Nepali text. */
  untranslated: Type.Integer(),
});

/** GET /admin/dashboard: the counts of the dashboard. */
export const dashboard = defineStaffCall({
  method: 'GET',
  path: '/admin/dashboard',
  access: 'staff',
  summary: 'Active doctors, logins and orders per day, open orders by age (from the portal database only)',
  answer: okOf(dashboardCountsSchema),
});
