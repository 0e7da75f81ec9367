/** SMTP mail provider (MAIL_SMTP_URL, smtp:// or smtps://, credentials in the URL), through nodemailer. */
import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { assertRecipients, toMailOptions } from './compose.ts';
import type { Mailer, MailMessage } from './types.ts';

/** Time limits of one SMTP delivery, so a stuck server never holds a request for long. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/** Sends each mail over SMTP; a refusal or a timeout rejects. */
export class SmtpMailer implements Mailer {
  readonly #from: string;
  readonly #transport: Transporter<SMTPTransport.SentMessageInfo>;

  /** Connects to the server of `url` for each mail (STARTTLS when the server offers it). */
  constructor(url: string, from: string) {
    this.#from = from;
    this.#transport = createTransport({ url, ...TIMEOUTS });
  }

  /** Delivers one mail; throws when no recipient was accepted. */
  async send(message: MailMessage): Promise<void> {
    assertRecipients(message);
    const info = await this.#transport.sendMail(toMailOptions(this.#from, message));
    if (info.accepted.length === 0) throw new Error(`the SMTP server accepted no recipient (${info.response})`);
  }
}
