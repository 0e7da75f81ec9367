/**
 * `npm run restore -- <backup folder>`: brings a backup back into DATABASE_URL and the storage, refusing a running
 * portal's database and a non-empty database or storage folder. docs/OPERATIONS.md "Restore".
 */
import { getConfig } from '../src/server/config.ts';
import { restore } from '../src/server/services/backup/index.ts';

const from = process.argv[2];
if (!from) {
  console.error('Usage: npm run restore -- <backup folder>');
  process.exit(2);
}
try {
  const manifest = await restore(getConfig(process.env), from);
  console.log(`Restored the ${manifest.database} backup of ${manifest.createdAt} (${manifest.files} files).`);
} catch (error) {
  console.error(`\nRestore failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
}
