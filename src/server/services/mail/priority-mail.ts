/** The mail of a priority message to the member's managers, with the member's text quoted (services/mail/member-text.ts). */
import type { MemberRow } from '../profile.ts';
import { oneLine, quoted } from './member-text.ts';
import type { MailMessage } from './types.ts';

/** A member's full name with salutation, e.g. "Dr. Asha Lakshmi Rao", on one line. */
export function fullName(row: Pick<MemberRow, 'salutation' | 'firstName' | 'middleName' | 'lastName'>): string {
  return oneLine(
    [row.salutation, row.firstName, row.middleName, row.lastName].filter((part) => part.trim() !== '').join(' '),
  );
}

/** The mail of a priority message: who wrote it (name, phone, e-mail, focus) and the text, every line quoted. */
export function priorityMail(row: MemberRow, to: string[], message: string, sentAt: Date): MailMessage {
  const name = fullName(row);
  return {
    to,
    subject: `Priority message from ${name}`,
    text: [
      `${name} sent a priority message through the Doctors Portal on ${sentAt.toISOString()}.`,
      '',
      `Name: ${name}`,
      `Phone: +${oneLine(row.countryCode)} ${oneLine(row.phone)}`,
      `E-mail: ${oneLine(row.email) || '(none in the profile)'}`,
      `Therapeutic focus: ${oneLine(row.therapeuticFocus)}`,
      '',
      'Message (as written by the member, each line starting with "| "):',
      quoted(message),
    ].join('\n'),
  };
}
