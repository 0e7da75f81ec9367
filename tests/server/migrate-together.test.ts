/**
 * Replicas started together on a new PostgreSQL database: each migrates at start, one at a time behind an advisory
 * lock, so none stops on the others' half-made tables and the schema is applied once (PostgreSQL only).
 */
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
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
});
