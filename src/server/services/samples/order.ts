/** A sample order under UCPMP 2024: gate on the registration, check the product, reserve against the yearly cap. */
import type { SampleConfig } from '../../config.ts';
import { PREPARERS, type OrderFields, type PreparedOrder } from '../orders/drafts.ts';
import type { Tx } from '../../db/client.ts';
import { recordSampleOrder, reserveSamples, type SampleReservation } from './cap.ts';
import { sampleHolder } from './eligibility.ts';

/** A prepared sample order and what to write once its order row is stored. */
export interface PreparedSampleOrder {
  prepared: PreparedOrder;
  /** Writes the ledger row for the stored order `orderId` (same transaction). */
  record: (tx: Tx, orderId: number, at: Date) => Promise<void>;
}

/** Prepares a sample order in `tx`: 403 unless the member may order, 400 for a bad product or dose or over the cap. */
export async function prepareSampleOrder(
  tx: Tx,
  memberId: number,
  fields: OrderFields,
  config: SampleConfig,
  now: number,
): Promise<PreparedSampleOrder> {
  const holder = await sampleHolder(tx, memberId, config.requireVerified);
  const prepared = await PREPARERS.samples(tx, fields, now);
  const { details, subCategory } = prepared.draft;
  const reservation: SampleReservation = await reserveSamples(tx, {
    memberId,
    holder,
    product: { id: Number(details.product_id), title: subCategory },
    dose: details.dose ?? '',
    qty: Number(details.qty),
    rule: config.years[holder.countryCode],
    now,
  });
  return { prepared, record: (inner, orderId, at) => recordSampleOrder(inner, orderId, reservation, at) };
}
