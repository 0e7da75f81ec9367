/** Mail providers: a local outbox folder of .eml files by default, SMTP (nodemailer) when MAIL_SMTP_URL is set. */
import type { MailConfig } from '../../config.ts';
import { OutboxMailer } from './outbox.ts';
import { SmtpMailer } from './smtp.ts';
import type { Mailer } from './types.ts';

/** Builds the configured mailer. */
export function createMailer(config: MailConfig): Mailer {
  if (config.provider === 'smtp') return new SmtpMailer(config.url, config.from);
  return new OutboxMailer(config.dir, config.from);
}
