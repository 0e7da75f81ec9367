/**
 * Reopening an order whose status was set by mistake (issue 41): one step back along the status flow (the target
 * must be a status of the order's flow the current one can be reached from, and the status the order had before it
 * reached the current one when the audit trail knows it — each reopen one step further back along the order's real
 * history), with a required reason, audited `order.reopen` with the reason. A parcel taken back before Dispatched
 * (Dispatched → Accepted: it did not go) loses its courier and tracking number, the audit row naming what was
 * cleared; Delivered → Dispatched keeps them.
 */
import { eq } from 'drizzle-orm';
import {
  canMoveOrder,
  hasDispatchDetails,
  type QueueStatus,
  statusFitsTable,
} from '../../../shared/contract/admin/orders.ts';
import type { Db } from '../../db/client.ts';
import { members, orders } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SampleConfig } from '../../config.ts';
import { checkReopenWithinCap } from '../samples/staff-moves.ts';
import type { Actor } from './actor.ts';
import { auditedWrite } from './audit.ts';
import {
  previousStatusOf,
  type QueueOrder,
  row,
  type StatusChange,
  statusHistory,
  toQueueOrder,
} from './order-queue.ts';
import { staffText } from './texts.ts';

/** Moves one order one step back to `status`, with a reason; 404, 409 (not one step back, or over the sample cap), 400 (no reason). */
export async function reopenOrder(
  db: Db,
  actor: Actor,
  input: { id: number; status: QueueStatus; reason: string },
  samples: SampleConfig,
  now: number,
): Promise<{ order: QueueOrder; change: StatusChange }> {
  const reason = input.reason.trim();
  if (reason === '') throw new AppError(400, 'VALIDATION_FAILED', staffText.reopenReasonRequired, { field: 'reason' });
  return auditedWrite(
    db,
    actor,
    async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, input.id)).for('update');
      if (!order) throw new AppError(404, 'NOT_FOUND', staffText.orderNotFound(input.id), { field: 'id' });
      const current = order.status as QueueStatus;
      if (!canMoveOrder(order.tableName, input.status, current) || !statusFitsTable(order.tableName, input.status))
        throw new AppError(409, 'CONFLICT', staffText.cannotReopen(input.id, current, input.status), {
          field: 'status',
        });
      const [trail] = await tx.select({ history: statusHistory }).from(orders).where(eq(orders.id, input.id));
      const history = trail?.history ?? [];
      const previous = previousStatusOf(current, history);
      if (previous !== null && previous !== input.status)
        throw new AppError(409, 'CONFLICT', staffText.reopenOnlyTo(input.id, previous), { field: 'status' });
      await checkReopenWithinCap(tx, order, input.status, samples);
      const clearsDispatch = !hasDispatchDetails(order.tableName, input.status);
      const cleared = {
        ...(clearsDispatch && order.courier ? { courier: { from: order.courier, to: null } } : {}),
        ...(clearsDispatch && order.trackingNumber ? { trackingNumber: { from: order.trackingNumber, to: null } } : {}),
      };
      await tx
        .update(orders)
        .set({
          status: input.status,
          statusOn: new Date(now),
          statusReason: '',
          ...(clearsDispatch ? { courier: '', trackingNumber: '' } : {}),
        })
        .where(eq(orders.id, input.id));
      const [shown] = await tx
        .select(row)
        .from(orders)
        .innerJoin(members, eq(members.id, orders.memberId))
        .where(eq(orders.id, input.id));
      if (!shown) throw new Error('order not shown');
      // The answer's previous status counts this reopen, whose audit row is written with the transaction's end.
      const reopened = {
        ...toQueueOrder(shown),
        previousStatus: previousStatusOf(input.status, [
          ...history,
          { action: 'order.reopen', from: current, to: input.status },
        ]),
      };
      const changes = {
        status: { from: current, to: input.status },
        reason: { from: null, to: reason },
        ...(order.statusReason ? { rejectionReason: { from: order.statusReason, to: null } } : {}),
        ...cleared,
      };
      return {
        result: {
          order: reopened,
          change: {
            memberId: reopened.doctor.id,
            orderId: reopened.id,
            subCategory: reopened.subCategory,
            status: input.status,
          },
        },
        audit: [{ action: 'order.reopen', entity: 'order', entityId: input.id, memberId: reopened.doctor.id, changes }],
      };
    },
    new Date(now),
  );
}
