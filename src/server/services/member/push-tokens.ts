/** A member's push tokens and the topics each carries. */
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { PUSH_COMMON_TOPIC } from '../../../shared/constants.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';

/**
 * The push tokens a member keeps: one per browser or phone the doctor allowed notifications on. A newer token
 * replaces the oldest, so a client (or a script with a stolen key) that subscribes token after token cannot grow the
 * table, or every push to a topic, without bound.
 */
export const PUSH_TOKENS_PER_MEMBER = 10;

/** The topics a member's tokens carry: Common, then the focus (firebase_subcribe.php accepts exactly these). */
export function pushTopicsFor(focus: string): string[] {
  return [...new Set([PUSH_COMMON_TOPIC, focus])];
}

/**
 * Moves every push token of a member to Common and their new focus (a focus switch, in its transaction): a browser
 * not opened since subscribed to the old focus would otherwise keep getting its notifications until it is.
 */
export async function retopicPushTokens(tx: Tx, memberId: number, focus: string): Promise<void> {
  await tx
    .update(pushSubscriptions)
    .set({ topics: pushTopicsFor(focus) })
    .where(eq(pushSubscriptions.memberId, memberId));
}

/**
 * Stores a push token for a member with its topics (a token seen before moves to this member and these topics), then
 * forgets the member's tokens beyond the newest PUSH_TOKENS_PER_MEMBER (this one always kept).
 */
export async function savePushToken(
  db: Db,
  memberId: number,
  token: string,
  topics: string[],
  at: Date,
): Promise<void> {
  const t = pushSubscriptions;
  await db
    .insert(t)
    .values({ token, memberId, topics, updatedAt: at })
    .onConflictDoUpdate({ target: t.token, set: { memberId, topics, updatedAt: at } });
  const kept = db
    .select({ token: t.token })
    .from(t)
    .where(eq(t.memberId, memberId))
    .orderBy(desc(sql`${t.token} = ${token}`), desc(t.updatedAt), desc(t.token))
    .limit(PUSH_TOKENS_PER_MEMBER);
  await db.delete(t).where(and(eq(t.memberId, memberId), notInArray(t.token, kept)));
}

/** Removes every push token of a member (called at logout: the table does not record which session a token came from). */
export async function removePushTokens(db: Db, memberId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
}
