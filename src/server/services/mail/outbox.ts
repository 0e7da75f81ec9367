/** The default mail provider: each message is built by nodemailer and written as an .eml file into a folder. */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import { randomKey } from '../crypto.ts';
import { assertRecipients, toMailOptions } from './compose.ts';
import type { Mailer, MailMessage } from './types.ts';

/** Writes every mail to `<dir>/<time>-<random>.eml` (a temp file renamed into place, so readers never see half a mail). */
export class OutboxMailer implements Mailer {
  readonly #dir: string;
  readonly #from: string;
  readonly #transport: Transporter<StreamTransport.SentMessageInfo>;

  /** Uses `dir` as the outbox folder (created on first mail) and `from` as the sender. */
  constructor(dir: string, from: string) {
    this.#dir = dir;
    this.#from = from;
    this.#transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Builds the raw message and writes it atomically; resolves with the path of the .eml file. */
  async deliver(message: MailMessage): Promise<string> {
    assertRecipients(message);
    const info = await this.#transport.sendMail(toMailOptions(this.#from, message));
    const raw = info.message;
    if (!Buffer.isBuffer(raw)) throw new Error('the mail transport did not return the raw message');
    await mkdir(this.#dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomKey(6)}.eml`;
    const path = join(this.#dir, name);
    const temp = join(this.#dir, `.${name}.tmp`);
    try {
      await writeFile(temp, raw);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return path;
  }

  /** Writes the message to the outbox. */
  async send(message: MailMessage): Promise<void> {
    await this.deliver(message);
  }
}
