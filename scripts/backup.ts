/**
 * `npm run backup [-- <folder>]`: copies the database and every stored file into a new folder (default
 * .data/backups/<time>), while the portal runs. docs/OPERATIONS.md "Back up and restore".
 */
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
