/** OrderHistory.php: the member's own orders, newest first. */
import type { FastifyInstance } from 'fastify';
import { member } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { orderHistoryOf } from '../../services/orders/store.ts';
import { defineRoute } from '../define-route.ts';

/** Registers OrderHistory.php. */
export async function orderHistoryRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, member.orderHistory, async ({ request }) =>
    ok(await orderHistoryOf(app.deps.database.db, sessionOf(request).memberId)),
  );
}
