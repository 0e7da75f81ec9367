/** A fresh, empty database per server test file: PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database for one test file: pass `url` as DATABASE_URL, call `drop()` in afterAll. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates a uniquely named PostgreSQL database through TEST_DATABASE_URL (a CREATEDB role), else `memory://`. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!adminUrl) return { url: 'memory://', drop: async () => {} };
  if (!/^postgres(ql)?:\/\//.test(adminUrl)) {
    throw new Error(`TEST_DATABASE_URL must be a postgres:// address (got "${adminUrl}").`);
  }
  // Lower-case letters, digits and underscores only: safe to quote as an identifier.
  const name = `t_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    drop: async () => {
      if (dropped) return;
      dropped = true;
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
    },
  };
}
