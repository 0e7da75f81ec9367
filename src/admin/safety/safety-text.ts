/** The console's texts of the medical-question and side-effect queues, in English for staff; kept beside the screens. */
import type { Static } from 'typebox';
import type { questionRowSchema, reportRowSchema } from '../../shared/contract/admin/safety.ts';

/** A medical question in the queue. */
export type QuestionRow = Static<typeof questionRowSchema>;
/** A side-effect report in the queue. */
export type ReportRow = Static<typeof reportRowSchema>;

/** The statuses of each queue ("open": new and in progress, the default), kept here so no doctor page carries them. */
export const QUESTION_FILTERS = ['open', 'new', 'in progress', 'answered', 'closed'] as const;
/** The report statuses to filter and set. */
export const REPORT_FILTERS = ['open', 'new', 'in progress', 'submitted', 'closed'] as const;

/** Texts of the safety screens. */
export const safetyText = {
  questions: 'Medical questions',
  reports: 'Side effects',
  questionsTitle: 'Medical questions',
  questionsIntro:
    'Questions doctors asked about a product, oldest first. The doctor reads the answer in the portal; reply also by the channel the doctor chose.',
  reportsTitle: 'Side-effect reports',
  reportsIntro:
    'Suspected adverse events, soonest due first. Due: death or life-threatening 7 calendar days, other serious 15, non-serious 90 (from receipt). Mark a report Submitted once it is sent to the regulator (PvPI / DDA).',
  search: 'Search number, product, doctor or mobile',
  status: 'Status',
  open: 'open',
  number: 'Number',
  received: 'Received',
  doctor: 'Doctor',
  product: 'Product',
  question: 'Question',
  replyBy: 'Reply by',
  answer: 'Answer',
  mail: 'Mail',
  actions: 'Actions',
  answerOne: (number: string) => `Answer ${number}`,
  answerTitle: (number: string) => `Answer ${number}`,
  answerLabel: 'Answer the doctor will read',
  newStatus: 'New status',
  save: 'Save',
  saved: (number: string) => `${number} saved.`,
  answerRequired: 'Write the answer the doctor will read before marking the question answered.',
  due: 'Due',
  overdue: 'overdue',
  dueSoon: 'due within 48 h',
  assignee: 'Assigned to',
  nobody: 'Nobody',
  assigneeOf: (number: string) => `Assignee of ${number}`,
  assignTitle: (number: string) => `Assign ${number}?`,
  assignBody: (number: string, name: string) =>
    name ? `${number} will be assigned to ${name}.` : `${number} will be assigned to nobody.`,
  assignConfirm: (name: string) => (name ? `Assign to ${name}` : 'Unassign'),
  assigned: (number: string, name: string) => (name ? `${number} assigned to ${name}.` : `${number} is unassigned.`),
  notes: (count: number) => `Internal notes (${count})`,
  /** The notes' expander by name: its words, then the record (WCAG 2.5.3). */
  notesOf: (count: number, number: string) => `Internal notes (${count}) of ${number}`,
  noNotes: 'No notes yet.',
  notesHint: 'Notes are for staff only; once added, a note cannot be edited or deleted.',
  noteLabel: (number: string) => `New note on ${number}`,
  addNote: 'Add note',
  noteAdded: (number: string) => `Note added to ${number}.`,
  patient: 'Patient',
  event: 'Event',
  serious: 'serious',
  nonSerious: 'non-serious',
  details: 'Details',
  /** The details' expander by name: its word, then the report. */
  detailsOf: (number: string) => `Details of ${number}`,
  onset: 'Onset',
  stopped: 'Stopped',
  outcome: 'Outcome',
  otherMedicines: 'Other medicines',
  ack: 'Acknowledgement',
  setStatus: (number: string) => `Status of ${number}`,
  statusTitle: (number: string, status: string) => `Set ${number} to ${status}?`,
  statusBody: (number: string, status: string, leavesQueue: boolean) =>
    `${number} will be marked ${status}.${leavesQueue ? ' It leaves the open queue (the Status filter still finds it).' : ''}`,
  statusConfirm: (status: string) => `Set to ${status}`,
  statusSet: (number: string, status: string) => `${number} is now ${status}.`,
  mailState: (status: string, attempts: number) => `${status}${attempts > 1 ? ` (${attempts} tries)` : ''}`,
  retry: 'Send pending mails now',
  retried: (sent: number, failed: number) => `${sent} sent, ${failed} still waiting.`,
} as const;
