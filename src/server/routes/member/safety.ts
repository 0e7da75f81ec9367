/** Medical questions and side-effect reports (issue 27 §3): stored first, then mailed; the doctor reads the receipt. */
import type { FastifyInstance } from 'fastify';
import { safety } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { m } from '../../services/language.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { claimOf, REPLAYED_HEADER, runOnce } from '../../services/orders/idempotency.ts';
import { deliverQuestion, deliverReport, type SafetyMailDeps } from '../../services/safety/outbox.ts';
import { questionsOf, storeQuestion, storeReport } from '../../services/safety/records.ts';
import { defineRoute } from '../define-route.ts';

/** Registers the medical-question and side-effect calls. */
export async function safetyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const mailDeps: SafetyMailDeps = {
    db,
    mail: app.deps.mail,
    mailboxes: app.deps.config.safetyMail,
    now: app.deps.now,
  };

  const { questionsPerHour, reportsPerHour, phone } = app.deps.config.safetyMail;

  defineRoute(app, safety.askQuestion, async ({ body, request, reply }) => {
    const now = new Date(app.deps.now());
    const cap = { perHour: questionsPerHour, phone };
    const { memberId } = sessionOf(request);
    // Once per Idempotency-Key (the outbox sends the key made when the doctor submitted): a repeat replays the receipt.
    const { answer, replayed } = await runOnce(
      db,
      claimOf(request, memberId, body),
      (tx) => storeQuestion(tx, memberId, body, now, cap),
      { now: app.deps.now },
    );
    const { id, number, repeated } = answer;
    if (replayed) reply.header(REPLAYED_HEADER, 'true');
    // Stored: a failed mail stays pending and is retried (services/safety/outbox.ts); the doctor's receipt stands.
    // A question sent again within minutes, or replayed, is the one stored: its receipt again, no second mail.
    if (!repeated && !replayed && !(await deliverQuestion(mailDeps, id)))
      request.log.warn({ number }, 'medical question stored, mail pending');
    return ok({ Message: m.questionReceived(number), number });
  });

  defineRoute(app, safety.myQuestions, async ({ request }) => ok(await questionsOf(db, sessionOf(request).memberId)));

  defineRoute(app, safety.reportEvent, async ({ body, request, reply }) => {
    const now = new Date(app.deps.now());
    const cap = { perHour: reportsPerHour, phone };
    const { memberId } = sessionOf(request);
    const { answer, replayed } = await runOnce(
      db,
      claimOf(request, memberId, body),
      (tx) => storeReport(tx, memberId, body, now, cap),
      { now: app.deps.now },
    );
    const { id, number, repeated } = answer;
    if (replayed) reply.header(REPLAYED_HEADER, 'true');
    if (!repeated && !replayed && !(await deliverReport(mailDeps, id)))
      request.log.warn({ number }, 'side-effect report stored, mail pending');
    return ok({ Message: m.reportReceived(number), number });
  });
}
