/**
 * Pushes staff send to a topic from the console (issue 25): the topic must be Common or a focus; each subscribed
 * browser gets the text (and a portal link's language prefix) of its doctor's stored language through the FCM code of services/push/fcm.ts; the history row and
 * its audit row are written together once FCM has answered, with how many browsers it reached.
 */
import { countPushes } from '../metrics/counters.ts';
import { count, desc, eq, sql } from 'drizzle-orm';
import { COMMON_TOPIC, PUSH_LANGUAGES } from '../../../shared/contract/admin/push.ts';
import type { Db } from '../../db/client.ts';
import { isLanguage } from '../../../shared/messages/languages.ts';
import { languagePrefix } from '../../../shared/routes.ts';
import { focuses, members, type PushTexts, pushSends, pushSubscriptions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type PushTarget, readServiceAccount, sendPush } from '../push/fcm.ts';
import type { Actor } from './actor.ts';
import { auditedWrite, changesOf } from './audit.ts';
import { contentText } from './content-texts.ts';

/** One of the portal's languages. */
type Language = (typeof PUSH_LANGUAGES)[number];

/** What staff compose. */
export interface PushDraft {
  topic: string;
  title: PushTexts;
  body: PushTexts;
  link?: string | undefined;
}

/** One sent push as the history lists it. */
export interface PushSendRow {
  id: number;
  at: string;
  staffEmail: string;
  topic: string;
  title: PushTexts;
  body: PushTexts;
  link: string;
  tokens: number;
  sent: number;
  failed: number;
  stale: number;
}

/** Where a push leads when staff give no link. */
const DEFAULT_LINK = '/home';

/** The topics staff may send to: Common, then every focus by its sort. */
async function pushTopics(db: Db): Promise<string[]> {
  const rows = await db.select({ name: focuses.name }).from(focuses).orderBy(focuses.sort, focuses.name);
  return [COMMON_TOPIC, ...rows.map((row) => row.name)];
}

/** Every topic with the number of browsers subscribed to it now. */
export async function pushAudience(db: Db): Promise<{ topic: string; tokens: number }[]> {
  const [topics, rows] = await Promise.all([
    pushTopics(db),
    db.select({ topics: pushSubscriptions.topics }).from(pushSubscriptions),
  ]);
  const counts = new Map<string, number>();
  for (const row of rows) for (const topic of row.topics) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  return topics.map((topic) => ({ topic, tokens: counts.get(topic) ?? 0 }));
}

/** The topic's tokens grouped by the language their doctor stored (English when they chose none). */
async function tokensByLanguage(db: Db, topic: string): Promise<Record<Language, string[]>> {
  const rows = await db
    .select({ token: pushSubscriptions.token, language: members.language })
    .from(pushSubscriptions)
    .innerJoin(members, eq(members.id, pushSubscriptions.memberId))
    .where(sql`${pushSubscriptions.topics} @> ${JSON.stringify([topic])}::jsonb`);
  const groups: Record<Language, string[]> = { en: [], hi: [], ne: [] };
  for (const row of rows) groups[isLanguage(row.language) ? row.language : 'en'].push(row.token);
  return groups;
}

/** A portal path opens in the doctor's language (its prefix); an outside address stays as staff wrote it. */
function linkIn(link: string, language: Language): string {
  return link.startsWith('/') ? `${languagePrefix(language)}${link}` : link;
}

/** The history row of a stored send. */
function rowOf(row: typeof pushSends.$inferSelect): PushSendRow {
  return {
    id: row.id,
    at: row.at.toISOString(),
    staffEmail: row.staffEmail,
    topic: row.topic,
    title: row.title,
    body: row.body,
    link: row.link,
    tokens: row.tokens,
    sent: row.sent,
    failed: row.failed,
    stale: row.stale,
  };
}

/** Sends a push to a topic and records it (history row and audit row in one transaction). */
export async function sendTopicPush(
  db: Db,
  actor: Actor,
  draft: PushDraft,
  fcm: { serviceAccountFile: string | undefined; apiBase: string },
  siteUrl: string,
  now: number,
): Promise<PushSendRow> {
  const topic = draft.topic.trim();
  if (!(await pushTopics(db)).includes(topic))
    throw new AppError(400, 'VALIDATION_FAILED', contentText.topicUnknown(topic), { field: 'topic' });
  if (!fcm.serviceAccountFile) throw new AppError(409, 'CONFLICT', contentText.pushOff);
  const account = readServiceAccount(fcm.serviceAccountFile);
  const target: PushTarget = { apiBase: fcm.apiBase, siteUrl };
  const link = draft.link ?? DEFAULT_LINK;
  const groups = await tokensByLanguage(db, topic);
  const totals = { tokens: 0, sent: 0, failed: 0, stale: 0 };
  for (const language of PUSH_LANGUAGES) {
    const tokens = groups[language];
    const note = { title: draft.title[language], body: draft.body[language], link: linkIn(link, language) };
    const result = await sendPush(db, account, tokens, note, target);
    countPushes(result);
    totals.tokens += tokens.length;
    totals.sent += result.sent;
    totals.failed += result.failed;
    totals.stale += result.stale.length;
  }
  const values = { topic, title: draft.title, body: draft.body, link, ...totals };
  return auditedWrite(
    db,
    actor,
    async (tx) => {
      const [row] = await tx
        .insert(pushSends)
        .values({ ...values, at: new Date(now), staffId: actor.staffId, staffEmail: actor.email })
        .returning();
      if (!row) throw new Error('push send not stored');
      return {
        result: rowOf(row),
        audit: [{ action: 'push.send', entity: 'push', entityId: row.id, changes: changesOf(null, values) }],
      };
    },
    new Date(now),
  );
}

/** A page of the pushes sent, newest first. */
export async function listPushSends(
  db: Db,
  page: number,
  pageSize: number,
): Promise<{ rows: PushSendRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pushSends)
      .orderBy(desc(pushSends.at), desc(pushSends.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(pushSends),
  ]);
  return { rows: rows.map(rowOf), total: total?.n ?? 0 };
}
