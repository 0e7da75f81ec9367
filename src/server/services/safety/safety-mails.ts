/**
 * The mails of medical questions and side-effect reports: to the company's mailboxes in English (like every staff
 * mail), the acknowledgement to the reporting doctor in the doctor's language. Member text is quoted
 * (services/mail/member-text.ts), so it can never pass for a header line.
 */
import { isLanguage } from '../../../shared/messages/languages.ts';
import type { adverseEventReports, medicalQuestions } from '../../db/schema.ts';
import { messagesIn } from '../language.ts';
import { oneLine, quoted } from '../mail/member-text.ts';
import { fullName } from '../mail/priority-mail.ts';
import type { MailMessage } from '../mail/types.ts';
import type { MemberRow } from '../profile.ts';
import { reporterOf } from './reporter.ts';

/** A stored medical question. */
export type QuestionRow = typeof medicalQuestions.$inferSelect;
/** A stored side-effect report. */
export type ReportRow = typeof adverseEventReports.$inferSelect;

/** The lines naming the reporting or asking doctor (name, member id, phone, e-mail, registration). */
function doctorLines(row: QuestionRow | ReportRow, member: MemberRow): string[] {
  const reporter = reporterOf(row, member);
  return [
    `Doctor: ${reporter.name} (member ${member.id})`,
    `Phone: ${reporter.phone}`,
    `E-mail: ${oneLine(reporter.email) || '(none in the profile)'}`,
    `Registration: ${oneLine(member.registrationNumber) || '(none)'} ${oneLine(member.registrationCouncil)}`.trimEnd(),
  ];
}

/** The mail of a medical question to the medical-information mailbox. */
export function questionMail(row: QuestionRow, member: MemberRow, to: string[]): MailMessage {
  return {
    to,
    subject: `Medical question ${row.number}: ${oneLine(row.productTitle)}`,
    text: [
      `Medical question ${row.number}, received through the Doctors Portal on ${row.createdAt.toISOString()}.`,
      '',
      ...doctorLines(row, member),
      `Product: ${oneLine(row.productTitle)}${row.productId ? ` (product ${row.productId})` : ''}`,
      `Preferred reply: ${row.replyChannel}`,
      '',
      'Question (as written by the doctor, each line starting with "| "):',
      quoted(row.question),
      '',
      'Answer it in the operations console (Compliance › Medical questions), which the doctor reads in the portal.',
    ].join('\n'),
  };
}

/** The mail of a side-effect report to the pharmacovigilance mailbox: every field of the report. */
export function reportMail(row: ReportRow, member: MemberRow, to: string[]): MailMessage {
  const seriousness = row.serious ? `SERIOUS (${row.seriousCriteria.join(', ')})` : 'non-serious';
  const age = [row.patientAge === null ? '' : `${row.patientAge} years`, row.patientAgeGroup].filter(Boolean);
  return {
    to,
    subject: `Adverse event report ${row.number} (${row.serious ? 'serious' : 'non-serious'}): ${oneLine(row.productTitle)}`,
    text: [
      `Suspected adverse event ${row.number}, received through the Doctors Portal on ${row.createdAt.toISOString()}.`,
      `Due to the regulator by ${row.dueAt.toISOString().slice(0, 10)} (${seriousness}).`,
      '',
      'Reporter:',
      ...doctorLines(row, member),
      '',
      `Patient: initials ${oneLine(row.patientInitials)}, age ${age.join(', ')}, sex ${row.patientSex}`,
      `Suspect product: ${oneLine(row.productTitle)}${row.productId ? ` (product ${row.productId})` : ''}`,
      `Seriousness: ${seriousness}`,
      `Onset: ${row.onsetDate}; stopped: ${row.stopDate || '(not given)'}`,
      `Outcome: ${row.outcome}`,
      '',
      'Event (as written by the doctor, each line starting with "| "):',
      quoted(row.event),
      '',
      'Other medicines (as written by the doctor):',
      row.otherMedicines ? quoted(row.otherMedicines) : '(none given)',
    ].join('\n'),
  };
}

/** The acknowledgement of a report to the doctor, in the doctor's stored language (English when none). */
export function reportAckMail(row: ReportRow, member: MemberRow): MailMessage {
  const m = messagesIn(isLanguage(member.language) ? member.language : 'en');
  const day = row.createdAt.toISOString().slice(0, 10);
  return {
    to: [oneLine(member.email)],
    subject: m.reportAckSubject(row.number),
    text: m.reportAckMail(fullName(member), row.number, oneLine(row.productTitle), day),
  };
}
