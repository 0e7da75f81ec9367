/**
 * Report floods (issue 38 §2): each member may send a few medical questions and a few side-effect reports an hour,
 * and the same one sent again within minutes (a double tap, a resend after a lost answer: every field the doctor filled
 * equal) is the one already stored.
 * Both are judged inside the storing transaction under a lock of the member, so parallel sends cannot pass the cap
 * or store a duplicate twice.
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adverseEventReports, medicalQuestions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { m } from '../language.ts';

/** A transaction of the storing functions. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The cap of one kind of safety record, and the phone line named when it is reached. */
export interface SafetyCap {
  /** Records a member may send an hour (0 = no cap). */
  perHour: number;
  /** The medical information line for urgent cases (SAFETY_PHONE). */
  phone: string;
}

/** The window of the hourly cap. */
const HOUR_MS = 3_600_000;
/** An identical record within this time is the one already stored. */
const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** The first key of the member locks (pg_advisory_xact_lock), one per kind. */
const LOCK_KEYS = { question: 38_201, report: 38_202 } as const;

/** A stored record of the last hour: its id, number, time and what makes it the same as another. */
interface RecentRecord {
  id: number;
  number: string;
  createdAt: Date;
  sameAs: string;
}

/** A question as stored or about to be stored: every field the doctor fills. */
export interface QuestionFields {
  productId: number | null;
  question: string;
  replyChannel: string;
}

/** A report as stored or about to be stored: every field the doctor fills. */
export interface ReportFields {
  productId: number | null;
  patientInitials: string;
  patientAge: number | null;
  patientAgeGroup: string;
  patientSex: string;
  event: string;
  serious: boolean;
  seriousCriteria: readonly string[];
  onsetDate: string;
  stopDate: string;
  outcome: string;
  otherMedicines: string;
}

/** What makes a question the same as another: product, text and reply channel (a changed channel is a new request). */
export function questionFingerprint(question: QuestionFields): string {
  return JSON.stringify([question.productId, question.question, question.replyChannel]);
}

/**
 * What makes a report the same as another: every field the doctor filled, so only a true resend is merged and a
 * second patient with the same initials, product and event is a second case.
 */
export function reportFingerprint(report: ReportFields): string {
  return JSON.stringify([
    report.productId,
    report.patientInitials,
    report.patientAge,
    report.patientAgeGroup,
    report.patientSex,
    report.event,
    report.serious,
    [...report.seriousCriteria].sort(),
    report.onsetDate,
    report.stopDate,
    report.outcome,
    report.otherMedicines,
  ]);
}

/** The member's questions of the last hour, oldest first, each with its `questionFingerprint` as `sameAs`. */
async function recentQuestions(tx: Tx, memberId: number, since: Date): Promise<RecentRecord[]> {
  const rows = await tx
    .select({
      id: medicalQuestions.id,
      number: medicalQuestions.number,
      createdAt: medicalQuestions.createdAt,
      productId: medicalQuestions.productId,
      question: medicalQuestions.question,
      replyChannel: medicalQuestions.replyChannel,
    })
    .from(medicalQuestions)
    .where(and(eq(medicalQuestions.memberId, memberId), gte(medicalQuestions.createdAt, since)))
    .orderBy(asc(medicalQuestions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    createdAt: row.createdAt,
    sameAs: questionFingerprint(row),
  }));
}

/** The member's reports of the last hour, oldest first, each with its `reportFingerprint` as `sameAs`. */
async function recentReports(tx: Tx, memberId: number, since: Date): Promise<RecentRecord[]> {
  const rows = await tx
    .select({
      id: adverseEventReports.id,
      number: adverseEventReports.number,
      createdAt: adverseEventReports.createdAt,
      productId: adverseEventReports.productId,
      patientInitials: adverseEventReports.patientInitials,
      patientAge: adverseEventReports.patientAge,
      patientAgeGroup: adverseEventReports.patientAgeGroup,
      patientSex: adverseEventReports.patientSex,
      event: adverseEventReports.event,
      serious: adverseEventReports.serious,
      seriousCriteria: adverseEventReports.seriousCriteria,
      onsetDate: adverseEventReports.onsetDate,
      stopDate: adverseEventReports.stopDate,
      outcome: adverseEventReports.outcome,
      otherMedicines: adverseEventReports.otherMedicines,
    })
    .from(adverseEventReports)
    .where(and(eq(adverseEventReports.memberId, memberId), gte(adverseEventReports.createdAt, since)))
    .orderBy(asc(adverseEventReports.createdAt));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    createdAt: row.createdAt,
    sameAs: reportFingerprint(row),
  }));
}

/**
 * Locks the member's records of `kind` for the transaction, then answers the stored record that `sameAs` repeats
 * (sent within DUPLICATE_WINDOW_MS), or undefined when a new one may be stored; 429 with Retry-After, naming the
 * phone line, when the member has reached the hourly cap.
 */
export async function judgeSend(
  tx: Tx,
  kind: 'question' | 'report',
  memberId: number,
  sameAs: string,
  now: Date,
  cap: SafetyCap,
): Promise<RecentRecord | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS[kind]}, ${memberId})`);
  const since = new Date(now.getTime() - HOUR_MS);
  const recent = await (kind === 'question' ? recentQuestions : recentReports)(tx, memberId, since);
  const repeated = recent.findLast(
    (record) => record.sameAs === sameAs && now.getTime() - record.createdAt.getTime() < DUPLICATE_WINDOW_MS,
  );
  if (repeated) return repeated;
  if (cap.perHour > 0 && recent.length >= cap.perHour) {
    const freedBy = recent[recent.length - cap.perHour]?.createdAt ?? now;
    const retryAfter = Math.max(1, Math.ceil((freedBy.getTime() + HOUR_MS - now.getTime()) / 1000));
    const message =
      kind === 'question'
        ? m.tooManyQuestions(cap.perHour, retryAfter, cap.phone)
        : m.tooManyReports(cap.perHour, retryAfter, cap.phone);
    throw new AppError(429, 'RATE_LIMITED', message, { retryAfter });
  }
  return undefined;
}
