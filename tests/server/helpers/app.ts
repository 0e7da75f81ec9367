/** build(): a fresh app on a fresh database (memory PGlite, or a new PostgreSQL database) for one test file. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Writable } from 'node:stream';
import { buildApp } from '../../../src/server/app.ts';
import { getConfig } from '../../../src/server/config.ts';
import { openDatabase, type Database } from '../../../src/server/db/client.ts';
import { migrate } from '../../../src/server/db/migrate.ts';
import type { Env } from '../../../src/shared/public-config.ts';
import { createTestDatabase } from './database.ts';
import { expectConforming } from './openapi-conformance.ts';

/** A controllable clock: read with now(), move with advance(seconds). */
export interface FakeClock {
  now(): number;
  advance(seconds: number): void;
}

/** Creates a fake clock starting at a fixed instant. */
export function fakeClock(start = Date.parse('2026-11-21T09:00:00Z')): FakeClock {
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

/** Builds the app on a fresh migrated database; `env` overrides configuration variables. */
export async function build(env: Env = {}): Promise<TestApp> {
  const target = await createTestDatabase();
  const config = getConfig({
    SESSION_SECRET: 'test-secret-of-enough-length-0123456789',
    ...env,
    DATABASE_URL: target.url,
  });
  const database = await openDatabase(config.databaseUrl, 5);
  await migrate(database);
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
      await expectConforming(app, options, response);
      return response;
    },
    async close() {
      await app.close();
      await database.close();
      await target.drop();
    },
  };
}
