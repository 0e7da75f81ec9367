/** The choices of the medical-question and side-effect forms (issue 27 §3), shared by the forms, the API and the console. */

/** How a doctor wants the answer to a medical question. */
export const REPLY_CHANNELS = ['phone', 'email', 'visit'] as const;
/** One reply channel. */
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];

/** The life of a medical question in the console queue. */
export const QUESTION_STATUSES = ['new', 'in progress', 'answered', 'closed'] as const;
/** One question status. */
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/** The life of an adverse-event report in the console queue ("submitted": sent on to the regulator). */
export const REPORT_STATUSES = ['new', 'in progress', 'submitted', 'closed'] as const;
/** One report status. */
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The statuses of a question or report still to be worked (the queues' default, due marks, the daily mail). */
export const OPEN_SAFETY_STATUSES: readonly string[] = ['new', 'in progress'];

/** The patient's sex as the report records it. */
export const PATIENT_SEXES = ['female', 'male', 'other'] as const;
/** One patient sex. */
export type PatientSex = (typeof PATIENT_SEXES)[number];

/** Age groups a doctor may give instead of an age in years. */
export const AGE_GROUPS = ['neonate', 'infant', 'child', 'adolescent', 'adult', 'elderly'] as const;
/** One age group. */
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** The seriousness criteria (ICH E2A, as PvPI's suspected-ADR form lists them). */
export const SERIOUS_CRITERIA = [
  'death',
  'life-threatening',
  'hospitalisation',
  'disability',
  'congenital anomaly',
  'other medically important',
] as const;
/** One seriousness criterion. */
export type SeriousCriterion = (typeof SERIOUS_CRITERIA)[number];

/** The outcome of the event at the time of the report. */
export const OUTCOMES = [
  'recovered',
  'recovering',
  'not recovered',
  'recovered with sequelae',
  'fatal',
  'unknown',
] as const;
/** One outcome. */
export type Outcome = (typeof OUTCOMES)[number];

/** Where a company mail of a question or report stands: waiting (or retrying) or sent. */
export const MAIL_STATES = ['pending', 'sent'] as const;

/** Where the acknowledgement mail to the reporting doctor stands ("none": no e-mail address in the profile). */
export const ACK_STATES = ['pending', 'sent', 'none'] as const;
