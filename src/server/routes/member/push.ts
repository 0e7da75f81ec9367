/** firebase_subcribe.php: stores a push token with its topics (exactly Common plus the member's focus). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PUSH_COMMON_TOPIC } from '../../../shared/constants.ts';
import { member } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { m } from '../../../shared/messages/index.ts';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { loadMember } from '../../services/profile.ts';
import { defineRoute } from '../define-route.ts';

/** Removes every push token of a member (called at logout: the table does not record which session a token came from). */
export async function removePushTokens(db: Db, memberId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
}

/** The topics a member's token must carry, in this order: Common, then the therapeutic focus. */
function expectedTopics(focus: string): string[] {
  return [...new Set([PUSH_COMMON_TOPIC, focus])];
}

/** True when the requested topics are exactly the expected ones (any order, duplicates ignored, trimmed). */
function sameTopics(requested: readonly string[], expected: readonly string[]): boolean {
  const asked = new Set(requested.map((topic) => topic.trim()));
  return asked.size === expected.length && expected.every((topic) => asked.has(topic));
}

/** Registers firebase_subcribe.php. */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;

  defineRoute(app, member.firebaseSubscribe, async ({ body, request }) => {
    const row = await loadMember(db, sessionOf(request).memberId);
    const topics = expectedTopics(row.therapeuticFocus);
    if (!sameTopics(body.topic, topics)) {
      throw new AppError(400, 'VALIDATION_FAILED', m.validation('topic', m.pushTopics(topics.join(' and '))), {
        field: 'topic',
      });
    }
    const updatedAt = new Date(app.deps.now());
    const token = body.token.trim();
    await db
      .insert(pushSubscriptions)
      .values({ token, memberId: row.id, topics, updatedAt })
      .onConflictDoUpdate({ target: pushSubscriptions.token, set: { memberId: row.id, topics, updatedAt } });
    return ok({ Message: m.pushSubscribed });
  });
}
