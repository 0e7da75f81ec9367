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
import { loadMember } from '../../services/profile.ts';
import { defineRoute } from '../define-route.ts';

/** Registers ContactUs.php and PriorityMessage.php. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;

  defineRoute(app, member.contactUs, async ({ request }) => {
    const row = await loadMember(db, sessionOf(request).memberId);
    return ok([toContacts(await managersOf(db, row))]);
  });

  defineRoute(app, member.priorityMessage, async ({ body, request }) => {
    const row = await loadMember(db, sessionOf(request).memberId);
    await checkPriorityQuota(app.deps, row.id);
    const message = body.message.trim();
    const sentAt = new Date(app.deps.now());
    await savePriorityMessage(db, row.id, message, sentAt);
    const to = managerMails(await managersOf(db, row));
    if (to.length === 0) {
      request.log.warn(
        { member: logId(app.deps.config.ops.logIdSalt, 'member', row.id) },
        'priority message saved, but the member has no manager with a mail address',
      );
      return ok({ Message: m.prioritySaved });
    }
    try {
      await app.deps.mail.send(priorityMail(row, to, message, sentAt));
      return ok({ Message: m.prioritySent });
    } catch (error) {
      request.log.error(
        { err: error, member: logId(app.deps.config.ops.logIdSalt, 'member', row.id) },
        'priority message saved, but mailing it to the managers failed',
      );
      return ok({ Message: m.prioritySaved });
    }
  });
}
