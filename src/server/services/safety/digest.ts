/**
 * The daily mail to compliance (issue 41 "Safety queues"): the open medical questions and side-effect reports that
 * are overdue or fall due in the next 48 hours, each with its due time in its country's business zone and who works
 * it. Sent once a day, from SAFETY_DIGEST_HOUR (India time), by whichever replica first claims the day in
 * `safety_digests`; a claim left unsent for 10 minutes (a replica that died mid-send) may be taken over, and a failed
 * send gives the claim back for the next minute's try. With nothing due a short mail says so, so that silence
 * always means the mail did not go.
 */
import { OPEN_SAFETY_STATUSES } from '../../../shared/safety.ts';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { businessDayAndTime, businessZone } from '../../../shared/business-time.ts';
import type { Db } from '../../db/client.ts';
import { adverseEventReports, medicalQuestions, members, safetyDigests, staffAccounts } from '../../db/schema.ts';
import type { Mailer, MailMessage } from '../mail/types.ts';
import { DUE_SOON_MS, QUESTION_DUE_DAYS, questionDueAt } from './due.ts';

/** How long a claim may stay unsent before another replica takes it over. */
const CLAIM_STALE_MS = 10 * 60_000;

/** One line of the mail. */
interface DueItem {
  number: string;
  what: string;
  dueAt: Date;
  countryCode: string;
  assignee: string;
}

/** What the daily mail needs. */
export interface DigestDeps {
  db: Db;
  mail: Mailer;
  /** The compliance mailbox(es). */
  to: string[];
  /** The hour (0–23, India time) from which the day's mail goes. */
  hour: number;
  now: () => number;
}

/** What one try did. */
export type DigestOutcome = 'early' | 'sent already' | 'sent' | 'failed';

/** The open questions and reports due before `until` (the overdue included), soonest first. */
async function dueBefore(db: Db, until: number): Promise<DueItem[]> {
  const questionsFrom = new Date(until - QUESTION_DUE_DAYS * 86_400_000);
  const [questions, reports] = await Promise.all([
    db
      .select({ row: medicalQuestions, countryCode: members.countryCode, assignee: staffAccounts.name })
      .from(medicalQuestions)
      .innerJoin(members, eq(members.id, medicalQuestions.memberId))
      .leftJoin(staffAccounts, eq(staffAccounts.id, medicalQuestions.assigneeId))
      .where(
        and(inArray(medicalQuestions.status, OPEN_SAFETY_STATUSES), lt(medicalQuestions.createdAt, questionsFrom)),
      ),
    db
      .select({ row: adverseEventReports, countryCode: members.countryCode, assignee: staffAccounts.name })
      .from(adverseEventReports)
      .innerJoin(members, eq(members.id, adverseEventReports.memberId))
      .leftJoin(staffAccounts, eq(staffAccounts.id, adverseEventReports.assigneeId))
      .where(
        and(inArray(adverseEventReports.status, OPEN_SAFETY_STATUSES), lt(adverseEventReports.dueAt, new Date(until))),
      )
      .orderBy(asc(adverseEventReports.dueAt)),
  ]);
  const items = [
    ...questions.map(({ row, countryCode, assignee }) => ({
      number: row.number,
      what: `medical question on ${row.productTitle} (${row.status})`,
      dueAt: questionDueAt(row.createdAt),
      countryCode,
      assignee: assignee ?? '',
    })),
    ...reports.map(({ row, countryCode, assignee }) => ({
      number: row.number,
      what: `${row.serious ? 'SERIOUS' : 'non-serious'} side-effect report on ${row.productTitle} (${row.status})`,
      dueAt: row.dueAt,
      countryCode,
      assignee: assignee ?? '',
    })),
  ];
  return items.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.number.localeCompare(b.number));
}

/** "2026-11-30 14:05 IST" in the record's country's zone. */
function dueText(item: DueItem): string {
  const { day, time } = businessDayAndTime(item.dueAt.getTime(), item.countryCode);
  return `${day} ${time} ${businessZone(item.countryCode).name}`;
}

/** The day's mail: the overdue first, then what falls due in the next 48 hours. */
function digestMail(day: string, items: readonly DueItem[], now: number, to: string[]): MailMessage {
  const line = (item: DueItem) =>
    `- ${item.number}, ${item.what}: due ${dueText(item)}; ${item.assignee ? `assigned to ${item.assignee}` : 'NOT ASSIGNED'}`;
  const overdue = items.filter((item) => item.dueAt.getTime() < now);
  const soon = items.filter((item) => item.dueAt.getTime() >= now);
  const text = items.length
    ? [
        `Safety queues on ${day}: ${overdue.length} overdue, ${soon.length} due in the next 48 hours.`,
        ...(overdue.length ? ['', 'Overdue:', ...overdue.map(line)] : []),
        ...(soon.length ? ['', 'Due in the next 48 hours:', ...soon.map(line)] : []),
        '',
        'Work them in the operations console (Compliance › Medical questions, Side effects).',
      ]
    : [`Safety queues on ${day}: nothing is overdue or due in the next 48 hours.`];
  const subject = items.length
    ? `Safety queues ${day}: ${overdue.length} overdue, ${soon.length} due within 48 hours`
    : `Safety queues ${day}: nothing due`;
  return { to, subject, text: text.join('\n') };
}

/**
 * Claims `day` for this replica: true when no replica has sent it and none holds a fresh claim (the row is inserted,
 * or a stale unsent claim is taken over, in one statement).
 */
async function claimDay(db: Db, day: string, now: number): Promise<boolean> {
  const claimed = await db
    .insert(safetyDigests)
    .values({ day, claimedAt: new Date(now) })
    .onConflictDoUpdate({
      target: safetyDigests.day,
      set: { claimedAt: new Date(now) },
      setWhere: and(isNull(safetyDigests.sentAt), lt(safetyDigests.claimedAt, new Date(now - CLAIM_STALE_MS))),
    })
    .returning({ day: safetyDigests.day });
  return claimed.length > 0;
}

/** Sends the day's mail when its hour has come and no replica has sent it (called every minute by each replica). */
export async function sendDailyDigest(deps: DigestDeps): Promise<DigestOutcome> {
  const now = deps.now();
  const { day, time } = businessDayAndTime(now, '91');
  if (Number(time.slice(0, 2)) < deps.hour) return 'early';
  if (!(await claimDay(deps.db, day, now))) return 'sent already';
  try {
    const items = await dueBefore(deps.db, now + DUE_SOON_MS);
    await deps.mail.send(digestMail(day, items, now, deps.to));
    await deps.db
      .update(safetyDigests)
      .set({ sentAt: new Date(deps.now()), items: items.length })
      .where(eq(safetyDigests.day, day));
    return 'sent';
  } catch (error) {
    // Given back: the next minute's try (on any replica) sends it.
    await deps.db
      .delete(safetyDigests)
      .where(and(eq(safetyDigests.day, day), isNull(safetyDigests.sentAt)))
      .catch(() => undefined);
    throw error;
  }
}
