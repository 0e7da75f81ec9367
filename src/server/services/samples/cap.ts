/**
 * The yearly sample cap (UCPMP 2024): at most N packs of a product per doctor per sample year, counted by product id
 * over all its doses, orders Cancelled or Rejected excluded. Orders of one member and product are serialised by a
 * transaction-scoped advisory lock, so concurrent orders never pass the cap together.
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { SampleYearRule } from '../../../shared/constants.ts';
import { m } from '../language.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orders, sampleLedger } from '../../db/schema.ts';
import { invalid } from '../orders/rules.ts';
import { shownProductTitles } from '../orders/shown-titles.ts';
import type { SampleHolder } from './eligibility.ts';
import { sampleYearOf } from '../../lib/sample-year.ts';
import { dayText } from './day-text.ts';

/** Order statuses whose packs do not count against the cap. */
export const NOT_COUNTED = ['Cancelled', 'Rejected'];

/** Serialises, until the transaction ends, every cap check of one member and product. */
export async function lockMemberProduct(tx: Tx, memberId: number, productId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${memberId}::int4, ${productId}::int4)`);
}

/** The packs of one product a member has ordered in the sample year starting `yearStart` (orders not counted left out). */
export async function packsOrdered(db: Db | Tx, memberId: number, productId: number, yearStart: string) {
  const [row] = await db
    .select({ packs: sql<string>`coalesce(sum(${sampleLedger.qty}), 0)` })
    .from(sampleLedger)
    .innerJoin(orders, eq(orders.id, sampleLedger.orderId))
    .where(
      and(
        eq(sampleLedger.memberId, memberId),
        eq(sampleLedger.productId, productId),
        eq(sampleLedger.yearStart, yearStart),
        notInArray(orders.status, NOT_COUNTED),
      ),
    );
  return Number(row?.packs ?? 0);
}

/** A sample order that passed the cap, ready to be written to the ledger once its order row exists. */
export interface SampleReservation {
  memberId: number;
  holder: SampleHolder;
  product: { id: number; title: string };
  dose: string;
  qty: number;
  yearStart: string;
}

/** What reserveSamples needs: who, which product and dose, how many packs, the country's rule and the clock. */
export interface SampleRequest {
  memberId: number;
  holder: SampleHolder;
  product: { id: number; title: string };
  dose: string;
  qty: number;
  rule: SampleYearRule;
  now: number;
}

/** Locks (member, product) for the transaction and checks the cap; 400 naming qty and the remainder when over. */
export async function reserveSamples(tx: Tx, request: SampleRequest): Promise<SampleReservation> {
  const { memberId, product, qty, rule } = request;
  await lockMemberProduct(tx, memberId, product.id);
  const year = sampleYearOf(rule, request.now);
  const remaining = Math.max(0, rule.packsPerProduct - (await packsOrdered(tx, memberId, product.id, year.start)));
  if (qty > remaining) {
    // Named as the doctor's product card names it, with the day as the request's language writes it.
    const shown = (await shownProductTitles(tx, [product.title])).get(product.title) ?? product.title;
    throw invalid('qty', m.sampleCapExceeded(qty, shown, remaining, dayText(year.end), rule.packsPerProduct));
  }
  return { memberId, holder: request.holder, product, dose: request.dose, qty, yearStart: year.start };
}

/** Writes the ledger row of a stored sample order (same transaction as the order and its cap check). */
export async function recordSampleOrder(tx: Tx, orderId: number, reservation: SampleReservation, at: Date) {
  const { holder, product } = reservation;
  await tx.insert(sampleLedger).values({
    orderId,
    memberId: reservation.memberId,
    productId: product.id,
    productTitle: product.title,
    dose: reservation.dose,
    qty: reservation.qty,
    countryCode: holder.countryCode,
    yearStart: reservation.yearStart,
    registrationNumber: holder.registrationNumber,
    registrationCouncil: holder.registrationCouncil,
    orderedAt: at,
  });
}
