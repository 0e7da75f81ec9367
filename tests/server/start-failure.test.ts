/**
 * A start that cannot go ahead ends with one "Cannot start: …" line and exit code 1, never a stack or the database
 * password: an unset DATABASE_URL in production, a database that refuses the connection or the login, a missing
 * database, a busy port, a file storage (s3rver) that refuses the keys, has no bucket or cannot be reached while the
 * demo seed writes to it. A start that goes ahead names its database in the log. Real processes of
 * src/server/server.ts and scripts/start.ts; the PostgreSQL cases need TEST_DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabase, printableDatabaseUrl } from '../../src/server/start-failure.ts';
import { PRODUCTION_CONTACTS } from '../unit/helpers/production-env.ts';
import { freePort, startApi } from './helpers/api-process.ts';
import { adminDatabaseUrl, createTestDatabase, databaseUrl } from './helpers/database.ts';
import { S3RVER, type StalledS3, startStalledS3 } from './helpers/stalled-s3.ts';

const SERVER = resolve(import.meta.dirname, '../../src/server/server.ts');
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'J3k9+qW2/zR8xT5vN1mB7cL4hG6fD0sA9pE2uY8iO4w=',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.com/send',
  ...PRODUCTION_CONTACTS,
};

/** `npm start`'s script: prepares the database (and its demo seed) and the site, then runs the API. */
const NPM_START = resolve(import.meta.dirname, '../../scripts/start.ts');

/**
 * Runs the API (or another start script) with `env` until it exits (at most 60 s); answers its exit code and
 * everything it printed.
 */
async function startFails(
  env: Record<string, string>,
  script = SERVER,
): Promise<{ code: number | null; printed: string }> {
  const child = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(await freePort()), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, printed };
}

/** The printed lines other than blank ones and the JSON log lines of a start that got as far as the app. */
const messageLines = (printed: string): string[] =>
  printed.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('{'));

describe('a start that cannot go ahead', () => {
  it('refuses production without DATABASE_URL, naming the setting (the embedded database only when chosen)', async () => {
    const { code, printed } = await startFails(PRODUCTION);
    expect(code).toBe(1);
    expect(messageLines(printed)).toEqual([expect.stringMatching(/^Cannot start: DATABASE_URL is not set: /)]);
  });

  it('says in one line that the database refused the connection, without the password', async () => {
    const port = await freePort();
    const { code, printed } = await startFails({
      DATABASE_URL: `postgres://portal:hunter2-secret@127.0.0.1:${port}/opreview`,
    });
    expect(code).toBe(1);
    expect(messageLines(printed)).toEqual([
      `Cannot start: the database at postgres://portal@127.0.0.1:${port}/opreview refused the connection (ECONNREFUSED): is PostgreSQL running there?`,
    ]);
    expect(printed).not.toContain('hunter2');
  });

  it('says in one line that the database did not answer a new connection in time (a hung server)', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((listening) => silent.listen(0, '127.0.0.1', listening));
    const { port } = silent.address() as AddressInfo;
    try {
      const { code, printed } = await startFails({
        DATABASE_URL: `postgres://portal:hunter2-secret@127.0.0.1:${port}/opreview`,
        DATABASE_CONNECT_TIMEOUT_MS: '300',
      });
      expect(code).toBe(1);
      expect(messageLines(printed)).toEqual([
        `Cannot start: the database at postgres://portal@127.0.0.1:${port}/opreview did not answer within DATABASE_CONNECT_TIMEOUT_MS: is the host reachable, and PostgreSQL running there?`,
      ]);
    } finally {
      silent.close();
    }
  });

  it.runIf(adminDatabaseUrl())('says the login was refused (wrong password) and the database is missing', async () => {
    const admin = new URL(adminDatabaseUrl() ?? '');
    admin.password = 'not-the-password';
    const wrong = await startFails({ DATABASE_URL: admin.toString() });
    expect(wrong.code).toBe(1);
    expect(messageLines(wrong.printed)).toEqual([
      expect.stringMatching(/^Cannot start: the database at postgres:\/\/\w+@[^ ]+ refused the login: .*password/),
    ]);
    expect(wrong.printed).not.toContain('not-the-password');
    const missing = await startFails({ DATABASE_URL: databaseUrl(adminDatabaseUrl() ?? '', 'portal_no_such_db') });
    expect(missing.code).toBe(1);
    expect(messageLines(missing.printed)).toEqual([
      expect.stringMatching(
        /^Cannot start: the database at .*\/portal_no_such_db: database "portal_no_such_db" does not exist/,
      ),
    ]);
  });

  it('names its database in the log when it starts, and a second start on its port says the port is in use', async () => {
    const api = await startApi({ DATABASE_URL: 'memory://' });
    try {
      expect(api.output()).toContain('"msg":"database: embedded PGlite in memory (throw-away)"');
      const { code, printed } = await startFails({ DATABASE_URL: 'memory://', PORT: String(api.port) });
      expect(code).toBe(1);
      expect(messageLines(printed)).toEqual([
        `Cannot start: port ${api.port} on 127.0.0.1 is in use: stop what listens there, or set PORT.`,
      ]);
    } finally {
      await api.stop();
    }
  }, 120_000);
});

