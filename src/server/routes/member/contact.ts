/** ContactUs.php (the member's managers) and PriorityMessage.php (stored, then mailed to those managers). */
import type { FastifyInstance } from 'fastify';
import { member } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { m } from '../../../shared/messages/index.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { loadMember, type MemberRow } from '../../services/profile.ts';
import type { MailMessage } from '../../services/mail/types.ts';
import { managerMails, managersOf, toContacts } from '../../services/member/managers.ts';
import { savePriorityMessage } from '../../services/member/priority-messages.ts';
import { defineRoute } from '../define-route.ts';

/** A member's full name with salutation, e.g. "Dr. Asha Lakshmi Rao". */
export function fullName(row: MemberRow): string {
  return [row.salutation, row.firstName, row.middleName, row.lastName].filter((part) => part.trim() !== '').join(' ');
}

/** The mail of a priority message: who wrote it (name, phone, e-mail, focus) and the text. */
function priorityMail(row: MemberRow, to: string[], message: string, sentAt: Date): MailMessage {
  const name = fullName(row);
  return {
    to,
    subject: `Priority message from ${name}`,
    text: [
      `${name} sent a priority message through the Doctors Portal on ${sentAt.toISOString()}.`,
      '',
      `Name: ${name}`,
      `Phone: +${row.countryCode} ${row.phone}`,
      `E-mail: ${row.email || '(none in the profile)'}`,
      `Therapeutic focus: ${row.therapeuticFocus}`,
      '',
      'Message:',
      message,
    ].join('\n'),
  };
}

/** Registers ContactUs.php and PriorityMessage.php. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;

  defineRoute(app, member.contactUs, async ({ request }) => {
    const row = await loadMember(db, sessionOf(request).memberId);
    return ok([toContacts(await managersOf(db, row))]);
  });

  defineRoute(app, member.priorityMessage, async ({ body, request }) => {
    const row = await loadMember(db, sessionOf(request).memberId);
    const message = body.message.trim();
    const sentAt = new Date(app.deps.now());
    await savePriorityMessage(db, row.id, message, sentAt);
    const to = managerMails(await managersOf(db, row));
    if (to.length === 0) {
      request.log.warn(
        { memberId: row.id },
        'priority message saved, but the member has no manager with a mail address',
      );
      return ok({ Message: m.prioritySaved });
    }
    try {
      await app.deps.mail.send(priorityMail(row, to, message, sentAt));
      return ok({ Message: m.prioritySent });
    } catch (error) {
      request.log.error(
        { err: error, memberId: row.id },
        'priority message saved, but mailing it to the managers failed',
      );
      return ok({ Message: m.prioritySaved });
    }
  });
}
