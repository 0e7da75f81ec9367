/** Order rules a schema cannot express: known sub-categories and products, offered doses, dates not in the past. */
import { and, asc, eq } from 'drizzle-orm';
import { businessDayAndTime } from '../../../shared/business-time.ts';
import type { OrderTable } from '../../../shared/contract/entities.ts';
import { m } from '../language.ts';
import { categories, products, subCategories, therapies } from '../../db/schema.ts';
import { publishedProduct } from '../catalogue/products.ts';
import { AppError } from '../../errors.ts';
import type { Tx } from '../../db/client.ts';

/** Dates of orders are judged by the calendar in India. */
const ORDER_TIME_ZONE = 'Asia/Kolkata';

/** A 400 VALIDATION_FAILED naming the field. */
export function invalid(field: string, problem: string): AppError {
  return new AppError(400, 'VALIDATION_FAILED', m.validation(field, problem), { field });
}

/** The sub-category an order names (by title) with its category title, sample link and default order message. */
export interface OrderItem {
  title: string;
  categoryTitle: string;
  sampleLink: string;
  /** The text the order modal sends as `message` unless the doctor writes one (not the doctor's words). */
  message: string;
}

/** Finds the sub-category titled `title` whose table_name is `table`; 400 naming sub_category otherwise. */
export async function findOrderItem(tx: Tx, table: OrderTable, title: string): Promise<OrderItem> {
  const [row] = await tx
    .select({
      title: subCategories.title,
      categoryTitle: categories.title,
      sampleLink: subCategories.sampleLink,
      message: subCategories.message,
    })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(
      and(
        eq(subCategories.tableName, table),
        eq(subCategories.title, title.trim()),
        eq(subCategories.published, true),
        eq(categories.published, true),
      ),
    )
    .orderBy(asc(subCategories.id))
    .limit(1);
  if (!row) throw invalid('sub_category', m.unknownOrderItem);
  return row;
}

/** A product offered as samples, with the doses it comes in (none when it has one strength). */
export interface SampleProduct {
  id: number;
  title: string;
  doses: string[];
}

/**
 * Finds the product titled `title` that doctors may see (published, in a published therapy: what GetProduct lists);
 * 400 naming sub_category otherwise.
 */
export async function findSampleProduct(tx: Tx, title: string): Promise<SampleProduct> {
  const [row] = await tx
    .select({ id: products.id, title: products.title, dose: products.dose })
    .from(products)
    .innerJoin(therapies, eq(products.therapyId, therapies.id))
    .where(and(eq(products.title, title.trim()), eq(products.tableName, 'samples'), publishedProduct))
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw invalid('sub_category', m.unknownProduct);
  return {
    id: row.id,
    title: row.title,
    doses: row.dose
      .split(',')
      .map((d) => d.trim())
      .filter((d) => d !== ''),
  };
}

/** The dose to store: one of the product's doses, or '' for a product without doses; 400 naming dose otherwise. */
export function checkDose(product: SampleProduct, dose: string | undefined): string {
  const chosen = dose?.trim() ?? '';
  if (product.doses.length === 0) {
    if (chosen !== '') throw invalid('dose', m.doseNotAllowed);
    return '';
  }
  if (!product.doses.includes(chosen)) throw invalid('dose', m.doseNotOffered(product.doses.join(', ')));
  return chosen;
}

/** Today's date (YYYY-MM-DD) in India at the instant `now`. */
function todayInIndia(now: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ORDER_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(now));
}

/** How far ahead a visit or webinar may be booked: today in India plus this many days (docs/API.md). */
export const ORDER_DATE_HORIZON_DAYS = 365;

/** The day `days` after a YYYY-MM-DD day. */
const dayAfter = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Checks an HH:MM time asked for on `day` (a date checkOrderDate passed) has not gone by in India: today's times up
 * to now are refused (400 naming the field), any time of a later day is kept.
 */
export function checkOrderTime(field: string, day: string, time: string, now: number): string {
  const clock = businessDayAndTime(now);
  if (time !== '' && day === clock.day && time <= clock.time) throw invalid(field, m.timeInPast);
  return time;
}

/**
 * Checks a YYYY-MM-DD date is a real day, not before today in India and at most ORDER_DATE_HORIZON_DAYS after it;
 * 400 naming the field otherwise.
 */
export function checkOrderDate(field: string, value: string, now: number): string {
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) throw invalid(field, m.dateNotReal);
  const today = todayInIndia(now);
  if (value < today) throw invalid(field, m.dateInPast);
  if (value > dayAfter(today, ORDER_DATE_HORIZON_DAYS)) throw invalid(field, m.dateTooFar(ORDER_DATE_HORIZON_DAYS));
  return value;
}
