/** ContactUs.php (the member's managers) and PriorityMessage.php (stored, then mailed to those managers). */
import { logId } from '../../services/log-ids.ts';
import type { FastifyInstance } from 'fastify';
import { member } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { m } from '../../services/language.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { priorityMail } from '../../services/mail/priority-mail.ts';
import { managerMails, managersOf, toContacts } from '../../services/member/managers.ts';
import { savePriorityMessage } from '../../services/member/priority-messages.ts';
import { checkPriorityQuota } from '../../services/priority-quota.ts';
import { claimOf, REPLAYED_HEADER, runOnce, storeFinalAnswer } from '../../services/orders/idempotency.ts';
import { loadMember } from '../../services/profile.ts';
import { defineRoute } from '../define-route.ts';

/** Registers ContactUs.php and PriorityMessage.php. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;

  defineRoute(app, member.contactUs, async ({ request }) => {
    const row = await loadMember(db, sessionOf(request).memberId);
    return ok([toContacts(await managersOf(db, row))]);
  });

  // Once per Idempotency-Key (a retry after a lost answer): a repeat replays the first answer, mails nothing and is not
  // counted against the hourly cap.
  defineRoute(app, member.priorityMessage, async ({ body, request, reply }) => {
    const row = await loadMember(db, sessionOf(request).memberId);
    const claim = claimOf(request, row.id, body);
    const message = body.message.trim();
    const sentAt = new Date(app.deps.now());
    const saved = { Message: m.prioritySaved };
    const { answer, replayed } = await runOnce(
      db,
      claim,
      async (tx) => {
        await checkPriorityQuota(app.deps, tx, row.id);
        await savePriorityMessage(tx, row.id, message, sentAt);
        return saved;
      },
      { now: app.deps.now },
    );
    if (replayed) {
      reply.header(REPLAYED_HEADER, 'true');
      return ok(answer);
    }
    const memberLog = logId(app.deps.config.ops.logIdSalt, 'member', row.id);
    const to = managerMails(await managersOf(db, row));
    if (to.length === 0) {
      request.log.warn(
        { member: memberLog },
        'priority message saved, but the member has no manager with a mail address',
      );
      return ok(saved);
    }
    try {
      await app.deps.mail.send(priorityMail(row, to, message, sentAt));
    } catch (error) {
      request.log.error(
        { err: error, member: memberLog },
        'priority message saved, but mailing it to the managers failed',
      );
      return ok(saved);
    }
    const sent = { Message: m.prioritySent };
    await storeFinalAnswer(db, claim, sent);
    return ok(sent);
  });
}
