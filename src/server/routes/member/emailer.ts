/** SendEmailer.php: mails a journal's PDF to the member's own e-mail address as an attachment. */
import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { m } from '../../services/language.ts';
import { AppError } from '../../errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { isOfferedJournal, journalById } from '../../services/content/journals.ts';
import { checkHourlyQuota } from '../../services/hourly-quota.ts';
import { fullName } from '../../services/mail/priority-mail.ts';
import { loadMember } from '../../services/profile.ts';
import { defineRoute } from '../define-route.ts';

/** A plausible single mail address (no spaces, one @, a dot in the domain). */
function isMailAddress(value: string): boolean {
  return /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/.test(value) && value.length <= 254;
}

/** The attachment name of a journal: its title in safe characters, or journal-<id>.pdf. */
function journalFileName(id: number, title: string): string {
  const safe = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 _-]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${safe || `journal-${id}`}.pdf`;
}

/** Registers SendEmailer.php. */
export async function emailerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;

  defineRoute(app, content.sendEmailer, async ({ body, request }) => {
    const id = Number(body.journalID);
    const journal = (await isOfferedJournal(db, id)) ? await journalById(db, id) : undefined;
    if (!journal) throw new AppError(404, 'NOT_FOUND', m.notFound);
    const row = await loadMember(db, sessionOf(request).memberId);
    const email = row.email.trim();
    if (!isMailAddress(email)) throw new AppError(400, 'VALIDATION_FAILED', m.noEmail, { field: 'email' });
    const limit = app.deps.config.rateLimits.emailersPerHour;
    await checkHourlyQuota(app.deps, db, { bucket: 'emailer', memberId: row.id, limit });
    // Read (up to 10 MB, from the object store) only for a mail that will be sent: a refused call costs no read.
    const pdf = await app.deps.storage.read('journals', `${id}.pdf`);
    if (!pdf) throw new AppError(404, 'NOT_FOUND', m.notFound);
    try {
      await app.deps.mail.send({
        to: [email],
        subject: journal.title,
        text: m.emailerMail(fullName(row), journal.title),
        attachments: [{ filename: journalFileName(id, journal.title), content: pdf, contentType: 'application/pdf' }],
      });
    } catch (error) {
      request.log.error({ err: error, journalId: id }, 'mailing a journal failed');
      throw new AppError(503, 'INTERNAL', m.mailUnavailable);
    }
    return ok({ Message: m.emailerSent(email) });
  });
}
