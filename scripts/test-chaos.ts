/**
 * `npm run test:chaos`: crash, restart, shutdown and load runs against real API processes (tests/chaos/):
 * kill -9 during orders on PGlite (20 rounds) and a second opener, PostgreSQL stopped in immediate mode (a private
 * throw-away cluster), PostgreSQL hanging (SIGSTOP, the same kind of cluster), SIGTERM during load, and 60 s of
 * load with 200 connections (on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set). Prints each run's figures and ends with `N passed, N failed[, N skipped]`.
 * Run some only: `npm run test:chaos -- crash-pglite graceful` (runs: crash-pglite crash-postgres hang-postgres
 * graceful load load-postgres). CHAOS_LOAD_SECONDS shortens the load runs.
 */
import { cpus } from 'node:os';
import { crashPglite } from '../tests/chaos/crash-pglite.ts';
import { crashPostgres } from '../tests/chaos/crash-postgres.ts';
import { gracefulShutdown } from '../tests/chaos/graceful.ts';
import { hangPostgres } from '../tests/chaos/hang-postgres.ts';
import { loadRun } from '../tests/chaos/load.ts';

/** One run: a name, a title and the work, which throws on failure and may answer 'skipped'. */
interface Run {
  name: string;
  title: string;
  run: () => Promise<object | 'skipped'>;
}

const seconds = Number(process.env.CHAOS_LOAD_SECONDS ?? 60);
const pgUrl = process.env.TEST_DATABASE_URL?.trim();

const RUNS: Run[] = [
  {
    name: 'crash-pglite',
    title: 'kill -9 during orders on PGlite, 20 rounds, and a second opener',
    run: () => crashPglite(),
  },
  {
    name: 'crash-postgres',
    title: 'PostgreSQL stopped in immediate mode during orders, then restarted',
    run: () => crashPostgres(),
  },
  {
    name: 'hang-postgres',
    title: 'PostgreSQL hangs (SIGSTOP) for 12 s during reads and orders: 503 within the deadlines, then served',
    run: () => hangPostgres(),
  },
  {
    name: 'graceful',
    title: 'SIGTERM during load: in-flight requests finish, nothing is lost',
    run: () => gracefulShutdown(),
  },
  {
    name: 'load',
    title: `load: 200 connections for ${seconds} s of mixed member traffic (PGlite)`,
    run: () => loadRun({ seconds }),
  },
  {
    name: 'load-postgres',
    title: `load: 200 connections for ${seconds} s of mixed member traffic (PostgreSQL, TEST_DATABASE_URL)`,
    run: async () => (pgUrl ? loadRun({ seconds, adminUrl: pgUrl }) : 'skipped'),
  },
];

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !RUNS.some((r) => r.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown run(s): ${unknown.join(', ')}. Runs: ${RUNS.map((r) => r.name).join(' ')}`);
    return 2;
  }
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const figures: string[] = [];
  for (const run of RUNS.filter((r) => wanted.length === 0 || wanted.includes(r.name))) {
    console.log(`\n━━━ ${run.title} ━━━`);
    const started = Date.now();
    try {
      const result = await run.run();
      const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
      if (result === 'skipped') {
        counts.skipped += 1;
        console.log(`━━━ ${run.name}: skipped ━━━`);
        continue;
      }
      counts.passed += 1;
      figures.push(`${run.name}: ${JSON.stringify(result)}`);
      console.log(`━━━ ${run.name}: ok in ${took} ${JSON.stringify(result)} ━━━`);
    } catch (error) {
      counts.failed += 1;
      console.error(
        `━━━ ${run.name}: FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)} ━━━`,
      );
    }
  }
  console.log(`\nFigures (node ${process.version}, ${cpus().length} cores):`);
  for (const figure of figures) console.log(`  ${figure}`);
  const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
  console.log(`\n${counts.passed} passed, ${counts.failed} failed${skipped}`);
  return counts.failed > 0 ? 1 : 0;
}

process.exitCode = await main();
