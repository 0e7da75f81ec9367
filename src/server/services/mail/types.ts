/** Mail behind one interface: a local outbox folder by default, SMTP (nodemailer) when configured. */

/** A file attached to a mail. */
interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One mail to send. */
export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Something that delivers mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
