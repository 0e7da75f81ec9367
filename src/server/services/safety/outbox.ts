/**
 * Mails of medical questions and side-effect reports, sent after the row is stored (never before: a mail failure
 * cannot lose a report). A row waits as `pending` until its mails are out; each try first claims the row for a few
 * minutes (an update only one API replica wins), then sends, then records `sent` or the failure and the next try
 * (1, 2, 4 … minutes, at most 6 hours apart). `retrySafetyMails` runs every minute (plugins/safety-outbox.ts) and
 * on a staff request; the console shows each row's mail state.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { SafetyMailConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { adverseEventReports, medicalQuestions } from '../../db/schema.ts';
import type { Mailer } from '../mail/types.ts';
import { loadMember } from '../profile.ts';
import { questionMail, reportAckMail, reportMail } from './safety-mails.ts';

/** What sending needs: the database, the mailer, the mailboxes and the clock. */
export interface SafetyMailDeps {
  db: Db;
  mail: Mailer;
  mailboxes: SafetyMailConfig;
  now: () => number;
}

/** How long a claimed row is left to the replica that claimed it. */
const CLAIM_MS = 5 * 60_000;
/** The longest pause between two tries. */
const MAX_PAUSE_MS = 6 * 3_600_000;
/** Rows one sweep sends at most. */
const SWEEP_ROWS = 20;

/** A report with a mail still to send (to pharmacovigilance or the acknowledgement). */
const reportPending = sql`(${adverseEventReports.mailStatus} = 'pending' or ${adverseEventReports.ackStatus} = 'pending')`;

/** The pause after the `attempts`-th failed try: 1, 2, 4 … minutes, at most 6 hours. */
function retryPause(attempts: number): number {
  return Math.min(MAX_PAUSE_MS, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/** A failure as the console shows it: one line, at most 300 characters. */
function failureText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 300);
}

/** Sends the pending mail of one question (true when it went out); a claimed or sent row is left alone. */
export async function deliverQuestion(deps: SafetyMailDeps, id: number): Promise<boolean> {
  const { db } = deps;
  const now = new Date(deps.now());
  const [row] = await db
    .update(medicalQuestions)
    .set({ mailNextAt: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(medicalQuestions.id, id),
        eq(medicalQuestions.mailStatus, 'pending'),
        lte(medicalQuestions.mailNextAt, now),
      ),
    )
    .returning();
  if (!row) return false;
  try {
    const member = await loadMember(db, row.memberId);
    await deps.mail.send(questionMail(row, member, deps.mailboxes.medicalInfo));
    await db
      .update(medicalQuestions)
      .set({ mailStatus: 'sent', mailedAt: now, mailError: '', mailAttempts: row.mailAttempts + 1 })
      .where(eq(medicalQuestions.id, id));
    return true;
  } catch (error) {
    const attempts = row.mailAttempts + 1;
    await db
      .update(medicalQuestions)
      .set({
        mailAttempts: attempts,
        mailError: failureText(error),
        mailNextAt: new Date(now.getTime() + retryPause(attempts)),
      })
      .where(eq(medicalQuestions.id, id));
    return false;
  }
}

/** Sends the pending mails of one report: to pharmacovigilance, then the doctor's acknowledgement (true when both are out). */
export async function deliverReport(deps: SafetyMailDeps, id: number): Promise<boolean> {
  const { db } = deps;
  const now = new Date(deps.now());
  const [row] = await db
    .update(adverseEventReports)
    .set({ mailNextAt: new Date(now.getTime() + CLAIM_MS) })
    .where(and(eq(adverseEventReports.id, id), reportPending, lte(adverseEventReports.mailNextAt, now)))
    .returning();
  if (!row) return false;
  const done: Partial<typeof adverseEventReports.$inferInsert> = { mailAttempts: row.mailAttempts + 1 };
  let failure: unknown;
  try {
    const member = await loadMember(db, row.memberId);
    if (row.mailStatus === 'pending') {
      await deps.mail.send(reportMail(row, member, deps.mailboxes.pharmacovigilance));
      Object.assign(done, { mailStatus: 'sent', mailedAt: now });
    }
    if (row.ackStatus === 'pending') {
      if (member.email.trim() === '') done.ackStatus = 'none';
      else {
        await deps.mail.send(reportAckMail(row, member));
        done.ackStatus = 'sent';
      }
    }
  } catch (error) {
    failure = error;
  }
  const ok = failure === undefined;
  await db
    .update(adverseEventReports)
    .set({
      ...done,
      mailError: ok ? '' : failureText(failure),
      mailNextAt: ok ? now : new Date(now.getTime() + retryPause(row.mailAttempts + 1)),
    })
    .where(eq(adverseEventReports.id, id));
  return ok;
}

/** Sends every mail that is due (reports first, then questions); answers how many rows went out and how many still wait. */
export async function retrySafetyMails(deps: SafetyMailDeps): Promise<{ sent: number; failed: number }> {
  const now = new Date(deps.now());
  const reports = await deps.db
    .select({ id: adverseEventReports.id })
    .from(adverseEventReports)
    .where(and(reportPending, lte(adverseEventReports.mailNextAt, now)))
    .orderBy(asc(adverseEventReports.id))
    .limit(SWEEP_ROWS);
  const questions = await deps.db
    .select({ id: medicalQuestions.id })
    .from(medicalQuestions)
    .where(and(eq(medicalQuestions.mailStatus, 'pending'), lte(medicalQuestions.mailNextAt, now)))
    .orderBy(asc(medicalQuestions.id))
    .limit(SWEEP_ROWS);
  let sent = 0;
  let failed = 0;
  for (const { id } of reports) {
    if (await deliverReport(deps, id)) sent += 1;
    else failed += 1;
  }
  for (const { id } of questions) {
    if (await deliverQuestion(deps, id)) sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}
