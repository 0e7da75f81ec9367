/** The deterministic demo dataset of DESIGN §5: seeded in one transaction, idempotent, with its files. */
import type { Db } from '../client.ts';
import * as t from '../schema.ts';
import { insertDemo } from './insert.ts';
import { type DemoFileStore, writeDemoStorage } from './storage.ts';
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

/** Counts the rows of every seeded table. */
async function countSeededRows(db: Db): Promise<Record<SeededTable, number>> {
  const entries = await Promise.all(
    Object.entries(SEEDED_TABLES).map(async ([name, table]) => [name, await db.$count(table)] as const),
  );
  return Object.fromEntries(entries) as Record<SeededTable, number>;
}

/**
 * Inserts the demo data in one transaction unless Dr. Asha Rao exists, then writes (or repairs) its files. The seed
 * sits below the services and imports none: services/demo-seed.ts (seedDemo) adds the storage and cache steps.
 */
export async function insertDemoData(db: Db, files: DemoFileStore): Promise<SeedSummary> {
  const inserted = await db.transaction((tx) => insertDemo(tx));
  await seedDemoStaff(db);
  const filesWritten = await writeDemoStorage(db, files);
  return { inserted, counts: await countSeededRows(db), filesWritten };
}

/** Names other modules and tests refer to: markup-test article titles, link names, storage folders. */
export { MARKUP_TEST_TITLES } from './articles.ts';
