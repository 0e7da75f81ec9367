/** The deterministic demo dataset of DESIGN §5: seeded in one transaction, idempotent, with its files. */
import { invalidateCaches } from '../../services/cache.ts';
import type { Db } from '../client.ts';
import * as t from '../schema.ts';
import { insertDemo } from './insert.ts';
import { LocalStorage } from '../../services/storage/local.ts';
import type { FileStorage } from '../../services/storage/types.ts';
import { writeDemoStorage } from './storage.ts';
import { seedDemoStaff } from './staff.ts';

/** The tables the demo seed fills, by the name used in SeedSummary counts. */
const SEEDED_TABLES = {
  focuses: t.focuses,
  managers: t.managers,
  members: t.members,
  categories: t.categories,
  subCategories: t.subCategories,
  therapies: t.therapies,
  products: t.products,
  journals: t.journals,
  articles: t.articles,
  emailers: t.emailers,
  videos: t.videos,
  portals: t.portals,
  files: t.files,
  banners: t.banners,
  pages: t.pages,
  orders: t.orders,
} as const;

/** A table the demo seed fills. */
type SeededTable = keyof typeof SEEDED_TABLES;

/** What a seedDemo run did: whether it inserted rows, the rows now in each table, files written this run. */
export interface SeedSummary {
  inserted: boolean;
  counts: Record<SeededTable, number>;
  filesWritten: { journals: number; files: number };
}

/** Options of seedDemo: the storage (or a local storage folder) that receives journals/<id>.pdf and files/<name>. */
export type SeedOptions = { storage: FileStorage } | { storageDir: string };

/** Counts the rows of every seeded table. */
async function countSeededRows(db: Db): Promise<Record<SeededTable, number>> {
  const entries = await Promise.all(
    Object.entries(SEEDED_TABLES).map(async ([name, table]) => [name, await db.$count(table)] as const),
  );
  return Object.fromEntries(entries) as Record<SeededTable, number>;
}

/** Seeds the demo data in one transaction unless Dr. Asha Rao exists, then writes (or repairs) its files. */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const inserted = await db.transaction((tx) => insertDemo(tx));
  // This process may already answer from cached catalogue rows (services/cache.ts).
  if (inserted) await invalidateCaches(db);
  await seedDemoStaff(db);
  const storage = 'storage' in options ? options.storage : new LocalStorage(options.storageDir);
  const filesWritten = await writeDemoStorage(db, storage);
  return { inserted, counts: await countSeededRows(db), filesWritten };
}

/** Names other modules and tests refer to: markup-test article titles, link names, storage folders. */
export { MARKUP_TEST_TITLES } from './articles.ts';
