/** What every route can reach: configuration, database, clock and services (decorated as `app.deps`). */
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Bot } from './services/bot/types.ts';
import type { Clock } from './services/clock.ts';
import type { Mailer } from './services/mail/types.ts';
import type { SessionStore } from './services/sessions.ts';
import type { SmsSender } from './services/sms/index.ts';
import type { WhatsAppSender } from './services/sms/whatsapp.ts';
import type { FileStorage } from './services/storage/types.ts';
import type { PdfCheckPool } from './services/uploads/pdf-pool.ts';

/** The services of one API process. */
export interface AppDeps {
  config: Config;
  database: Database;
  now: Clock;
  sessions: SessionStore;
  sms: SmsSender;
  /** The second OTP channel, or undefined when WhatsApp is not configured. */
  whatsapp: WhatsAppSender | undefined;
  mail: Mailer;
  storage: FileStorage;
  /** Checks print PDFs in worker threads (services/uploads/pdf-pool.ts). */
  pdfChecks: PdfCheckPool;
  bot: Bot;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Configuration, database and services of this process. */
    deps: AppDeps;
  }
}
