/**
 * Bench-only API entry: the real app of src/server/app.ts on the configured database (migrations applied as at
 * start-up), plus a bare route that does no work — the ceiling every route is compared with, in the same process
 * and behind the same hooks — and a member route that only checks the session (and counts the member's rate
 * limit), the floor of every member call. Tells its parent the address over IPC; stops on SIGTERM.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../../../src/server/app.ts';
import { getConfig } from '../../../src/server/config.ts';
import { openDatabase } from '../../../src/server/db/client.ts';
import { migrate } from '../../../src/server/db/migrate.ts';
import { requireSession } from '../../../src/server/plugins/auth.ts';
import { articleIndexOf } from '../../../src/server/services/search/article-index.ts';
import { BARE_PATH, MEMBER_FLOOR_PATH } from './cases.ts';

const config = getConfig(process.env);
const database = await openDatabase(config.databaseUrl, config.databasePoolSize);
await migrate(database);
const app = await buildApp({ config, database });
// As src/server/server.ts does on PostgreSQL (BENCH_NO_ARTICLE_INDEX=1 measures the SQL path alone), but measured
// once the index is built: after the change feed's first connection (which empties every cache), then the build.
if (database.kind === 'postgres' && process.env.BENCH_NO_ARTICLE_INDEX !== '1') {
  while (!database.changes.live) await sleep(50);
  const started = performance.now();
  const index = await articleIndexOf(database.db).ready();
  console.log(
    `  article index: ${index.ids.length} articles, ${index.lexemes.length} words, ${(index.bytes / 1e6).toFixed(1)} MB, built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
app.get(BARE_PATH, async () => [{ status: 'success' }, { Message: 'bare' }]);
// The fixed cost of any member call: the session check and the member rate limit, then no work at all.
app.get(MEMBER_FLOOR_PATH, { preValidation: requireSession }, async () => [
  { status: 'success' },
  { Message: 'member' },
]);
const url = await app.listen({ host: config.host, port: config.port });
process.send?.({ url });

process.once('SIGTERM', () => {
  // Handlers of requests the load generator abandoned at its deadline may still run: let them end before the pool.
  void app
    .close()
    .then(() => sleep(1000))
    .then(() => database.close())
    .then(() => process.exit(0));
});
