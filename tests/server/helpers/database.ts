/**
 * A database per server test file: PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set. A file starts
 * empty, or as a copy of a template made once per run by templates.ts (migrated, or migrated and seeded).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';

/** A database for one test file: pass `url` (and `pgliteImage`) to openDatabase, call `drop()` in afterAll. */
export interface TestDatabase {
  url: string;
  /** The PGlite data folder image the in-memory database starts from (a template), if any. */
  pgliteImage?: Blob;
  drop(): Promise<void>;
}

/** Where a template lives: a PGlite data folder image on disk, or a PostgreSQL database to copy. */
export type DatabaseTemplate = { kind: 'pglite'; imageFile: string } | { kind: 'postgres'; name: string };

/** Runs `run` with a client connected to `adminUrl`, then disconnects. */
export async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** TEST_DATABASE_URL when it is set (checked to be a postgres:// address), else undefined. */
export function adminDatabaseUrl(): string | undefined {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!adminUrl) return undefined;
  if (!/^postgres(ql)?:\/\//.test(adminUrl)) {
    throw new Error(`TEST_DATABASE_URL must be a postgres:// address (got "${adminUrl}").`);
  }
  return adminUrl;
}

/** A new unique database name: lower-case letters, digits and underscores only, safe to quote as an identifier. */
export function uniqueDatabaseName(prefix = 't'): string {
  return `${prefix}_${process.pid}_${randomBytes(6).toString('hex')}`;
}

/** The address of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a PostgreSQL database after ending our own role's connections to it (retried: autovacuum may hold it). */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    // Our own role's client connections are ended first. An autovacuum worker may be at work in the database
    // too: terminating it (pg_terminate_backend, or DROP … WITH (FORCE)) needs superuser or pg_signal_backend,
    // so a plain DROP is used, which stops autovacuum workers by itself and waits up to 5 s for other backends.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend' AND usename = current_user`,
          [name],
        );
        await client.query(`DROP DATABASE IF EXISTS "${name}"`);
        return;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  });
}

/**
 * Creates a uniquely named PostgreSQL database through TEST_DATABASE_URL (a CREATEDB role), else `memory://`;
 * with a template, the database starts as its copy.
 */
export async function createTestDatabase(template?: DatabaseTemplate): Promise<TestDatabase> {
  const adminUrl = adminDatabaseUrl();
  if (!adminUrl) {
    if (template?.kind !== 'pglite') return { url: 'memory://', drop: async () => {} };
    const pgliteImage = new Blob([await readFile(template.imageFile)]);
    return { url: 'memory://', pgliteImage, drop: async () => {} };
  }
  const name = uniqueDatabaseName();
  const from = template?.kind === 'postgres' ? ` TEMPLATE "${template.name}"` : '';
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"${from}`));
  let dropped = false;
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await dropDatabase(adminUrl, name);
    },
  };
}
