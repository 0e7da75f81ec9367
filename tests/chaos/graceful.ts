/**
 * Issue 7 §14: SIGTERM during load. 200 clients place orders back to back (each on its own connection, each with its
 * own Idempotency-Key) against `node src/server/server.ts` on PGlite; SIGTERM arrives mid-load. Pass: the process
 * exits 0, requests in flight at the signal are answered after it, and the stored orders are exactly the
 * acknowledged ones (nothing acknowledged is missing, nothing was stored without its answer reaching the client).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiProcess } from '../security/helpers/processes.ts';
import { CHAOS_ITEM, postJson, prepareDatabase, storedOrders } from './lib.ts';

/** Figures of the run. */
export interface GracefulFigures {
  clients: number;
  requests: number;
  acknowledged: number;
  answeredAfterSignal: number;
  notAccepted: number;
  serverErrors: number;
  stored: number;
  shutdownMs: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Runs the check; throws on a lost or unanswered order, a 5xx, or an unclean exit. */
export async function gracefulShutdown(options: { clients?: number; loadMs?: number } = {}): Promise<GracefulFigures> {
  const clients = options.clients ?? 200;
  const root = await mkdtemp(join(tmpdir(), 'chaos-graceful-'));
  const url = `file://${join(root, 'db')}`;
  try {
    const { memberIds, keys } = await prepareDatabase(url);
    const server = await startApiProcess({
      DATABASE_URL: url,
      STORAGE_DIR: join(root, 'storage'),
      MAIL_OUTBOX_DIR: join(root, 'outbox'),
      RATE_LIMIT_MEMBER_PER_MINUTE: '0',
      RATE_LIMIT_ORDERS_PER_HOUR: '100000',
      LOG_LEVEL: 'info',
    });
    let signalAt = Infinity;
    const acknowledged = new Set<string>();
    const figures = { requests: 0, answeredAfterSignal: 0, notAccepted: 0, serverErrors: 0 };
    const loop = async (client: number) => {
      for (let n = 0; ; n += 1) {
        const key = `g${client}-${n}`;
        figures.requests += 1;
        const outcome = await postJson(
          `${server.url}/api/ServAccessories.php`,
          { authorization: `Bearer ${keys[0]}`, 'idempotency-key': key },
          { sub_category: CHAOS_ITEM, message: `chaos order ${key}` },
        );
        if (!('status' in outcome)) {
          figures.notAccepted += 1;
          return;
        }
        if (Date.now() > signalAt) figures.answeredAfterSignal += 1;
        if (outcome.status >= 500) figures.serverErrors += 1;
        if (outcome.status === 200) acknowledged.add(`chaos order ${key}`);
        if (outcome.status !== 200) return;
      }
    };
    const loops = Array.from({ length: clients }, (_, i) => loop(i));
    await sleep(options.loadMs ?? 2_000);
    signalAt = Date.now();
    const exit = await server.stop('SIGTERM');
    const shutdownMs = Date.now() - signalAt;
    await Promise.all(loops);
    const stored = await storedOrders(url, memberIds);
    const result: GracefulFigures = {
      clients,
      ...figures,
      acknowledged: acknowledged.size,
      stored: stored.size,
      shutdownMs,
    };
    const missing = [...acknowledged].filter((message) => !stored.has(message));
    const unanswered = [...stored.keys()].filter((message) => !acknowledged.has(message));
    if (exit !== 0) throw new Error(`exit ${exit} after SIGTERM: ${server.output().slice(-2000)}`);
    if (!server.output().includes('shutting down: finishing in-flight requests'))
      throw new Error('the shutdown was not logged');
    if (missing.length || unanswered.length || figures.serverErrors || !figures.answeredAfterSignal) {
      throw new Error(
        `missing ${missing.slice(0, 5)}, stored without answer ${unanswered.slice(0, 5)}: ${JSON.stringify(result)}`,
      );
    }
    return result;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
