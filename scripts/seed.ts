/** `npm run seed`: migrates the configured database (DATABASE_URL, default .data/db) and loads the demo data; safe to repeat. */
import { getConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { seedDemo } from '../src/server/db/seed/index.ts';

const config = getConfig(process.env);
const database = await openDatabase(config.databaseUrl);
try {
  await migrate(database);
  const summary = await seedDemo(database.db, { storageDir: config.storageDir });
  console.log(`Seeded ${database.where}:`, summary);
} finally {
  await database.close();
}
