/** Turns a MailMessage into nodemailer's message options (one place for the sender and attachments). */
import type { SendMailOptions } from 'nodemailer';
import { oneLine } from './member-text.ts';
import type { MailMessage } from './types.ts';

/** The nodemailer options of one message sent from `from`. */
export function toMailOptions(from: string, message: MailMessage): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: oneLine(message.subject),
    text: message.text,
    attachments: (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
    })),
  };
}

/** Refuses a message without recipients before any transport is touched. */
export function assertRecipients(message: MailMessage): void {
  if (message.to.length === 0) throw new Error('a mail needs at least one recipient');
}
