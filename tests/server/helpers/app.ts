/**
 * build(): a fresh app on a fresh database (memory PGlite, or a new PostgreSQL database) for one test file, copied
 * from the run's migrated (or seeded) template (templates.ts).
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Writable } from 'node:stream';
import { buildApp } from '../../../src/server/app.ts';
import { getConfig } from '../../../src/server/config.ts';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/client.ts';
import { migrate } from '../../../src/server/db/migrate.ts';
import type { Env } from '../../../src/shared/public-config.ts';
import { createTestDatabase } from './database.ts';
import { expectConforming } from './openapi-conformance.ts';
import type {} from './templates.ts';

/** A controllable clock: read with now(), move with advance(seconds). */
interface FakeClock {
  now(): number;
  advance(seconds: number): void;
}

/** Creates a fake clock starting at a fixed instant. */
function fakeClock(start = Date.parse('2026-11-21T09:00:00Z')): FakeClock {
  let time = start;
  return {
    now: () => time,
    advance: (seconds) => {
      time += seconds * 1000;
    },
  };
}

/** A test app with its database, clock, captured log lines and an inject shortcut. */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: FakeClock;
  logs: string[];
  /** Every answer body the test received, for leak checks. */
  answers: string[];
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** How build() prepares the database. */
export interface BuildOptions {
  /** Start from the demo data (its rows; seedDemo on the result writes its files and inserts nothing). */
  seeded?: boolean;
}

/**
 * Builds the app on a fresh migrated database copied from the run's template; `env` overrides configuration
 * variables. Without a template (a project without the globalSetup) the database is migrated here.
 */
export async function build(env: Env = {}, options: BuildOptions = {}): Promise<TestApp> {
  // TEST_DB_TEMPLATE=off migrates every file's database as before the templates (to compare timings).
  const templates = process.env.TEST_DB_TEMPLATE === 'off' ? undefined : inject('databaseTemplates');
  const template = templates?.[options.seeded ? 'seeded' : 'migrated'];
  const target = await createTestDatabase(template);
  const config = getConfig({
    SESSION_SECRET: 'test-secret-of-enough-length-0123456789',
    ...env,
    DATABASE_URL: target.url,
  });
  const database = await openDatabase(config.databaseUrl, {
    poolSize: 5,
    pgliteImage: target.pgliteImage,
    timeouts: config.databaseTimeouts,
  });
  if (!template) await migrate(database);
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const clock = fakeClock();
  const app = await buildApp({ config, database, now: clock.now, logger: { level: 'debug', stream } });
  await app.ready();
  const answers: string[] = [];
  return {
    app,
    database,
    clock,
    logs,
    answers,
    async request(options) {
      const response = await app.inject(options);
      answers.push(response.body);
      // The server tests' traffic must conform to the OpenAPI document; the security project sends malformed
      // requests on purpose (some of which the API leniently accepts) and turns the check off (vitest.config.ts).
      if (process.env.OPENAPI_CONFORMANCE !== 'off') await expectConforming(app, options, response);
      return response;
    },
    async close() {
      await app.close();
      await database.close();
      await target.drop();
    },
  };
}
