/**
 * The API process: reads the configuration, opens (and locks) the database, applies migrations, seeds the demo
 * data when enabled, listens, and closes gracefully on SIGTERM/SIGINT (in-flight requests finish first).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { getConfig, productionWarnings, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { catalogueFingerprint } from './services/admin/search-records.ts';
import { seedDemo } from './services/demo-seed.ts';
import { scheduleCleanup } from './services/privacy/cleanup-job.ts';
import { startArticleIndex } from './services/search/article-index.ts';
import { createStorage } from './services/storage/index.ts';
import { runStorageSweep, scheduleStorageSweep } from './services/storage/sweep-job.ts';
import { cannotStartLine, describeDatabase, explainStartFailure } from './start-failure.ts';
import { startStorage } from './storage-start-failure.ts';

/** A running API process. */
export interface Running {
  app: FastifyInstance;
  config: Config;
  database: Database;
  url: string;
  close(): Promise<void>;
}

/** Seeds the demo data and writes its files to the configured storage (its failures told as the storage's). */
async function seedInto(database: Database, config: Config): Promise<void> {
  const storage = createStorage(config.storage);
  try {
    await seedDemo(database.db, { storage: startStorage(storage) });
  } finally {
    storage.close();
  }
}

/**
 * Before the site is built (`npm start`, issue 39 §3): migrates the configured database and seeds the demo data
 * as the start would, so the build's search index holds the catalogue on a fresh clone; answers the catalogue's
 * fingerprint. A memory database is the start's own (the build makes and seeds another): nothing to do.
 */
export async function prepareDatabase(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const config = getConfig(env);
  if (config.databaseUrl.startsWith('memory:')) return undefined;
  const database = await openDatabase(config.databaseUrl, 1);
  try {
    await migrate(database);
    if (config.seedDemo) await seedInto(database, config);
    return await catalogueFingerprint(database.db);
  } catch (error) {
    throw explainStartFailure(error, config);
  } finally {
    await database.close();
  }
}

/** Starts the API (and the static site when SITE_DIR is set) from an environment. */
export async function start(env: NodeJS.ProcessEnv = process.env): Promise<Running> {
  const config = getConfig(env);
  const database = await openDatabase(config.databaseUrl, {
    poolSize: config.databasePoolSize,
    timeouts: config.databaseTimeouts,
  });
  try {
    await migrate(database);
    if (config.seedDemo) await seedInto(database, config);
    const app = await buildApp({ config, database });
    // PostgreSQL: the article search's match lists from memory (built in the background; SQL answers meanwhile).
    if (database.kind === 'postgres') startArticleIndex(database.db);
    const address = await app.listen({ host: config.host, port: config.port });
    app.log.info({ database: database.kind }, `database: ${describeDatabase(config.databaseUrl)}`);
    if (config.production) for (const warning of productionWarnings(env)) app.log.warn(warning);
    const stopCleanup = scheduleCleanup(database, config.privacy.retentionDays, (outcome) => {
      if (outcome instanceof Error) app.log.error({ err: outcome }, 'privacy retention job failed');
      else if (outcome.ran) app.log.info({ removed: outcome.removed }, 'privacy retention job ran');
    });
    const { sweepEveryHours, sweepMinAgeHours } = config.uploadQuota;
    const sweptStorage = createStorage(config.storage);
    const stopSweep =
      sweepEveryHours > 0
        ? scheduleStorageSweep(
            () => runStorageSweep(database, sweptStorage, sweepMinAgeHours, new Date()),
            sweepEveryHours,
            (outcome) => {
              if (outcome instanceof Error) app.log.error({ err: outcome }, 'storage sweep failed');
              else if (outcome.ran)
                app.log.info({ removed: outcome.removed, spared: outcome.spared }, 'storage sweep ran');
            },
          )
        : () => undefined;
    const close = async () => {
      stopCleanup();
      stopSweep();
      sweptStorage.close();
      await app.close();
      await database.close();
    };
    return { app, config, database, url: address, close };
  } catch (error) {
    await database.close();
    throw explainStartFailure(error, config);
  }
}

/**
 * Runs the process until a signal asks it to stop; a configuration problem, a held data folder, an unreachable
 * database, a busy port or a file storage the demo seed cannot write to ends it with one "Cannot start: …" line and
 * exit code 1.
 */
export async function main(): Promise<void> {
  let running: Running;
  try {
    running = await start();
  } catch (error) {
    const line = cannotStartLine(error);
    if (line === undefined) throw error;
    console.error(`\nCannot start: ${line}\n`);
    process.exit(1);
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

if (import.meta.main) await main();
