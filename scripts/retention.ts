/**
 * `npm run retention [-- --force]`: runs the privacy retention job now (the API runs it daily by itself): removes
 * consent history, audit rows, chat log and processed erasure requests older than PRIVACY_RETENTION_DAYS. When it
 * already ran today it says so and does nothing, unless --force; while another replica runs it, it waits for
 * nothing and says so. With PGlite, stop the API first (it holds the data folder). docs/OPERATIONS.md.
 */
import { getConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { type CleanupOutcome, runCleanup } from '../src/server/services/privacy/cleanup-job.ts';
import { failureLine } from './lib/failure.ts';
import { answerHelp } from './lib/usage.ts';

const USAGE = 'Usage: npm run retention [-- --force]   (--force: run again although it ran today)';

/** The line the script prints for an outcome (`days`: the retention period). */
export function retentionMessage(outcome: CleanupOutcome, days: number): string {
  if (outcome.ran) return `Retention job ran (${days} days): removed ${JSON.stringify(outcome.removed)}`;
  if (outcome.reason === 'running') return 'Retention job is running on another replica right now; nothing done.';
  const at = outcome.lastRunAt.toISOString().slice(11, 16);
  return `Retention job already ran today at ${at} UTC; nothing done. To run it again now: npm run retention -- --force`;
}

/** Runs the job once on the configured database (`--force` in `args`: even if it ran today); prints its outcome. */
export async function main(
  env: NodeJS.ProcessEnv,
  args: string[],
  print: (line: string) => void = console.log,
): Promise<CleanupOutcome> {
  const unknown = args.find((arg) => arg !== '--force');
  if (unknown !== undefined)
    throw new Error(`npm run retention: unknown argument "${unknown}" (only --force).\n${USAGE}`);
  const config = getConfig(env);
  const database = await openDatabase(config.databaseUrl, config.databasePoolSize);
  try {
    await migrate(database);
    const force = args.includes('--force');
    const outcome = await runCleanup(database, config.privacy.retentionDays, new Date(), { force });
    print(retentionMessage(outcome, config.privacy.retentionDays));
    return outcome;
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  answerHelp(process.argv.slice(2), USAGE);
  try {
    await main(process.env, process.argv.slice(2));
  } catch (error) {
    console.error(`\nRetention failed: ${failureLine(error, process.env)}\n`);
    process.exitCode = 1;
  }
}
