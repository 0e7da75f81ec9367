/**
 * Once a minute: retries the pending mails of medical questions and side-effect reports (services/safety/outbox.ts)
 * and sends the day's mail to compliance of what falls due when its hour has come (services/safety/digest.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendDailyDigest } from '../services/safety/digest.ts';
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
    }
    try {
      const { digest: to, digestHour: hour } = app.deps.config.safetyMail;
      const outcome = await sendDailyDigest({
        db: app.deps.database.db,
        mail: app.deps.mail,
        to,
        hour,
        now: app.deps.now,
      });
      if (outcome === 'sent') app.log.info('safety digest sent');
    } catch (err) {
      app.log.warn({ err }, 'safety digest failed');
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
