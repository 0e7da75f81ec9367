/** The demo dataset of DESIGN §5 written through the services: its files to a storage, and every cache told. */
import type { Db } from '../db/client.ts';
import { insertDemoData, type SeedSummary } from '../db/seed/index.ts';
import { invalidateCaches } from './cache.ts';
import { LocalStorage } from './storage/local.ts';
import type { FileStorage } from './storage/types.ts';

/** Options of seedDemo: the storage (or a local storage folder) that receives journals/<id>.pdf and files/<name>. */
export type SeedOptions = { storage: FileStorage } | { storageDir: string };

/** Seeds the demo data (idempotent, db/seed), then makes every process forget cached catalogue answers. */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const storage = 'storage' in options ? options.storage : new LocalStorage(options.storageDir);
  const summary = await insertDemoData(db, storage);
  // This process may already answer from cached catalogue rows (services/cache.ts).
  if (summary.inserted) await invalidateCaches(db);
  return summary;
}
