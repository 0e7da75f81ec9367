/**
 * Working the safety queues (issue 41): who works each medical question and side-effect report, its internal notes
 * (append-only), and the due state the queues show. Each change is written through auditedWrite.
 */
import { OPEN_SAFETY_STATUSES } from '../../../shared/safety.ts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { assigneeSchema, noteSchema } from '../../../shared/contract/admin/safety-work.ts';
import type { StaffRole } from '../../../shared/contract/admin/define.ts';
import type { Db, Tx } from '../../db/client.ts';
import { adverseEventReports, medicalQuestions, safetyNotes, staffAccounts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { DUE_SOON_MS } from '../safety/due.ts';
import type { Actor } from './actor.ts';
import { auditedWrite, changesOf } from './audit.ts';
import { staffText } from './texts.ts';

/** A medical question or a side-effect report. */
export type SafetyKind = 'question' | 'report';
/** A staff member who may be assigned a row. */
export type Assignee = Static<typeof assigneeSchema>;
/** A note as the queue shows it. */
export type NoteView = Static<typeof noteSchema>;

/** The roles that work the queues, and so may be assigned. */
const SAFETY_ROLES: readonly StaffRole[] = ['admin', 'compliance'];

/** Each kind's table, the audit names of its changes, and its 404. */
const KINDS = {
  question: {
    table: medicalQuestions,
    entity: 'medical_question',
    action: 'medical-question',
    notFound: staffText.questionNotFound,
  },
  report: {
    table: adverseEventReports,
    entity: 'adverse_event_report',
    action: 'adverse-event',
    notFound: staffText.reportNotFound,
  },
} as const;

/** The note column that points at a record of `kind`. */
const noteColumn = (kind: SafetyKind) => (kind === 'question' ? safetyNotes.questionId : safetyNotes.reportId);

/** The queue's view of a row's work: assignee, due state and number of notes. */
export interface WorkFields {
  assigneeId: number | null;
  assigneeName: string;
  dueAt: string;
  overdue: boolean;
  dueSoon: boolean;
  notes: number;
}

/** What workFieldsOf needs of a row. */
interface WorkedRow {
  id: number;
  status: string;
  assigneeId: number | null;
  dueAt: Date;
}

/**
 * The work fields of a page of rows of one kind: reads the assignees' names and the note counts of the page in two
 * small queries, and answers the function that gives a row's fields.
 */
export async function workFieldsOf(
  db: Db | Tx,
  kind: SafetyKind,
  rows: readonly WorkedRow[],
  now: number,
): Promise<(row: WorkedRow) => WorkFields> {
  const staffIds = [...new Set(rows.flatMap((row) => (row.assigneeId === null ? [] : [row.assigneeId])))];
  const column = noteColumn(kind);
  const ids = rows.map((row) => row.id);
  const [names, counts] = await Promise.all([
    staffIds.length
      ? db
          .select({ id: staffAccounts.id, name: staffAccounts.name })
          .from(staffAccounts)
          .where(inArray(staffAccounts.id, staffIds))
      : [],
    ids.length
      ? db.select({ id: column, n: count() }).from(safetyNotes).where(inArray(column, ids)).groupBy(column)
      : [],
  ]);
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const notesOf = new Map(counts.map((row) => [row.id, row.n]));
  return (row) => {
    const open = OPEN_SAFETY_STATUSES.includes(row.status);
    const left = row.dueAt.getTime() - now;
    return {
      assigneeId: row.assigneeId,
      assigneeName: row.assigneeId === null ? '' : (nameOf.get(row.assigneeId) ?? ''),
      dueAt: row.dueAt.toISOString(),
      overdue: open && left < 0,
      dueSoon: open && left >= 0 && left < DUE_SOON_MS,
      notes: notesOf.get(row.id) ?? 0,
    };
  };
}

/** The active staff who work the queues, by name. */
export async function listAssignees(db: Db): Promise<Assignee[]> {
  const rows = await db
    .select({ id: staffAccounts.id, name: staffAccounts.name, role: staffAccounts.role })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.active, true), inArray(staffAccounts.role, [...SAFETY_ROLES])))
    .orderBy(asc(staffAccounts.name), asc(staffAccounts.id));
  return rows.map((row) => ({ ...row, role: row.role as StaffRole }));
}

