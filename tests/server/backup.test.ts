/**
 * Issue 42 §3 in process: GET /api/ops/backup answers only a loopback caller with BACKUP_TOKEN, and backup() /
 * restore() copy a running PGlite portal (through that route) with its files, refusing a running, non-empty or
 * other-engine target. The whole drill across processes is tests/server/restore-drill.test.ts.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { type Config, getConfig } from '../../src/server/config.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { auditLog } from '../../src/server/db/schema.ts';
import { backup, restore } from '../../src/server/services/backup/index.ts';
import { pgClientCall } from '../../src/server/services/backup/pg-command.ts';
import { createStorage } from '../../src/server/services/storage/index.ts';
import { S3RVER, startStalledS3 } from './helpers/stalled-s3.ts';

const TOKEN = 'backup-token-of-the-in-process-test-0123456789';
const folder = mkdtempSync(join(tmpdir(), 'portal-backup-'));
let config: Config;
let database: Database;
let app: FastifyInstance;
let url: string;

/** The configuration of a portal on `name`'s PGlite folder and storage folder inside the test folder. */
const configOf = (name: string) =>
  getConfig({
    SESSION_SECRET: 'test-secret-of-enough-length-0123456789',
    DATABASE_URL: `file://${join(folder, name, 'db')}`,
    STORAGE_DIR: join(folder, name, 'storage'),
    BACKUP_TOKEN: TOKEN,
  });

