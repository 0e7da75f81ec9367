/** Retries the pending mails of medical questions and side-effect reports once a minute (services/safety/outbox.ts). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { retrySafetyMails } from '../services/safety/outbox.ts';

/** How often pending mails are tried again. */
const SWEEP_MS = 60_000;

/** Starts the sweep when the app is ready and stops it when the app closes. */
export const safetyOutboxPlugin = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const { sent, failed } = await retrySafetyMails({
        db: app.deps.database.db,
        mail: app.deps.mail,
        mailboxes: app.deps.config.safetyMail,
        now: app.deps.now,
      });
      if (sent + failed > 0) app.log.info({ sent, failed }, 'safety mails retried');
    } catch (err) {
      app.log.warn({ err }, 'safety mail sweep failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
