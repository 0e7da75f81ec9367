/** A fresh benchmark database: migrated the normal way, demo seed, then the bench dataset; closed again for the API. */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../src/server/db/client.ts';
import { migrate } from '../../../src/server/db/migrate.ts';
import { seedDemo } from '../../../src/server/services/demo-seed.ts';
import { type BenchDatabase, createBenchDatabase, type Engine } from './databases.ts';
import { queryRows } from './rows.ts';
import { type BenchData, type BenchScale, seedBench } from './seed.ts';

/** A seeded database ready to be served. */
export interface Prepared {
  database: BenchDatabase;
  data: BenchData;
  seedSeconds: number;
  /** The engine's version line. */
  version: string;
}

/** Creates, migrates and seeds a database of `engine` at `scale`. */
export async function prepare(engine: Engine, label: string, scale: BenchScale): Promise<Prepared> {
  const database = await createBenchDatabase(engine, label);
  const started = performance.now();
  const opened = await openDatabase(database.url, 4);
  try {
    await migrate(opened);
    await seedDemo(opened.db, { storageDir: '.data/bench/storage' });
    const data = await seedBench(opened.db, scale);
    const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
    const [row] = await queryRows<{ version: string }>(opened.db, sql`select version() as version`);
    await opened.close();
    return { database, data, seedSeconds, version: String(row?.version ?? '').split(' on ')[0] ?? '' };
  } catch (error) {
    await opened.close().catch(() => undefined);
    await database.drop();
    throw error;
  }
}
