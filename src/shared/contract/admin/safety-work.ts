/**
 * Working the safety queues (issue 41): an assignee on each medical question and side-effect report, chosen from the
 * active staff who work the queues, and internal notes, append-only (no call edits or deletes one).
 */
import Type from 'typebox';
import { idText, multilineText, rowId } from '../define.ts';
import { defineStaffCall, obj, okOf, oneOf, STAFF_ROLES } from './define.ts';
import { SAFETY } from './safety.ts';

/** The two kinds of safety record. */
const SAFETY_KINDS = ['question', 'report'] as const;

/** Which record: a medical question or a side-effect report, by id. */
const record = { kind: oneOf(SAFETY_KINDS), id: rowId };

/** The longest note. */
export const NOTE_MAX = 2000;

/** A staff member who may be assigned a row. */
export const assigneeSchema = obj({ id: Type.Integer(), name: Type.String(), role: oneOf(STAFF_ROLES) });

/** GET /admin/safety/assignees: the active staff who work the queues, by name. */
export const assignees = defineStaffCall({
  method: 'GET',
  path: '/admin/safety/assignees',
  access: SAFETY,
  summary: 'The active staff who may be assigned a medical question or side-effect report',
  answer: okOf(Type.Array(assigneeSchema)),
});

/** POST /admin/safety/assign: sets (or, with null, clears) who works a record. */
export const assign = defineStaffCall({
  method: 'POST',
  path: '/admin/safety/assign',
  access: SAFETY,
  summary: 'Assign a medical question or side-effect report to a staff member, or clear it (audited)',
  body: Type.Object({ ...record, assigneeId: Type.Union([rowId, Type.Null()]) }),
  answer: okOf(obj({ assigneeId: Type.Union([Type.Integer(), Type.Null()]), assigneeName: Type.String() })),
  errors: [404],
});

/** An internal note as the queue shows it. */
export const noteSchema = obj({
  id: Type.Integer(),
  staffName: Type.String(),
  text: Type.String(),
  createdAt: Type.String(),
});

/** GET /admin/safety/notes: a record's notes, oldest first. */
export const notesList = defineStaffCall({
  method: 'GET',
  path: '/admin/safety/notes',
  access: SAFETY,
  summary: "A medical question's or side-effect report's internal notes, oldest first",
  query: Type.Object({ kind: oneOf(SAFETY_KINDS), id: idText }),
  answer: okOf(Type.Array(noteSchema)),
  errors: [404],
});

/** POST /admin/safety/notes: adds a note (1–2,000 characters) by the signed-in staff member. */
export const noteAdd = defineStaffCall({
  method: 'POST',
  path: '/admin/safety/notes',
  access: SAFETY,
  summary: 'Add an internal note to a medical question or side-effect report (audited; never edited or deleted)',
  body: Type.Object({ ...record, text: multilineText(NOTE_MAX) }),
  answer: okOf(noteSchema),
  errors: [404],
});
