/** Throw-away benchmark databases: a PGlite folder under .data/bench, or a `bench_*` PostgreSQL database. */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';

/** The engines the benchmark runs on. */
export type Engine = 'pglite' | 'postgres';

/** A database created for one run: its DATABASE_URL and how to remove it. */
export interface BenchDatabase {
  engine: Engine;
  url: string;
  drop(): Promise<void>;
}

/** The PostgreSQL role that may create databases (TEST_DATABASE_URL, as the server tests use). */
const ADMIN_URL = process.env.TEST_DATABASE_URL?.trim() || 'postgres://portal:portal@127.0.0.1:5432/postgres';

async function admin(sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database named after `label` (letters, digits, underscores). It is dropped without FORCE: the API
 * has stopped by then, and a plain DROP also stops an autovacuum worker, which FORCE may not (it needs superuser).
 */
export async function createBenchDatabase(engine: Engine, label: string): Promise<BenchDatabase> {
  const name = `bench_${label}_${process.pid}`.replace(/[^a-z0-9_]/g, '_');
  if (engine === 'pglite') {
    const folder = resolve('.data/bench', name);
    rmSync(folder, { recursive: true, force: true });
    return { engine, url: `file://${folder}`, drop: async () => rmSync(folder, { recursive: true, force: true }) };
  }
  await admin(`DROP DATABASE IF EXISTS "${name}"`);
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { engine, url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}"`) };
}
