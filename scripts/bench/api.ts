/**
 * `npm run bench:api`: seeds a large dataset (10,000+ products, 100,000 articles, 10,000+ members, orders) on PGlite
 * and on PostgreSQL, starts the real API in a child process with a bare route beside it (scripts/bench/api/server.ts),
 * loads each call from this process with autocannon at 20 and 200 connections, and reports req/s, p50, p99, errors
 * and the share of the bare route's throughput. Exits 1 when PostgreSQL misses a DESIGN §6 / issue 6 budget.
 * `--growth` measures article paging and search at 1k, 10k and 100k articles instead (scripts/bench/api/growth.ts).
 */
import { allCases } from './api/cases.ts';
import { runGrowth } from './api/growth.ts';
import { measure } from './api/measure.ts';
import { BASE_PORT, type BenchOptions, parseOptions } from './api/options.ts';
import { machine, writeJson } from './api/output.ts';
import { prepare } from './api/prepare.ts';
import { rate, type RatedResult, resultsTable } from './api/report.ts';
import { FULL_SCALE } from './api/seed.ts';

async function benchEngine(options: BenchOptions, engine: BenchOptions['engines'][number], index: number) {
  console.log(
    `\n## ${engine}: seeding ${FULL_SCALE.products} products, ${FULL_SCALE.articles} articles, ${FULL_SCALE.members} members …`,
  );
  const prepared = await prepare(engine, 'api', FULL_SCALE);
  console.log(`  seeded in ${prepared.seedSeconds} s (${prepared.version}, ${prepared.data.articleCount} articles)`);
  try {
    const cases = allCases(prepared.data).filter(
      (c) =>
        c.kind === 'ceiling' ||
        c.kind === 'floor' ||
        options.only.length === 0 ||
        options.only.some((o) => c.name.includes(o)),
    );
    const timing = {
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
      rounds: options.rounds,
    };
    const target = {
      databaseUrl: prepared.database.url,
      port: BASE_PORT + 20 * index,
      memberRateLimit: options.memberRateLimit,
    };
    const rows = rate(await measure(target, cases, options.connections, timing));
    return {
      engine,
      version: prepared.version,
      seedSeconds: prepared.seedSeconds,
      articleCount: prepared.data.articleCount,
      rows,
    };
  } finally {
    if (!options.keep) await prepared.database.drop();
    else console.log(`  kept ${prepared.database.url}`);
  }
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (options.growth) return runGrowth(options);
  const runs = [];
  for (const [index, engine] of options.engines.entries()) runs.push(await benchEngine(options, engine, index));
  console.log(
    `\n# API under load — ${machine()}; ${options.rounds} round(s) of ${options.durationSeconds} s per case after ${options.warmupSeconds} s warm-up, ` +
      'each between two bare-route slices\n',
  );
  for (const run of runs)
    console.log(`## ${run.engine} (${run.version}), seeded in ${run.seedSeconds} s\n\n${resultsTable(run.rows)}\n`);
  writeJson(options.out, { date: new Date().toISOString(), machine: machine(), options, runs });
  console.log(`JSON: ${options.out}`);
  const misses: RatedResult[] = runs
    .filter((r) => r.engine === 'postgres')
    .flatMap((r) => r.rows)
    .filter((r) => r.misses.length > 0);
  for (const miss of misses)
    console.error(
      `BUDGET MISSED on PostgreSQL: ${miss.name} at ${miss.connections} connections: ${miss.misses.join('; ')}`,
    );
  return misses.length > 0 ? 1 : 0;
}

process.exitCode = await main();
