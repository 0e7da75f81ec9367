/**
 * `npm run storage:sweep [-- --dry-run] [--min-age-hours N]`: finds the uploads no row references (a print or
 * photo written just before a crash, or before its transaction failed) in the configured storage (STORAGE_URL or
 * STORAGE_DIR) and database (DATABASE_URL), and removes those older than N hours (default 24). --dry-run only
 * lists them (and applies no migration). Both say how many unreferenced files were spared for being younger than N hours. A PGlite folder is
 * held by the running API: stop it first there; with PostgreSQL run it any time.
 * Exit codes: 0 done, 1 a failure, 2 bad arguments.
 */
import { parseArgs } from 'node:util';
import { getConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { DataFolderLockedError } from '../src/server/db/lock.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { createStorage } from '../src/server/services/storage/index.ts';
import { findUnreferenced, removeOrphans } from '../src/server/services/storage/sweep.ts';
import { assertMigrated } from './lib/dry-run.ts';
import { failureLine } from './lib/failure.ts';
import { answerHelp } from './lib/usage.ts';

const USAGE = 'Usage: npm run storage:sweep [-- --dry-run] [--min-age-hours <0-8760>]';

/** Runs the sweep with the given arguments and environment; answers the exit code. */
export async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  let values: { 'dry-run'?: boolean; 'min-age-hours'?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { 'dry-run': { type: 'boolean' }, 'min-age-hours': { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const hours = Number(values['min-age-hours'] ?? 24);
  if (!Number.isFinite(hours) || hours < 0 || hours > 8760) {
    console.error(`--min-age-hours must be a number from 0 to 8760.\n${USAGE}`);
    return 2;
  }
  const config = getConfig(env);
  const database = await openDatabase(config.databaseUrl, 2);
  const storage = createStorage(config.storage);
  try {
    if (values['dry-run']) await assertMigrated(database, 'npm run storage:sweep');
    else await migrate(database);
    const { orphans, spared } = await findUnreferenced(database.db, storage, new Date(Date.now() - hours * 3_600_000));
    for (const orphan of orphans) {
      console.log(`orphan ${orphan.folder}/${orphan.name} (${orphan.size} bytes, ${orphan.modified.toISOString()})`);
    }
    const bytes = orphans.reduce((sum, orphan) => sum + orphan.size, 0);
    const young = `${spared} unreferenced files younger than ${hours} h spared`;
    if (values['dry-run']) {
      console.log(
        `storage:sweep ${storage.location}: ${orphans.length} orphaned files (${bytes} bytes); ${young}; ` +
          'dry run, nothing removed.',
      );
    } else {
      const removed = await removeOrphans(storage, orphans);
      console.log(`storage:sweep ${storage.location}: removed ${removed} orphaned files (${bytes} bytes); ${young}.`);
    }
    return 0;
  } finally {
    storage.close();
    await database.close();
  }
}

if (import.meta.main) {
  answerHelp(process.argv.slice(2), USAGE);
  main(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(failureLine(error, process.env));
      if (error instanceof DataFolderLockedError) {
        console.error('The API holds its PGlite folder while it runs: stop it, sweep, then start it again.');
      }
      process.exit(1);
    },
  );
}
