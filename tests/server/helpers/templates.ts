/**
 * Vitest globalSetup of the server and security projects: builds the template databases once per run (migrated;
 * migrated and seeded with the demo data) so that each test file copies one instead of migrating and seeding.
 * PGlite: a data folder image on disk, loaded per file (loadDataDir). PostgreSQL: a database, copied per file
 * with CREATE DATABASE … TEMPLATE.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteImageOf, type Database } from '../../../src/server/db/client.ts';
import { migrate } from '../../../src/server/db/migrate.ts';
import { seedDemo } from '../../../src/server/services/demo-seed.ts';
import {
  adminDatabaseUrl,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
  withAdmin,
  type DatabaseTemplate,
} from './database.ts';

/** The templates a test file may start from. */
export interface DatabaseTemplates {
  migrated: DatabaseTemplate;
  seeded: DatabaseTemplate;
}

declare module 'vitest' {
  /** What this globalSetup hands to the test files (read with inject). */
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Brings a database to the template's state: migrated, and seeded when asked. */
async function prepare(database: Database, seeded: boolean, folder: string): Promise<void> {
  await migrate(database);
  if (seeded) await seedDemo(database.db, { storageDir: join(folder, 'storage') });
}

async function pgliteTemplate(folder: string, seeded: boolean): Promise<DatabaseTemplate> {
  const database = await openDatabase('memory://');
  try {
    await prepare(database, seeded, folder);
    const image = await pgliteImageOf(database);
    if (!image) throw new Error('not a PGlite database');
    const imageFile = join(folder, seeded ? 'seeded.tar' : 'migrated.tar');
    await writeFile(imageFile, new Uint8Array(await image.arrayBuffer()));
    return { kind: 'pglite', imageFile };
  } finally {
    await database.close();
  }
}

async function postgresTemplate(adminUrl: string, folder: string, seeded: boolean): Promise<DatabaseTemplate> {
  const name = uniqueDatabaseName(seeded ? 'tpl_seeded' : 'tpl_migrated');
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const database = await openDatabase(databaseUrl(adminUrl, name), 1);
  try {
    await prepare(database, seeded, folder);
  } finally {
    // A template database must have no connections when it is copied.
    await database.close();
  }
  return { kind: 'postgres', name };
}

/** Builds the templates and provides them to the project's test files; the returned function removes them. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'portal-templates-'));
  const adminUrl = adminDatabaseUrl();
  const make = (seeded: boolean) =>
    adminUrl ? postgresTemplate(adminUrl, folder, seeded) : pgliteTemplate(folder, seeded);
  const templates: DatabaseTemplates = { migrated: await make(false), seeded: await make(true) };
  project.provide('databaseTemplates', templates);
  return async () => {
    for (const template of Object.values(templates)) {
      if (adminUrl && template.kind === 'postgres') await dropDatabase(adminUrl, template.name);
    }
    await rm(folder, { recursive: true, force: true });
  };
}
