/**
 * The medical-information and pharmacovigilance queues (issue 27 §3; roles compliance and admin): medical questions
 * to answer, side-effect reports with their due dates, each with the state of its mail to the company mailbox.
 */
import Type from 'typebox';
import { ACK_STATES, MAIL_STATES, QUESTION_STATUSES, REPLY_CHANNELS, REPORT_STATUSES } from '../../safety.ts';
import { multilineText, rowId, text } from '../define.ts';
import { defineStaffCall, obj, okOf, oneOf, pageOf, paging, type StaffRole } from './define.ts';

/** Who works the queues (and may be assigned a row). */
export const SAFETY: readonly StaffRole[] = ['admin', 'compliance'];

/** The mail state of a row as the console shows it. */
const mailFields = {
  mailStatus: oneOf(MAIL_STATES),
  mailAttempts: Type.Integer(),
  mailError: Type.String(),
};

/** Who works a row (issue 41 "Safety queues") and when it falls due, as the queues show them. */
const workFields = {
  assigneeId: Type.Union([Type.Integer(), Type.Null()]),
  assigneeName: Type.String(),
  /** When it is due: a report to the regulator, a question's answer (docs/API.md "Safety queues"). */
  dueAt: Type.String(),
  /** Open and past its due time. */
  overdue: Type.Boolean(),
  /** Open and due within the next 48 hours. */
  dueSoon: Type.Boolean(),
  notes: Type.Integer(),
};

/** The doctor a row belongs to, as staff see it. */
const doctorFields = {
  memberId: Type.Integer(),
  /** The doctor's country calling code: its business time zone dates the row. */
  countryCode: Type.String(),
  doctorName: Type.String(),
  doctorPhone: Type.String(),
  doctorEmail: Type.String(),
};

/** A medical question in the queue. */
export const questionRowSchema = obj({
  id: Type.Integer(),
  number: Type.String(),
  createdAt: Type.String(),
  ...doctorFields,
  productTitle: Type.String(),
  question: Type.String(),
  replyChannel: oneOf(REPLY_CHANNELS),
  status: oneOf(QUESTION_STATUSES),
  answer: Type.String(),
  answeredAt: Type.String(),
  ...mailFields,
  ...workFields,
});

/** GET /admin/safety/questions: the queue, open ones (new, in progress) first by age unless a status is asked. */
export const questionsList = defineStaffCall({
  method: 'GET',
  path: '/admin/safety/questions',
  access: SAFETY,
  summary: 'Medical questions by status (open ones unless asked), oldest first, with a search',
  query: Type.Object({ ...paging, status: Type.Optional(oneOf(QUESTION_STATUSES)), q: Type.Optional(text(100)) }),
  answer: okOf(pageOf(questionRowSchema)),
});

/** POST /admin/safety/questions/update: a new status and the answer the doctor reads (answered needs one). */
export const questionUpdate = defineStaffCall({
  method: 'POST',
  path: '/admin/safety/questions/update',
  access: SAFETY,
  summary: 'Set the status of a medical question and its answer (audited)',
  body: Type.Object({
    id: rowId,
    status: oneOf(QUESTION_STATUSES),
    answer: Type.Optional(multilineText(8000)),
    /** The status and answer the form opened with: 409 when the question has others now (someone saved meanwhile). */
    seen: Type.Optional(obj({ status: oneOf(QUESTION_STATUSES), answer: Type.String({ maxLength: 8000 }) })),
  }),
  answer: okOf(questionRowSchema),
  errors: [404, 409],
});

/** A side-effect report in the queue, with every field of the report. */
export const reportRowSchema = obj({
  id: Type.Integer(),
  number: Type.String(),
  createdAt: Type.String(),
  ...doctorFields,
  productTitle: Type.String(),
  patientInitials: Type.String(),
  patientAge: Type.String(),
  patientSex: Type.String(),
  event: Type.String(),
  serious: Type.Boolean(),
  seriousCriteria: Type.Array(Type.String()),
  onsetDate: Type.String(),
  stopDate: Type.String(),
  outcome: Type.String(),
  otherMedicines: Type.String(),
  status: oneOf(REPORT_STATUSES),
  ...mailFields,
  ackStatus: oneOf(ACK_STATES),
  ...workFields,
});

/** GET /admin/safety/reports: the queue by due date (open ones unless a status is asked). */
export const reportsList = defineStaffCall({
  method: 'GET',
  path: '/admin/safety/reports',
  access: SAFETY,
  summary: 'Side-effect reports by status (open ones unless asked), soonest due first, with a search',
  query: Type.Object({ ...paging, status: Type.Optional(oneOf(REPORT_STATUSES)), q: Type.Optional(text(100)) }),
  answer: okOf(pageOf(reportRowSchema)),
});

/** POST /admin/safety/reports/status: moves a report on (in progress, submitted to the regulator, closed). */
export const reportStatus = defineStaffCall({
  method: 'POST',
  path: '/admin/safety/reports/status',
  access: SAFETY,
  summary: 'Set the status of a side-effect report (audited)',
  body: Type.Object({ id: rowId, status: oneOf(REPORT_STATUSES) }),
  answer: okOf(reportRowSchema),
  errors: [404, 409],
});

/** POST /admin/safety/mail-retry: sends every pending mail of both queues now. */
export const mailRetry = defineStaffCall({
  method: 'POST',
  path: '/admin/safety/mail-retry',
  access: SAFETY,
  summary: 'Send the pending mails of medical questions and side-effect reports now',
  answer: okOf(obj({ sent: Type.Integer(), failed: Type.Integer() })),
});
