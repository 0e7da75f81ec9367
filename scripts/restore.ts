/**
 * `npm run restore -- <backup folder>`: brings a backup back into DATABASE_URL and the storage, refusing a running
 * portal's database and a non-empty database or storage folder. docs/OPERATIONS.md "Back up and restore".
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getConfig } from '../src/server/config.ts';
import { restore } from '../src/server/services/backup/index.ts';
import { answerHelp } from './lib/usage.ts';

const USAGE = 'Usage: npm run restore -- <backup folder>   (a folder npm run backup wrote, with its manifest.json)';
const args = process.argv.slice(2);
answerHelp(args, USAGE);
const from = args[0];
if (!from || args.length > 1 || from.startsWith('-')) {
  console.error(USAGE);
  process.exit(2);
}
if (!existsSync(join(from, 'manifest.json'))) {
  console.error(`${from} is not a backup folder (it has no manifest.json).\n${USAGE}`);
  process.exit(2);
}
try {
  const manifest = await restore(getConfig(process.env), from);
  console.log(`Restored the ${manifest.database} backup of ${manifest.createdAt} (${manifest.files} files).`);
} catch (error) {
  console.error(`\nRestore failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
}
