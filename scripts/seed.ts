/** `npm run seed`: migrates the configured database (DATABASE_URL, default .data/db) and loads the demo data and its files (STORAGE_URL or STORAGE_DIR); safe to repeat; refused with NODE_ENV=production. */
import { getConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { seedDemo } from '../src/server/services/demo-seed.ts';
import { createStorage } from '../src/server/services/storage/index.ts';
import { answerHelp } from './lib/usage.ts';

answerHelp(
  process.argv.slice(2),
  'Usage: npm run seed   (migrates DATABASE_URL and loads the demo data; development and demos only)',
);

const config = getConfig(process.env);
if (config.production) {
  // The demo data holds staff accounts whose passwords and TOTP secrets the README publishes.
  console.error(
    'npm run seed loads the demo data, with the demo staff accounts whose passwords the README publishes: it never runs with NODE_ENV=production. The API migrates the database itself at start; create the first staff account with npm run staff:add.',
  );
  process.exit(1);
}
const database = await openDatabase(config.databaseUrl);
const storage = createStorage(config.storage);
try {
  await migrate(database);
  const summary = await seedDemo(database.db, { storage });
  console.log(`Seeded ${database.where} and ${storage.location}:`, summary);
} finally {
  storage.close();
  await database.close();
}
