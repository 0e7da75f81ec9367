/**
 * `npm run bench:api -- --growth`: article paging (page 1, a deep page 80 % into the list) and search at 1k, 10k and
 * 100k articles: each under load over HTTP at 20 connections, and each query alone, one at a time, through the route code.
 */
import { articleCases } from './cases.ts';
import type { CaseResult } from './load.ts';
import { measure } from './measure.ts';
import { BASE_PORT, type BenchOptions } from './options.ts';
import { machine, writeJson } from './output.ts';
import { prepare } from './prepare.ts';
import { type QueryTiming, timeArticleQueries } from './query-timing.ts';

/** The article counts of the curve. */
const GROWTH_SIZES = [1_000, 10_000, 100_000] as const;

/** One point of the curve: the load figures and the query alone. */
interface GrowthRow extends CaseResult {
  engine: string;
  articles: number;
  query: QueryTiming | undefined;
}

function growthTable(rows: readonly GrowthRow[]): string {
  const lines = [
    '| Engine | Articles | Call | req/s | p50 ms | p99 ms | errors | query alone: median ms | p99 ms |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    // The deep page's number grows with the data; name it by its place in the list.
    const call =
      r.name.startsWith('GetArticles p') && r.name !== 'GetArticles p1'
        ? `GetArticles deep (${r.name.slice(12)})`
        : r.name;
    lines.push(
      `| ${r.engine} | ${r.articles.toLocaleString('en')} | ${call} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ` +
        `${r.non2xx + r.socketErrors} | ${r.query?.median ?? '–'} | ${r.query?.p99 ?? '–'} |`,
    );
  }
  return lines.join('\n');
}

/** Runs the curve on every engine at 20 connections, prints a Markdown table and writes the JSON; exit code 0. */
export async function runGrowth(options: BenchOptions): Promise<number> {
  const rows: GrowthRow[] = [];
  const connections = options.connections.includes(20) ? [20] : options.connections.slice(0, 1);
  for (const [index, engine] of options.engines.entries()) {
    for (const articles of GROWTH_SIZES) {
      const prepared = await prepare(engine, `growth${articles}`, {
        products: 0,
        articles,
        members: 1_000,
        signedIn: 200,
        ordersPerMember: 0,
      });
      console.log(`\n## ${engine}, ${prepared.data.articleCount} articles (seeded in ${prepared.seedSeconds} s)`);
      try {
        const queries = await timeArticleQueries(prepared.database.url, prepared.data.articleCount);
        const timing = {
          durationSeconds: options.durationSeconds,
          warmupSeconds: options.warmupSeconds,
          rounds: options.rounds,
        };
        const target = {
          databaseUrl: prepared.database.url,
          port: BASE_PORT + 50 + 20 * index,
          memberRateLimit: options.memberRateLimit,
        };
        const results = await measure(target, articleCases(prepared.data), connections, timing);
        rows.push(
          ...results.map((r) => ({
            ...r,
            engine,
            articles: prepared.data.articleCount,
            query: queries.find((q) => q.name === r.name),
          })),
        );
      } finally {
        if (!options.keep) await prepared.database.drop();
      }
    }
  }
  console.log(
    `\n# Growth: article paging and search at ${connections.join(', ')} connections — ${machine()}\n\n${growthTable(rows)}\n`,
  );
  writeJson(options.out, { date: new Date().toISOString(), machine: machine(), options, rows });
  console.log(`JSON: ${options.out}`);
  return 0;
}
