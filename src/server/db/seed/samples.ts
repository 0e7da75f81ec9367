/**
 * Dr. Asha Rao's sample orders and their ledger rows (UCPMP 2024): last year's Amlocard order, and this sample year
 * Telmicor near the cap (10 of 12 packs) and a few Losavita packs. "This year" is the year at seeding time, so a new
 * user sees the allowance and My samples filled whenever the demo is seeded.
 */
import { and, eq } from 'drizzle-orm';
import { SAMPLE_YEAR_RULES } from '../../../shared/constants.ts';
import { m } from '../../../shared/messages/index.ts';
import { sampleYearOf } from '../../lib/sample-year.ts';
import type { Db } from '../client.ts';
import * as t from '../schema.ts';
import type { OrderSeed } from './content.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Asha's registration as the ledger records it (people.ts). */
const REGISTRATION = { registrationNumber: 'KMC-2009-45871', registrationCouncil: 'Karnataka Medical Council' };

/** One demo sample order: product, dose, packs, status and how many days before seeding it was placed. */
const THIS_YEAR = [
  { product: 'Telmicor', dose: '40 mg', qty: 6, status: 'Delivered', daysAgo: 40 },
  { product: 'Telmicor', dose: '80 mg', qty: 4, status: 'Dispatched', daysAgo: 12 },
  { product: 'Losavita', dose: '50 mg', qty: 3, status: 'Requested', daysAgo: 3 },
] as const;

const DAY_MS = 86_400_000;

/** A sample order row of the demo history. */
function sampleOrder(
  product: { id: number; title: string },
  dose: string,
  qty: number,
  status: OrderSeed['status'],
  at: Date,
): OrderSeed {
  return {
    tableName: 'samples',
    category: 'Samples',
    subCategory: product.title,
    message: '',
    language: '',
    date: '',
    time: '',
    addlDescription: m.sampleSummary(product.title, dose, String(qty)),
    details: { product_id: String(product.id), dose, qty: String(qty) },
    status,
    requestedOn: at,
  };
}

/** Inserts this year's demo sample orders and ledger rows for every sample order of Asha (seeded at `now`). */
export async function insertAshaSamples(tx: Tx, ashaId: number, now: number): Promise<void> {
  const year = sampleYearOf(SAMPLE_YEAR_RULES['91'], now);
  const yearStartMs = Date.parse(`${year.start}T06:00:00Z`);
  const products = await tx.select().from(t.products);
  const idOf = new Map(products.map((p) => [p.title, p.id]));
  const fresh = THIS_YEAR.flatMap((o) => {
    const id = idOf.get(o.product);
    const at = new Date(Math.max(yearStartMs, now - o.daysAgo * DAY_MS));
    return id === undefined ? [] : [sampleOrder({ id, title: o.product }, o.dose, o.qty, o.status, at)];
  });
  await tx.insert(t.orders).values(fresh.map((o) => ({ ...o, memberId: ashaId })));
  const orders = await tx
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.memberId, ashaId), eq(t.orders.tableName, 'samples')));
  const rows = orders.flatMap((o) => {
    const productId = idOf.get(o.subCategory);
    if (productId === undefined) return [];
    const qty = Number(o.details.qty ?? '0');
    const yearStart = sampleYearOf(SAMPLE_YEAR_RULES['91'], o.requestedOn.getTime()).start;
    const ledger = { orderId: o.id, memberId: ashaId, productId, productTitle: o.subCategory, qty, yearStart };
    return [{ ...ledger, dose: o.details.dose ?? '', countryCode: '91', orderedAt: o.requestedOn, ...REGISTRATION }];
  });
  if (rows.length > 0) await tx.insert(t.sampleLedger).values(rows);
}
