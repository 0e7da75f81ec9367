/**
 * Tells doctors on their subscribed browsers that staff moved their orders (Accepted, Dispatched, Scheduled,
 * Delivered, Done, Rejected). Sent after the change is stored; a push that fails is logged and never undoes the
 * change. Off when no FCM service account is configured.
 */
import type { FastifyBaseLogger } from 'fastify';
import { m } from '../../../shared/messages/index.ts';
import type { Db } from '../../db/client.ts';
import type { StatusChange } from '../admin/order-queue.ts';
import { memberTokens, type PushTarget, readServiceAccount, sendPush } from './fcm.ts';

/** Where Order History opens from a push. */
const ORDER_HISTORY_LINK = '/services';

/** The push of one status change (English until the member's language is stored: issue 23). */
function noteOf(change: StatusChange): { title: string; body: string; link: string } {
  const text = m.orderStatusPush[change.status as keyof typeof m.orderStatusPush];
  return {
    title: m.orderStatusPushTitle(change.orderId),
    body: text ? text(change.subCategory) : change.status,
    link: ORDER_HISTORY_LINK,
  };
}

/** Sends one push per change to each browser its doctor subscribed; answers how many were sent. */
export async function pushOrderStatus(
  db: Db,
  fcm: { serviceAccountFile: string | undefined; apiBase: string },
  siteUrl: string,
  changes: readonly StatusChange[],
  log: FastifyBaseLogger,
): Promise<number> {
  if (!fcm.serviceAccountFile || changes.length === 0) return 0;
  const account = readServiceAccount(fcm.serviceAccountFile);
  const target: PushTarget = { apiBase: fcm.apiBase, siteUrl };
  let sent = 0;
  for (const change of changes) {
    const tokens = await memberTokens(db, change.memberId);
    const result = await sendPush(db, account, tokens, noteOf(change), target);
    sent += result.sent;
    if (result.failed > 0) log.warn({ orderId: change.orderId, failed: result.failed }, 'order status push failed');
  }
  return sent;
}
