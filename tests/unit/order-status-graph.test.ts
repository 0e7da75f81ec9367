/**
 * The order status graph (issue 41, item 6): from every status an order can have, on the console's side and the
 * doctors' legacy side, every table kind has a path of moves staff may make to a final state.
 */
import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  ORDER_STATUSES,
  ORDER_TABLES,
  type QueueStatus,
  SETTABLE_STATUSES,
  STATUS_FLOW,
} from '../../src/shared/contract/admin/orders.ts';
import type { OrderStatus } from '../../src/shared/contract/entities.ts';

/** Every status of the doctors' Order History (a missing or extra one fails to compile). */
const DOCTORS_STATUSES: Record<OrderStatus, true> = {
  Requested: true,
  Accepted: true,
  Dispatched: true,
  Scheduled: true,
  Delivered: true,
  Done: true,
  Rejected: true,
  Approved: true,
  Cancelled: true,
};

const isFinal = (status: QueueStatus): boolean => STATUS_FLOW[status].length === 0;

/** The statuses an order of `table` can reach from `start` through moves staff may make. */
function reachable(table: string, start: QueueStatus): Set<QueueStatus> {
  const seen = new Set<QueueStatus>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const from = queue.shift() as QueueStatus;
    for (const to of SETTABLE_STATUSES) {
      if (!seen.has(to) && canMoveOrder(table, from, to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
}

describe('order status graph', () => {
  it('knows every status of the doctors’ side', () => {
    for (const status of Object.keys(DOCTORS_STATUSES)) expect(ORDER_STATUSES).toContain(status);
  });

  it('has a final state, and only settable moves, in the flow', () => {
    expect(ORDER_STATUSES.filter(isFinal).length).toBeGreaterThan(0);
    for (const status of ORDER_STATUSES)
      for (const to of STATUS_FLOW[status]) expect(SETTABLE_STATUSES as readonly string[]).toContain(to);
  });

  it.each(ORDER_TABLES)('every status of a %s order reaches a final state', (table) => {
    const stuck = ORDER_STATUSES.filter((status) => ![...reachable(table, status)].some(isFinal));
    expect(stuck).toEqual([]);
  });

  it('a Dispatched visit closes as Done, a Scheduled delivery as Delivered', () => {
    expect(canMoveOrder('sanitization', 'Dispatched', 'Done')).toBe(true);
    expect(canMoveOrder('sanitization', 'Dispatched', 'Delivered')).toBe(false);
    expect(canMoveOrder('samples', 'Scheduled', 'Delivered')).toBe(true);
    expect(canMoveOrder('samples', 'Scheduled', 'Done')).toBe(false);
    expect(canMoveOrder('samples', 'Delivered', 'Rejected')).toBe(false);
  });
});
