/**
 * Tells doctors on their subscribed browsers that staff moved their orders (Accepted, Dispatched, Scheduled,
 * Delivered, Done, Rejected). Sent after the change is stored; a push that fails is logged and never undoes the
 * change. Off when no FCM service account is configured. Each push is in its doctor's stored language and opens
 * Order History in that language (docs/LANGUAGES.md).
 */
import { countPushes } from '../metrics/counters.ts';
import type { FastifyBaseLogger } from 'fastify';
import { isLanguage, type Language } from '../../../shared/messages/languages.ts';
import { languagePrefix, routeById } from '../../../shared/routes.ts';
import type { Db } from '../../db/client.ts';
import type { StatusChange } from '../admin/order-queue.ts';
import { orderHistory as enHistory } from '../../../shared/messages/en/order-history.ts';
import { orderHistory as hiHistory } from '../../../shared/messages/hi/order-history.ts';
import { orderHistory as neHistory } from '../../../shared/messages/ne/order-history.ts';
import { messagesIn } from '../language.ts';
import { loadMember } from '../profile.ts';
import { memberTokens, type PushTarget, readServiceAccount, sendPush } from './fcm.ts';

/** Order History's texts of each language: a dispatch push names the courier and tracking number as the page does. */
const HISTORY = { en: enHistory, hi: hiHistory, ne: neHistory } as const;

/** " Courier: X · Tracking: Y" of a dispatch that stored either, in `language`; '' otherwise. */
function dispatchLine(change: StatusChange, language: Language): string {
  const history = HISTORY[language];
  const { courier = '', trackingNumber = '' } = change.dispatch ?? {};
  const parts = [courier && history.courier(courier), trackingNumber && history.tracking(trackingNumber)];
  const line = parts.filter(Boolean).join(' · ');
  return line ? ` ${line}` : '';
}

/** The push of one status change, in the doctor's language, opening Order History in that language. */
function noteOf(change: StatusChange, language: Language): { title: string; body: string; link: string } {
  const m = messagesIn(language);
  const text = m.orderStatusPush[change.status as keyof typeof m.orderStatusPush];
  return {
    title: m.orderStatusPushTitle(change.orderId),
    body: (text ? text(change.subCategory) : change.status) + dispatchLine(change, language),
    link: `${languagePrefix(language)}${routeById('services').pattern}`,
  };
}

/** The language a doctor chose (stored on their row), English when they have not chosen one. */
async function memberLanguage(db: Db, memberId: number): Promise<Language> {
  const { language } = await loadMember(db, memberId);
  return isLanguage(language) ? language : 'en';
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
    if (tokens.length === 0) continue;
    const note = noteOf(change, await memberLanguage(db, change.memberId));
    const result = await sendPush(db, account, tokens, note, target);
    countPushes(result);
    sent += result.sent;
    if (result.failed > 0) log.warn({ orderId: change.orderId, failed: result.failed }, 'order status push failed');
  }
  return sent;
}
