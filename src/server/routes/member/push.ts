/**
 * firebase_subcribe.php: stores a push token with its topics (exactly Common plus the member's focus), only when the
 * member consented to notifications (403 otherwise).
 */
import type { FastifyInstance } from 'fastify';
import { member } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { m } from '../../services/language.ts';
import { AppError } from '../../errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { pushTopicsFor, savePushToken } from '../../services/member/push-tokens.ts';
import { hasConsent } from '../../services/privacy/consent.ts';
import { pm } from '../../services/privacy/texts.ts';
import { loadMember } from '../../services/profile.ts';
import { defineRoute } from '../define-route.ts';

/** True when the requested topics are exactly the expected ones (any order, duplicates ignored, trimmed). */
function sameTopics(requested: readonly string[], expected: readonly string[]): boolean {
  const asked = new Set(requested.map((topic) => topic.trim()));
  return asked.size === expected.length && expected.every((topic) => asked.has(topic));
}

/** The shortest token taken, as the contract counts it (firebase_subcribe.php `token`: 10–4096 characters). */
const PUSH_TOKEN_MIN_LENGTH = 10;

/** Registers firebase_subcribe.php. */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;

  defineRoute(app, member.firebaseSubscribe, async ({ body, request }) => {
    // The token is stored trimmed: its length is judged as stored (a blank token would become the key '').
    const token = body.token.trim();
    if (token.length < PUSH_TOKEN_MIN_LENGTH)
      throw new AppError(400, 'VALIDATION_FAILED', m.validation('token', m.problemTooShort), { field: 'token' });
    const row = await loadMember(db, sessionOf(request).memberId);
    const topics = pushTopicsFor(row.therapeuticFocus);
    if (!sameTopics(body.topic, topics)) {
      throw new AppError(400, 'VALIDATION_FAILED', m.validation('topic', m.pushTopics(topics.join(' and '))), {
        field: 'topic',
      });
    }
    // Push subscribes only with the member's consent to notifications (issue 27, docs/API.md choices).
    if (!(await hasConsent(db, row.id, 'notifications'))) throw new AppError(403, 'FORBIDDEN', pm.pushConsentRequired);
    await savePushToken(db, row.id, token, topics, new Date(app.deps.now()));
    return ok({ Message: m.pushSubscribed });
  });
}
