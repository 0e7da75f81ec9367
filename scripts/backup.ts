/**
 * `npm run backup [-- <folder>]`: copies the database and every stored file into a new folder (default
 * .data/backups/<time>), while the portal runs. docs/OPERATIONS.md "Back up and restore".
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { getConfig } from '../src/server/config.ts';
import { backup } from '../src/server/services/backup/index.ts';
import { answerHelp } from './lib/usage.ts';

const USAGE = 'Usage: npm run backup [-- <new folder>]   (default .data/backups/<time>)';
const args = process.argv.slice(2);
answerHelp(args, USAGE);
if (args.length > 1 || args[0]?.startsWith('-')) {
  console.error(`npm run backup takes one folder, not "${args.join(' ')}".\n${USAGE}`);
  process.exit(2);
}

const config = getConfig(process.env);
const folder = config.databaseUrl.startsWith('file://') ? resolve(config.databaseUrl.slice('file://'.length)) : '';
if (folder && !existsSync(folder)) {
  // Without the portal's environment (a cron line) DATABASE_URL falls back to .data/db: never back up an empty one.
  console.error(
    `\nBackup failed: there is no database at ${folder} (DATABASE_URL=${config.databaseUrl}). Run the backup with the portal's environment, e.g. node --env-file=/etc/portal/portal.env scripts/backup.ts <folder>.\n`,
  );
  process.exit(1);
}
const out = args[0] ?? `.data/backups/${new Date().toISOString().replace(/[:.]/g, '-')}`;
const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
try {
  const manifest = await backup(config, out, { url: `http://${host}:${config.port}`, token: config.ops.backupToken });
  console.log(
    `Backup written to ${out}: ${manifest.database} database (${manifest.databaseFile}), ${manifest.files} files.`,
  );
} catch (error) {
  console.error(`\nBackup failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
}