/** Locks and answers a record's number, member and assignee (404 when there is none). */
async function lockRecord(tx: Tx, kind: SafetyKind, id: number) {
  const { table, notFound } = KINDS[kind];
  const [row] = await tx
    .select({ number: table.number, memberId: table.memberId, assigneeId: table.assigneeId })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw new AppError(404, 'NOT_FOUND', notFound, { field: 'id' });
  return row;
}

/** What an assignment asks: the record, and who (null clears it). */
export interface Assignment {
  kind: SafetyKind;
  id: number;
  assigneeId: number | null;
}

/**
 * Sets or clears who works a record, audited with the names before and after (404 unknown record; 400 when the
 * assignee is not an active staff member of a safety role).
 */
export async function assignRecord(
  db: Db,
  actor: Actor,
  change: Assignment,
  now: number,
): Promise<{ assigneeId: number | null; assigneeName: string }> {
  const { table, entity, action } = KINDS[change.kind];
  return auditedWrite(
    db,
    actor,
    async (tx) => {
      const before = await lockRecord(tx, change.kind, change.id);
      const people = await tx
        .select({
          id: staffAccounts.id,
          name: staffAccounts.name,
          role: staffAccounts.role,
          active: staffAccounts.active,
        })
        .from(staffAccounts)
        .where(inArray(staffAccounts.id, [change.assigneeId ?? 0, before.assigneeId ?? 0]));
      const chosen = people.find((person) => person.id === change.assigneeId);
      if (change.assigneeId !== null && !(chosen?.active && SAFETY_ROLES.includes(chosen.role as StaffRole))) {
        throw new AppError(400, 'VALIDATION_FAILED', staffText.assigneeNotSafety, { field: 'assigneeId' });
      }
      await tx.update(table).set({ assigneeId: change.assigneeId }).where(eq(table.id, change.id));
      const previous = people.find((person) => person.id === before.assigneeId)?.name ?? '';
      const assigneeName = chosen?.name ?? '';
      return {
        result: { assigneeId: change.assigneeId, assigneeName },
        audit: [
          {
            action: `${action}.assign`,
            entity,
            entityId: before.number,
            memberId: before.memberId,
            changes: changesOf({ assignee: previous }, { assignee: assigneeName }),
          },
        ],
      };
    },
    new Date(now),
  );
}

/** A record's notes, oldest first (404 unknown record). */
export async function notesOf(db: Db, kind: SafetyKind, id: number): Promise<NoteView[]> {
  const { table, notFound } = KINDS[kind];
  const [record] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!record) throw new AppError(404, 'NOT_FOUND', notFound, { field: 'id' });
  const rows = await db
    .select({ id: safetyNotes.id, staffName: staffAccounts.name, text: safetyNotes.text, at: safetyNotes.createdAt })
    .from(safetyNotes)
    .innerJoin(staffAccounts, eq(staffAccounts.id, safetyNotes.staffId))
    .where(eq(noteColumn(kind), id))
    .orderBy(asc(safetyNotes.id));
  return rows.map(({ at, ...row }) => ({ ...row, createdAt: at.toISOString() }));
}

/** Adds a note by the signed-in staff member, audited (its id, not its text); 400 when blank, 404 unknown record. */
export async function addNote(
  db: Db,
  actor: Actor,
  note: { kind: SafetyKind; id: number; text: string },
  now: number,
): Promise<NoteView> {
  const text = note.text.trim();
  const staffId = actor.staffId;
  if (staffId === null) throw new Error('a note is written by a signed-in staff member');
  if (text === '') throw new AppError(400, 'VALIDATION_FAILED', staffText.noteRequired, { field: 'text' });
  const { entity, action } = KINDS[note.kind];
  return auditedWrite(
    db,
    actor,
    async (tx) => {
      const record = await lockRecord(tx, note.kind, note.id);
      const target = note.kind === 'question' ? { questionId: note.id } : { reportId: note.id };
      const [row] = await tx
        .insert(safetyNotes)
        .values({ ...target, staffId, text, createdAt: new Date(now) })
        .returning();
      const [author] = await tx
        .select({ name: staffAccounts.name })
        .from(staffAccounts)
        .where(eq(staffAccounts.id, staffId));
      if (!row) throw new Error('note not stored');
      return {
        result: { id: row.id, staffName: author?.name ?? actor.email, text, createdAt: row.createdAt.toISOString() },
        audit: [
          {
            action: `${action}.note`,
            entity,
            entityId: record.number,
            memberId: record.memberId,
            changes: changesOf(null, { note: row.id }),
          },
        ],
      };
    },
    new Date(now),
  );
}