beforeAll(async () => {
  config = configOf('live');
  database = await openDatabase(config.databaseUrl);
  await migrate(database);
  await database.db
    .insert(auditLog)
    .values({ staffEmail: 'ops@example.com', action: 'create', entity: 'x', entityId: '1' });
  app = await buildApp({ config, database, logger: false });
  await app.deps.storage.write('prints', 'poster.pdf', Buffer.from('%PDF-1.7 poster'));
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('GET /api/ops/backup', () => {
  it('is a 404 without the token, with a wrong one, or through a proxy', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' },
    ]) {
      const response = await app.inject({ method: 'GET', url: '/api/ops/backup', headers });
      expect(response.statusCode).toBe(404);
    }
  });

  // A portal with HOST set to a LAN address (not loopback): npm run backup on its machine calls that address.
  const lanAddress = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;

  it.skipIf(lanAddress === undefined)('answers a caller on the same machine when HOST is a LAN address', async () => {
    const lan = await buildApp({ config, database, logger: false });
    try {
      const base = await lan.listen({ host: lanAddress, port: 0 });
      const answer = await fetch(`${base}/api/ops/backup`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/gzip');
    } finally {
      await lan.close();
    }
  });

  it('is a 404 from an address other than loopback', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/ops/backup',
      remoteAddress: '10.0.0.8',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('backup() and restore()', () => {
  const out = join(folder, 'backup');

  it('copy the running portal through its route, and bring it back into an empty folder', async () => {
    const refusedWithoutToken = backup(
      { ...config, ops: { ...config.ops, backupToken: undefined } },
      join(folder, 'x'),
      {
        url,
        token: undefined,
      },
    );
    await expect(refusedWithoutToken).rejects.toThrow(/BACKUP_TOKEN/);
    const manifest = await backup(config, out, { url, token: TOKEN });
    expect(manifest).toMatchObject({ database: 'pglite', databaseFile: 'database.tar.gz', files: 1 });
    expect(statSync(out).mode & 0o777).toBe(0o700);
    expect(statSync(join(out, 'database.tar.gz')).mode & 0o777).toBe(0o600);
    expect(statSync(join(out, 'manifest.json')).mode & 0o777).toBe(0o600);
    // The copied files are personal data too (photos, prints): owner only, however the folder is copied on.
    for (const path of ['files', 'files/prints']) expect(statSync(join(out, path)).mode & 0o777, path).toBe(0o700);
    expect(statSync(join(out, 'files/prints/poster.pdf')).mode & 0o777).toBe(0o600);
    await expect(backup(config, out, { url, token: TOKEN })).rejects.toThrow(/already holds a backup/);

    await expect(restore(config, out)).rejects.toThrow(/in use by process/);
    const target = configOf('restored');
    await restore(target, out);
    expect(readdirSync(join(folder, 'restored', 'storage', 'prints'))).toEqual(['poster.pdf']);
    const restored = await openDatabase(target.databaseUrl);
    try {
      const [row] = await restored.db.select({ rows: count() }).from(auditLog);
      expect(row?.rows).toBe(1);
    } finally {
      await restored.close();
    }
    await expect(restore(target, out)).rejects.toThrow(/not empty/);
  });

  it('refuses a bucket prefix that already holds files (restore never overwrites the live bucket), before touching the database; a stall half-way says what it left', async () => {
    const s3 = await startStalledS3();
    const s3Config = (name: string, prefix: string) =>
      getConfig({
        SESSION_SECRET: 'test-secret-of-enough-length-0123456789',
        DATABASE_URL: `file://${join(folder, name, 'db')}`,
        STORAGE_URL: `s3://${S3RVER.bucket}/${prefix}`,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: S3RVER.region,
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: S3RVER.accessKeyId,
        AWS_SECRET_ACCESS_KEY: S3RVER.secretAccessKey,
      });
    const live = createStorage(s3Config('unused', 'prod').storage);
    try {
      await live.write('prints', 'poster.pdf', Buffer.from('%PDF-1.7 newer poster'));
      await expect(restore(s3Config('into-live', 'prod'), out)).rejects.toThrow(
        /s3:\/\/portal-files\/prod\/ already holds files \(prints\/poster\.pdf\): restore into an empty prefix/,
      );
      expect((await live.read('prints', 'poster.pdf'))?.toString()).toBe('%PDF-1.7 newer poster');
      // Refused before the database was loaded: its folder holds nothing (the check took and let go of its lock).
      expect(existsSync(join(folder, 'into-live', 'db')) ? readdirSync(join(folder, 'into-live', 'db')) : []).toEqual(
        [],
      );
      // A store that stalls while the files are copied: the database is loaded already, and the refusal says so.
      const stalling = s3Config('half', 'half');
      if (stalling.storage.kind !== 's3') throw new Error('not an S3 configuration');
      stalling.storage.timeouts = { connectMs: 500, idleMs: 500, requestMs: 1500 };
      const stalled = s3.stallOn('PUT');
      await expect(restore(stalling, out)).rejects.toThrow(
        /could not be restored\. The restore stopped half-way: the database folder .*half\/db and the storage s3:\/\/portal-files\/half\/ hold part of the backup\. Start again with a new, empty database/,
      );
      await stalled;
      s3.resume();
      await expect(restore(stalling, out)).rejects.toThrow(/not empty/);
      // The same database folder and an empty prefix of the same bucket: restored whole.
      await restore(s3Config('into-live', 'restored'), out);
      const restored = createStorage(s3Config('unused', 'restored').storage);
      expect((await restored.read('prints', 'poster.pdf'))?.toString()).toBe('%PDF-1.7 poster');
      restored.close();
    } finally {
      live.close();
      await s3.close();
    }
  }, 60_000);

  it('refuses a backup of the other engine and a memory database', async () => {
    const postgres = getConfig({ DATABASE_URL: 'postgres://portal@127.0.0.1:1/none' });
    await expect(restore(postgres, out)).rejects.toThrow(/pglite backup/);
    // PostgreSQL goes through pg_dump, whose failure (here: nothing listens) is reported with its message.
    await expect(backup(postgres, join(folder, 'pg'), { url, token: undefined })).rejects.toThrow(/pg_dump/);
    await expect(
      backup(getConfig({ DATABASE_URL: 'memory://' }), join(folder, 'm'), { url, token: TOKEN }),
    ).rejects.toThrow(/nothing to back up/);
  });
});

describe('pg_dump and pg_restore', () => {
  it('get the address without the password (which ps would show) and the password in PGPASSWORD', () => {
    expect(pgClientCall('postgres://portal:p%40ss%3Aw0rd@db.internal:5432/portal?sslmode=require')).toEqual({
      url: 'postgres://portal@db.internal:5432/portal?sslmode=require',
      env: { PGPASSWORD: 'p@ss:w0rd' },
    });
    expect(pgClientCall('postgresql://db.internal/portal?user=portal&password=s3cret')).toEqual({
      url: 'postgresql://db.internal/portal?user=portal',
      env: { PGPASSWORD: 's3cret' },
    });
    expect(pgClientCall('postgres://portal@db.internal/portal')).toEqual({
      url: 'postgres://portal@db.internal/portal',
      env: {},
    });
  });
});
