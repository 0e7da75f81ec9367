/**
 * `npm run retention [-- --force | --dry-run]`: runs the privacy retention job now (the API runs it daily by itself):
 * removes consent history, audit rows, chat log and processed erasure requests older than PRIVACY_RETENTION_DAYS,
 * and staff sign-in failures that no longer count. When it already ran today it says so and does nothing, unless
 * --force; while another replica runs it, it waits for nothing and says so. --dry-run counts per table what a run
 * now would remove, removes nothing, records no run and applies no migration. With PGlite, stop the API first (it holds the data folder).
 * docs/OPERATIONS.md.
 */
import { getConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { type CleanupOutcome, countCleanup, runCleanup } from '../src/server/services/privacy/cleanup-job.ts';
import { assertMigrated } from './lib/dry-run.ts';
import { failureLine } from './lib/failure.ts';
import { answerHelp } from './lib/usage.ts';

const USAGE =
  'Usage: npm run retention [-- --force | --dry-run]   (--force: run again although it ran today; ' +
  '--dry-run: count what a run now would remove, remove nothing)';

/** What a dry run found: the rows a run now would remove, per table. */
interface DryRunOutcome {
  ran: false;
  reason: 'dry-run';
  wouldRemove: Record<string, number>;
}

/** The line the script prints for an outcome (`days`: the retention period). */
export function retentionMessage(outcome: CleanupOutcome | DryRunOutcome, days: number): string {
  if (!outcome.ran && outcome.reason === 'dry-run')
    return `Retention dry run (${days} days): would remove ${JSON.stringify(outcome.wouldRemove)}; nothing removed, no run recorded.`;
  if (outcome.ran) return `Retention job ran (${days} days): removed ${JSON.stringify(outcome.removed)}`;
  if (outcome.reason === 'running') return 'Retention job is running on another replica right now; nothing done.';
  const at = outcome.lastRunAt.toISOString().slice(11, 16);
  return `Retention job already ran today at ${at} UTC; nothing done. To run it again now: npm run retention -- --force`;
}

/**
 * Runs the job once on the configured database (`--force` in `args`: even if it ran today; `--dry-run`: only counts);
 * prints its outcome.
 */
export async function main(
  env: NodeJS.ProcessEnv,
  args: string[],
  print: (line: string) => void = console.log,
): Promise<CleanupOutcome | DryRunOutcome> {
  const unknown = args.find((arg) => arg !== '--force' && arg !== '--dry-run');
  if (unknown !== undefined)
    throw new Error(`npm run retention: unknown argument "${unknown}" (only --force or --dry-run).\n${USAGE}`);
  if (args.includes('--force') && args.includes('--dry-run'))
    throw new Error(
      `npm run retention: --force and --dry-run exclude each other (a dry run removes nothing).\n${USAGE}`,
    );
  const config = getConfig(env);
  const database = await openDatabase(config.databaseUrl, config.databasePoolSize);
  try {
    const dryRun = args.includes('--dry-run');
    if (dryRun) await assertMigrated(database, 'npm run retention');
    else await migrate(database);
    const days = config.privacy.retentionDays;
    const outcome: CleanupOutcome | DryRunOutcome = dryRun
      ? { ran: false, reason: 'dry-run', wouldRemove: await countCleanup(database, days, new Date()) }
      : await runCleanup(database, days, new Date(), { force: args.includes('--force') });
    print(retentionMessage(outcome, days));
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
