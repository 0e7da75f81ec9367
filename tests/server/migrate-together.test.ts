/**
 * Replicas started together on a new PostgreSQL database: each migrates at start, one at a time behind an advisory
 * lock, so none stops on the others' half-made tables and the schema is applied once; a start whose wait runs out
 * (a holder that hangs) stops with one line naming the holding session (PostgreSQL only).
 */
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { MigrationLockTimeoutError, migrate } from '../../src/server/db/migrate.ts';
import { cannotStartLine } from '../../src/server/start-failure.ts';
import { adminDatabaseUrl, databaseUrl, dropDatabase, uniqueDatabaseName, withAdmin } from './helpers/database.ts';

const SHIPPED = (
  JSON.parse(readFileSync(new URL('../../src/server/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

describe.runIf(adminDatabaseUrl())('migrations from replicas started together', () => {
  const admin = adminDatabaseUrl() ?? '';
  const name = uniqueDatabaseName('migrate');

  afterAll(async () => dropDatabase(admin, name));

  it('four processes migrating one new database at once all succeed, and each migration is applied once', async () => {
    await withAdmin(admin, (client) => client.query(`create database "${name}"`));
    const replicas = await Promise.all([1, 2, 3, 4].map(() => openDatabase(databaseUrl(admin, name), 2)));
    try {
      await Promise.all(replicas.map((replica) => migrate(replica)));
      const result = (await replicas[0]?.db.execute(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { applied: number }[] };
      expect(result.rows[0]?.applied).toBe(SHIPPED);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
    }
  });

  it('a start that waits longer than its limit for a hung holder stops with a line naming that session', async () => {
    const holder = new pg.Client({ connectionString: databaseUrl(admin, name) });
    await holder.connect();
    const replica = await openDatabase(databaseUrl(admin, name), 1);
    try {
      const { rows } = await holder.query<{ pid: number }>(
        'select pg_backend_pid() as pid, pg_advisory_lock(270270000)',
      );
      const failure = await migrate(replica, { waitMs: 1_200 }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(MigrationLockTimeoutError);
      const line = cannotStartLine(failure) ?? '';
      expect(line).toMatch(/^another process has been migrating the database for over 1 s: PostgreSQL session /);
      expect(line).toContain(`select pg_terminate_backend(${rows[0]?.pid})`);
      expect(line).not.toContain('password');

      await holder.query('select pg_advisory_unlock(270270000)');
      await expect(migrate(replica, { waitMs: 1_200 })).resolves.toBeUndefined();
    } finally {
      await holder.end();
      await replica.close();
    }
  });
});
