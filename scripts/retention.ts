/**
 * `npm run retention`: runs the privacy retention job once now (the API runs it daily by itself): removes consent
 * history, audit rows, chat log and processed erasure requests older than PRIVACY_RETENTION_DAYS. With PGlite, stop
 * the API first (it holds the data folder). docs/OPERATIONS.md.
 */
import { getConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { runCleanup } from '../src/server/services/privacy/cleanup-job.ts';

const config = getConfig(process.env);
const database = await openDatabase(config.databaseUrl, config.databasePoolSize);
try {
  await migrate(database);
  const outcome = await runCleanup(database, config.privacy.retentionDays, new Date());
  console.log(
    outcome.ran
      ? `Retention job ran (${config.privacy.retentionDays} days): removed ${JSON.stringify(outcome.removed)}`
      : 'Retention job is running on another replica right now; nothing done.',
  );
} finally {
  await database.close();
}
