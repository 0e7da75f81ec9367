/**
 * Report floods (issue 38 §2): each member may send a few medical questions and a few side-effect reports an hour,
 * and the same one sent again within minutes (a double tap, a resend after a lost answer) is the one already stored.
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

/** The member's questions of the last hour, oldest first, each with its product and text as `sameAs`. */
function recentQuestions(tx: Tx, memberId: number, since: Date): Promise<RecentRecord[]> {
  return tx
    .select({
      id: medicalQuestions.id,
      number: medicalQuestions.number,
      createdAt: medicalQuestions.createdAt,
      sameAs: sql<string>`${medicalQuestions.productId}::text || ':' || ${medicalQuestions.question}`,
    })
    .from(medicalQuestions)
    .where(and(eq(medicalQuestions.memberId, memberId), gte(medicalQuestions.createdAt, since)))
    .orderBy(asc(medicalQuestions.createdAt));
}

/**
 * The member's reports of the last hour, oldest first, each with what tells one case from another as `sameAs`:
 * product, patient, seriousness with its criteria, outcome and the event (reportFingerprint gives a new one's).
 */
function recentReports(tx: Tx, memberId: number, since: Date): Promise<RecentRecord[]> {
  return tx
    .select({
      id: adverseEventReports.id,
      number: adverseEventReports.number,
      createdAt: adverseEventReports.createdAt,
      sameAs: sql<string>`${adverseEventReports.productId}::text || ':' || ${adverseEventReports.patientInitials} || ':' || ${adverseEventReports.serious}::text || ':' || coalesce((select string_agg(value, ',') from jsonb_array_elements_text(${adverseEventReports.seriousCriteria})), '') || ':' || ${adverseEventReports.outcome} || ':' || ${adverseEventReports.event}`,
    })
    .from(adverseEventReports)
    .where(and(eq(adverseEventReports.memberId, memberId), gte(adverseEventReports.createdAt, since)))
    .orderBy(asc(adverseEventReports.createdAt));
}

/** What tells a new report apart, in the form `recentReports` reads from the stored ones. */
export function reportFingerprint(report: {
  productId: number;
  patientInitials: string;
  serious: boolean;
  seriousCriteria: string[];
  outcome: string;
  event: string;
}): string {
  const criteria = report.seriousCriteria.join(',');
  return `${report.productId}:${report.patientInitials}:${report.serious}:${criteria}:${report.outcome}:${report.event}`;
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
