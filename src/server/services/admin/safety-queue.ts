/**
 * The medical-information and pharmacovigilance queues of the console (issue 27 §3): lists with the doctor and the
 * mail state, and the status changes (a question's answer included), each written through auditedWrite.
 */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { questionRowSchema, reportRowSchema } from '../../../shared/contract/admin/safety.ts';
import { OPEN_SAFETY_STATUSES, type QuestionStatus, type ReportStatus } from '../../../shared/safety.ts';
import type { Db, Tx } from '../../db/client.ts';
import { adverseEventReports, medicalQuestions, members } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { questionDueAt } from '../safety/due.ts';
import { reporterOf } from '../safety/reporter.ts';
import type { QuestionRow, ReportRow } from '../safety/safety-mails.ts';
import type { Actor } from './actor.ts';
import { auditedWrite, changesOf } from './audit.ts';
import { staleVersion } from './record-version.ts';
import { doctorSearch, memberColumns, reporterColumns } from './doctor-search.ts';
import { type WorkFields, workFieldsOf } from './safety-work.ts';
import { staffText } from './texts.ts';

/** A question as the console shows it. */
export type QuestionView = Static<typeof questionRowSchema>;
/** A report as the console shows it. */
export type ReportView = Static<typeof reportRowSchema>;
type MemberRow = typeof members.$inferSelect;

/** The doctor of a row: the reporter copy kept in it once the doctor is erased. */
function doctorOf(row: QuestionRow | ReportRow, member: MemberRow) {
  const reporter = reporterOf(row, member);
  return {
    memberId: member.id,
    countryCode: member.countryCode,
    doctorName: reporter.name,
    doctorPhone: reporter.phone,
    doctorEmail: reporter.email,
  };
}

function mailOf(row: QuestionRow | ReportRow) {
  return {
    mailStatus: row.mailStatus as QuestionView['mailStatus'],
    mailAttempts: row.mailAttempts,
    mailError: row.mailError,
  };
}

function toQuestion(row: QuestionRow, member: MemberRow, work: WorkFields): QuestionView {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    ...doctorOf(row, member),
    productTitle: row.productTitle,
    question: row.question,
    replyChannel: row.replyChannel as QuestionView['replyChannel'],
    status: row.status as QuestionStatus,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? '',
    ...mailOf(row),
    ...work,
  };
}

function toReport(row: ReportRow, member: MemberRow, work: WorkFields): ReportView {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    ...doctorOf(row, member),
    productTitle: row.productTitle,
    patientInitials: row.patientInitials,
    patientAge: [row.patientAge === null ? '' : `${row.patientAge} y`, row.patientAgeGroup].filter(Boolean).join(', '),
    patientSex: row.patientSex,
    event: row.event,
    serious: row.serious,
    seriousCriteria: row.seriousCriteria,
    onsetDate: row.onsetDate,
    stopDate: row.stopDate,
    outcome: row.outcome,
    otherMedicines: row.otherMedicines,
    status: row.status as ReportStatus,
    ...mailOf(row),
    ackStatus: row.ackStatus as ReportView['ackStatus'],
    ...work,
  };
}

/** A queue's filter: a status (the open ones when none), a search in number, doctor and product, the page. */
export interface QueueFilter {
  status?: string | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
}

/**
 * The search over a queue's number and product and the doctor as the row shows them: the member, or the reporter
 * copy the record keeps once the doctor is erased.
 */
function searchOf(q: string | undefined, table: typeof medicalQuestions | typeof adverseEventReports): SQL | undefined {
  return doctorSearch(q, [memberColumns, reporterColumns(table)], [table.number, table.productTitle]);
}

/** The one view of a list of one. */
function only<T>(views: readonly T[]): T {
  const [view] = views;
  if (view === undefined) throw new Error('no view of the row');
  return view;
}

/** Questions with their doctors as the console shows them, with their work fields. */
async function questionViews(
  db: Db | Tx,
  rows: readonly { medical_questions: QuestionRow; members: MemberRow }[],
  now: number,
): Promise<QuestionView[]> {
  const worked = (row: QuestionRow) => ({ ...row, dueAt: questionDueAt(row.createdAt) });
  const work = await workFieldsOf(
    db,
    'question',
    rows.map((r) => worked(r.medical_questions)),
    now,
  );
  return rows.map((r) => toQuestion(r.medical_questions, r.members, work(worked(r.medical_questions))));
}

/** Reports with their doctors as the console shows them, with their work fields. */
async function reportViews(
  db: Db | Tx,
  rows: readonly { adverse_event_reports: ReportRow; members: MemberRow }[],
  now: number,
): Promise<ReportView[]> {
  const work = await workFieldsOf(
    db,
    'report',
    rows.map((r) => r.adverse_event_reports),
    now,
  );
  return rows.map((r) => toReport(r.adverse_event_reports, r.members, work(r.adverse_event_reports)));
}