describe('a development start whose file storage fails (the demo seed writes there first)', () => {
  let s3: StalledS3;
  let root: string;
  beforeAll(async () => {
    s3 = await startStalledS3();
    root = await mkdtemp(join(tmpdir(), 'start-storage-'));
  });
  afterAll(async () => {
    await s3?.close();
    await rm(root, { recursive: true, force: true });
  });

  const storageEnv = (keys: { id: string; secret: string }, bucket = S3RVER.bucket, endpoint = s3.endpoint) => ({
    STORAGE_URL: `s3://${bucket}/dev`,
    S3_ENDPOINT: endpoint,
    S3_REGION: S3RVER.region,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: keys.id,
    AWS_SECRET_ACCESS_KEY: keys.secret,
  });
  const wrongKeys = { id: 'AKIAWRONGKEY', secret: 'hunter3-s3-secret' };
  const refusedKeys = `Cannot start: the file storage at s3://${S3RVER.bucket}/dev/ refused the access keys (InvalidAccessKeyId): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE).`;

  it('says in one line that the store refused the keys: the API start, without a stack or the secret', async () => {
    const { code, printed } = await startFails({ DATABASE_URL: 'memory://', ...storageEnv(wrongKeys) });
    expect(code).toBe(1);
    expect(messageLines(printed)).toEqual([refusedKeys]);
    expect(printed).not.toContain('hunter3');
    expect(printed).not.toContain('    at ');
  }, 120_000);

  it("says the same in npm start's first step (database and demo seed, before the site is built)", async () => {
    const env = { DATABASE_URL: `file://${join(root, 'db')}`, ...storageEnv(wrongKeys) };
    const { code, printed } = await startFails(env, NPM_START);
    expect(code).toBe(1);
    expect(messageLines(printed)).toEqual([refusedKeys]);
    expect(printed).not.toContain('hunter3');
  }, 120_000);

  it('names a missing bucket', async () => {
    const keys = { id: S3RVER.accessKeyId, secret: S3RVER.secretAccessKey };
    const missing = await startFails({ DATABASE_URL: 'memory://', ...storageEnv(keys, 'no-such-bucket') });
    expect(missing.code).toBe(1);
    expect(messageLines(missing.printed)).toEqual([
      'Cannot start: the file storage at s3://no-such-bucket/dev/: its bucket does not exist (create it, or correct STORAGE_URL).',
    ]);
  }, 120_000);

  it("tells a refused S3_ENDPOINT as the storage's, not the database's", async () => {
    const keys = { id: S3RVER.accessKeyId, secret: S3RVER.secretAccessKey };
    const closed = `http://127.0.0.1:${await freePort()}`;
    const down = await startFails({ DATABASE_URL: 'memory://', ...storageEnv(keys, S3RVER.bucket, closed) });
    expect(down.code).toBe(1);
    expect(messageLines(down.printed)).toEqual([
      `Cannot start: the file storage at s3://${S3RVER.bucket}/dev/ cannot be reached (ECONNREFUSED): check S3_ENDPOINT, and that the store is running.`,
    ]);
  }, 120_000);
});

describe('a start on PostgreSQL', () => {
  it.runIf(adminDatabaseUrl())(
    'names PostgreSQL with user@host:port/database in its log, never the password',
    async () => {
      const target = await createTestDatabase();
      const url = new URL(target.url);
      try {
        const api = await startApi({ DATABASE_URL: target.url });
        try {
          const expected = `database: PostgreSQL at postgres://${url.username}@${url.hostname}:${url.port || '5432'}${url.pathname}`;
          expect(api.output()).toContain(`"msg":"${expected}"`);
          expect(api.output()).not.toContain(`:${url.password}@`);
        } finally {
          await api.stop();
        }
      } finally {
        await target.drop();
      }
    },
    120_000,
  );
});

describe('the database as printed', () => {
  it('keeps the user, host, port and database of PostgreSQL and drops the password and options', () => {
    const url = 'postgres://portal:s3cret@db.internal/portal?sslmode=require';
    expect(printableDatabaseUrl(url)).toBe('postgres://portal@db.internal:5432/portal');
    expect(describeDatabase(url)).toBe('PostgreSQL at postgres://portal@db.internal:5432/portal');
    expect(describeDatabase('file:///srv/portal/db')).toBe('embedded PGlite in /srv/portal/db');
  });
});
