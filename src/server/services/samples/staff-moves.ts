/**
 * The sample rules (UCPMP 2024) on staff moves in the orders queue: samples go on their way only to a doctor whose
 * registration is Verified (when SAMPLES_REQUIRE_VERIFIED), and a Rejected or Cancelled sample order that is
 * reopened counts against the yearly cap again, so reopening it is refused when that would pass the cap.
 */
import { eq, inArray } from 'drizzle-orm';
import type { QueueStatus } from '../../../shared/contract/admin/orders.ts';
import type { SampleConfig } from '../../config.ts';
import { members, sampleLedger } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { staffText } from '../admin/texts.ts';
import type { Tx } from '../../db/client.ts';
import { lockMemberProduct, NOT_COUNTED, packsOrdered } from './cap.ts';

/** The moves that send samples on their way (closing a dispatched order as Delivered is not one). */
const FORWARD: readonly QueueStatus[] = ['Accepted', 'Approved', 'Dispatched', 'Scheduled'];

/** 409 when one of `orderIds` is a sample order moving forward while its doctor's registration is not Verified. */
export async function checkSamplesGoToVerified(
  tx: Tx,
  orderIds: readonly number[],
  to: QueueStatus,
  config: SampleConfig,
): Promise<void> {
  if (!config.requireVerified || !FORWARD.includes(to) || orderIds.length === 0) return;
  const held = await tx
    .select({ orderId: sampleLedger.orderId, status: members.verificationStatus })
    .from(sampleLedger)
    .innerJoin(members, eq(members.id, sampleLedger.memberId))
    .where(inArray(sampleLedger.orderId, [...orderIds]));
  const unverified = held.find((row) => row.status !== 'Verified');
  if (unverified)
    throw new AppError(409, 'CONFLICT', staffText.samplesNeedVerified(unverified.orderId, unverified.status, to), {
      field: 'ids',
    });
}

/** 409 when reopening sample order `order` (Rejected or Cancelled) to `to` would put its doctor over the year's cap. */
export async function checkReopenWithinCap(
  tx: Tx,
  order: { id: number; status: string },
  to: QueueStatus,
  config: SampleConfig,
): Promise<void> {
  if (!NOT_COUNTED.includes(order.status) || NOT_COUNTED.includes(to)) return;
  const [entry] = await tx.select().from(sampleLedger).where(eq(sampleLedger.orderId, order.id));
  if (!entry) return;
  await lockMemberProduct(tx, entry.memberId, entry.productId);
  const cap = config.years[entry.countryCode === '977' ? '977' : '91'].packsPerProduct;
  const since = await packsOrdered(tx, entry.memberId, entry.productId, entry.yearStart);
  if (since + entry.qty > cap)
    throw new AppError(409, 'CONFLICT', staffText.reopenOverCap(order.id, entry.qty, entry.productTitle, since, cap), {
      field: 'status',
    });
}
