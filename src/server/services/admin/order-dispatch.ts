/**
 * A parcel's courier and tracking number (staff enter them at dispatch, or later): checked and trimmed by dispatch-details.ts, set with
 * the move to Dispatched (order-queue.ts) or corrected on a Dispatched or Delivered parcel order, audited
 * `order.dispatch` with what changed.
 */
import { eq } from 'drizzle-orm';
import { hasDispatchDetails, isParcelTable, type QueueStatus } from '../../../shared/contract/admin/orders.ts';
import type { Db } from '../../db/client.ts';
import { members, orders } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from './actor.ts';
import { auditedWrite, changesOf } from './audit.ts';
import { dispatchDetailsOf } from './dispatch-details.ts';
import { type QueueOrder, row, toQueueOrder } from './order-queue.ts';
import { staffText } from './texts.ts';

/**
 * Sets (or corrects) the courier and tracking number of one Dispatched or Delivered parcel order, both replaced ('' clears
 * one); 404 for an unknown order, 409 for a visit or webinar or an order not dispatched yet; audited `order.dispatch`.
 */
export async function setDispatchDetails(
  db: Db,
  actor: Actor,
  input: { id: number; courier: string; trackingNumber: string },
  now: number,
): Promise<QueueOrder> {
  const details = dispatchDetailsOf(input);
  return auditedWrite(
    db,
    actor,
    async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, input.id)).for('update');
      if (!order) throw new AppError(404, 'NOT_FOUND', staffText.orderNotFound(input.id), { field: 'id' });
      if (!isParcelTable(order.tableName))
        throw new AppError(409, 'CONFLICT', staffText.notAParcel(input.id), { field: 'id' });
      if (!hasDispatchDetails(order.tableName, order.status as QueueStatus))
        throw new AppError(409, 'CONFLICT', staffText.noDispatchYet(input.id, order.status), { field: 'id' });
      await tx.update(orders).set(details).where(eq(orders.id, input.id));
      const [shown] = await tx
        .select(row)
        .from(orders)
        .innerJoin(members, eq(members.id, orders.memberId))
        .where(eq(orders.id, input.id));
      if (!shown) throw new Error('order not shown');
      const changes = changesOf({ courier: order.courier, trackingNumber: order.trackingNumber }, details);
      const audit =
        Object.keys(changes).length === 0
          ? []
          : [{ action: 'order.dispatch', entity: 'order', entityId: input.id, memberId: order.memberId, changes }];
      return { result: toQueueOrder(shown), audit };
    },
    new Date(now),
  );
}
