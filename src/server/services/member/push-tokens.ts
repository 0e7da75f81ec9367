/** A member's push tokens and the topics each carries. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';

/** Stores a push token for a member with its topics (a token seen before moves to this member and these topics). */
export async function savePushToken(
  db: Db,
  memberId: number,
  token: string,
  topics: string[],
  at: Date,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ token, memberId, topics, updatedAt: at })
    .onConflictDoUpdate({ target: pushSubscriptions.token, set: { memberId, topics, updatedAt: at } });
}

/** Removes every push token of a member (called at logout: the table does not record which session a token came from). */
export async function removePushTokens(db: Db, memberId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
}