/** A page of medical questions, oldest first. */
export async function listQuestions(
  db: Db,
  filter: QueueFilter,
  now: number,
): Promise<{ rows: QuestionView[]; total: number }> {
  const conditions = [
    filter.status
      ? eq(medicalQuestions.status, filter.status)
      : inArray(medicalQuestions.status, [...OPEN_SAFETY_STATUSES]),
    searchOf(filter.q, medicalQuestions),
  ].filter((c): c is SQL => c !== undefined);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(medicalQuestions)
      .innerJoin(members, eq(members.id, medicalQuestions.memberId))
      .where(where)
      .orderBy(asc(medicalQuestions.createdAt), asc(medicalQuestions.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ n: count() })
      .from(medicalQuestions)
      .innerJoin(members, eq(members.id, medicalQuestions.memberId))
      .where(where),
  ]);
  return { rows: await questionViews(db, rows, now), total: total?.n ?? 0 };
}

/** A page of side-effect reports, soonest due first. */
export async function listReports(
  db: Db,
  filter: QueueFilter,
  now: number,
): Promise<{ rows: ReportView[]; total: number }> {
  const conditions = [
    filter.status
      ? eq(adverseEventReports.status, filter.status)
      : inArray(adverseEventReports.status, [...OPEN_SAFETY_STATUSES]),
    searchOf(filter.q, adverseEventReports),
  ].filter((c): c is SQL => c !== undefined);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adverseEventReports)
      .innerJoin(members, eq(members.id, adverseEventReports.memberId))
      .where(where)
      .orderBy(asc(adverseEventReports.dueAt), asc(adverseEventReports.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ n: count() })
      .from(adverseEventReports)
      .innerJoin(members, eq(members.id, adverseEventReports.memberId))
      .where(where),
  ]);
  return { rows: await reportViews(db, rows, now), total: total?.n ?? 0 };
}

/** A status change of a question, with the answer the doctor reads. */
export interface QuestionChange {
  id: number;
  status: QuestionStatus;
  answer?: string | undefined;
  /** The status and answer the staff member's form opened with. */
  seen?: { status: QuestionStatus; answer: string } | undefined;
}

/**
 * Sets a question's status and answer with its audit row (404 unknown; 400 `answered` without an answer; 409 when
 * it has that status and answer already, or others than the form `seen`: nothing is written or audited).
 */
export async function updateQuestion(db: Db, actor: Actor, change: QuestionChange, now: number): Promise<QuestionView> {
  return auditedWrite(
    db,
    actor,
    async (tx) => {
      const [before] = await tx.select().from(medicalQuestions).where(eq(medicalQuestions.id, change.id)).for('update');
      if (!before) throw new AppError(404, 'NOT_FOUND', staffText.questionNotFound, { field: 'id' });
      if (change.seen && (change.seen.status !== before.status || change.seen.answer !== before.answer))
        throw await staleVersion(tx, 'medical_question', before.number);
      const answer = change.answer === undefined ? before.answer : change.answer.trim();
      if (change.status === 'answered' && answer === '') {
        throw new AppError(400, 'VALIDATION_FAILED', staffText.answerRequired, { field: 'answer' });
      }
      if (change.status === before.status && answer === before.answer) {
        throw new AppError(409, 'CONFLICT', staffText.questionUnchanged(before.number, before.status), {
          field: 'status',
        });
      }
      const answeredAt =
        change.status === 'answered' && (before.status !== 'answered' || answer !== before.answer)
          ? new Date(now)
          : before.answeredAt;
      const set = { status: change.status, answer, answeredAt };
      const [after] = await tx.update(medicalQuestions).set(set).where(eq(medicalQuestions.id, change.id)).returning();
      const [member] = await tx.select().from(members).where(eq(members.id, before.memberId));
      if (!after || !member) throw new Error('medical question not updated');
      const changes = changesOf({ status: before.status, answer: before.answer }, { status: set.status, answer });
      return {
        result: only(await questionViews(tx, [{ medical_questions: after, members: member }], now)),
        audit: [
          {
            action: 'medical-question.update',
            entity: 'medical_question',
            entityId: before.number,
            memberId: before.memberId,
            changes,
          },
        ],
      };
    },
    new Date(now),
  );
}

/** Sets a report's status with its audit row (404 unknown; 409 when it has that status already: nothing audited). */
export async function setReportStatus(
  db: Db,
  actor: Actor,
  change: { id: number; status: ReportStatus },
  now: number,
): Promise<ReportView> {
  return auditedWrite(
    db,
    actor,
    async (tx) => {
      const [before] = await tx
        .select()
        .from(adverseEventReports)
        .where(eq(adverseEventReports.id, change.id))
        .for('update');
      if (!before) throw new AppError(404, 'NOT_FOUND', staffText.reportNotFound, { field: 'id' });
      if (before.status === change.status) {
        throw new AppError(409, 'CONFLICT', staffText.reportUnchanged(before.number, before.status), {
          field: 'status',
        });
      }
      const [after] = await tx
        .update(adverseEventReports)
        .set({ status: change.status })
        .where(eq(adverseEventReports.id, change.id))
        .returning();
      const [member] = await tx.select().from(members).where(eq(members.id, before.memberId));
      if (!after || !member) throw new Error('report not updated');
      const changes = changesOf({ status: before.status }, { status: change.status });
      return {
        result: only(await reportViews(tx, [{ adverse_event_reports: after, members: member }], now)),
        audit: [
          {
            action: 'adverse-event.status',
            entity: 'adverse_event_report',
            entityId: before.number,
            memberId: before.memberId,
            changes,
          },
        ],
      };
    },
    new Date(now),
  );
}
