/** One client switch: PGlite for memory:// and file:// (or no URL), PostgreSQL for postgres:// (DESIGN §2). */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { resolve } from 'node:path';
import pg from 'pg';
import * as schema from './schema.ts';
import { localChangeFeed, postgresChangeFeed, registerChangeFeed, type ChangeFeed } from './change-feed.ts';
import { lockDataFolder } from './lock.ts';
import { watchQueries } from './query-deadline.ts';

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of the database (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Something made once per database and kept as long as that database object lives (prepared statements, caches):
 * `perDatabase(make)(db)` makes it on first use.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

/** Which engine a database runs on. */
type DbKind = 'pglite' | 'postgres';

/** An open database with its engine and a way to close it. */
export interface Database {
  db: Db;
  kind: DbKind;
  /** Human-readable location, without credentials. */
  where: string;
  /** What other processes sharing the database changed (for in-process caches). */
  changes: ChangeFeed;
  /** The PostgreSQL pool's connections and waiting queries (metrics); undefined on PGlite. */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

/** Where a DATABASE_URL points. */
type DbTarget = { kind: 'memory' } | { kind: 'file'; folder: string } | { kind: 'postgres'; url: string };

/** Parses DATABASE_URL: memory://, file://<folder>, postgres(ql)://…; anything else is refused. */
function parseDatabaseUrl(url: string): DbTarget {
  if (url === 'memory://' || url === 'memory:') return { kind: 'memory' };
  if (url.startsWith('file://')) return { kind: 'file', folder: resolve(url.slice('file://'.length)) };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  throw new Error(`DATABASE_URL must start with memory://, file:// or postgres:// (got "${url.split(':')[0]}:")`);
}

/** Deadlines on the PostgreSQL pool (config.ts); a request past one is answered 503 (plugins/errors.ts). */
export interface DatabaseTimeouts {
  /**
   * PostgreSQL cancels a statement running longer (statement_timeout); 0 = never. Migrations and jobs lift it. A
   * query still unanswered this long plus connectMs closes its connection (db/query-deadline.ts: a hung server).
   */
  statementMs: number;
  /** Longest wait for a pool connection, free or new (pg-pool's connectionTimeoutMillis). */
  connectMs: number;
}

/** Options of openDatabase beyond the URL. */
export interface OpenOptions {
  /** Largest number of PostgreSQL connections. */
  poolSize?: number;
  /** An in-memory PGlite starts as a copy of this data folder image (PGlite dumpDataDir; tests' template). */
  pgliteImage?: Blob;
  /** PostgreSQL's deadlines for a request's statements and connection waits; none when absent (scripts, jobs). */
  timeouts?: DatabaseTimeouts;
}

/** The PGlite extensions the schema uses. */
const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

async function openPglite(folder: string | undefined, image: Blob | undefined): Promise<Database> {
  const release = folder ? lockDataFolder(folder) : () => undefined;
  try {
    const client = await PGlite.create(folder ?? 'memory://', {
      extensions: PGLITE_EXTENSIONS,
      ...(image && !folder ? { loadDataDir: image } : {}),
    });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    const changes = localChangeFeed();
    registerChangeFeed(db, changes);
    return {
      db,
      kind: 'pglite',
      where: folder ?? 'memory',
      changes,
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

function openPostgres(url: string, poolSize: number, timeouts: DatabaseTimeouts | undefined): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Sent in the startup packet, so it is the session's default: `RESET statement_timeout` returns to it after a
    // migration or job lifted it (db/statement-timeout.ts). A lock wait or a runaway query frees its connection in time.
    ...(timeouts?.statementMs ? { statement_timeout: timeouts.statementMs } : {}),
    // Waiting for a free connection (all busy: a hung server, a burst) or for a new one ends in an error, not a queue.
    ...(timeouts ? { connectionTimeoutMillis: timeouts.connectMs } : {}),
  });
  // An idle client can lose its connection (database restart, failover); the pool replaces it on next use.
  pool.on('error', () => undefined);
  // So can a client a request holds between two queries (inside a transaction): its query fails, the pool drops it
  // on release, and without this listener the connection's error event would crash the process (tests/chaos).
  // A query the server leaves unanswered past its own deadline and the connect wait closes its connection.
  const deadlineMs = timeouts?.statementMs ? timeouts.statementMs + timeouts.connectMs : 0;
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    if (deadlineMs > 0) watchQueries(client, deadlineMs);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const where = new URL(url).host + new URL(url).pathname;
  const changes = postgresChangeFeed(
    url,
    (channel, payload) => pool.query('SELECT pg_notify($1, $2)', [channel, payload]),
    timeouts?.connectMs,
  );
  registerChangeFeed(db, changes);
  return {
    db,
    kind: 'postgres',
    where,
    changes,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    async close() {
      await changes.close();
      await pool.end();
    },
  };
}

/** Opens the database a URL names (locking a PGlite folder against a second process); a number is the pool size. */
export async function openDatabase(url: string, options: number | OpenOptions = {}): Promise<Database> {
  const { poolSize = 20, pgliteImage, timeouts } = typeof options === 'number' ? { poolSize: options } : options;
  const target = parseDatabaseUrl(url);
  if (target.kind === 'postgres') return openPostgres(target.url, poolSize, timeouts);
  return openPglite(target.kind === 'file' ? target.folder : undefined, pgliteImage);
}

/** A data folder image of an open PGlite database (for openDatabase's pgliteImage); undefined on PostgreSQL. */
export async function pgliteImageOf(database: Database): Promise<Blob | undefined> {
  if (database.kind !== 'pglite') return undefined;
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}
