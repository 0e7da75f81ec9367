/** Per-query timing of the article lists, straight through the service code (no HTTP): the growth curve's second view. */
import { openDatabase } from '../../../src/server/db/client.ts';
import { articlePage, toArticle } from '../../../src/server/services/content/article-pages.ts';
import { searchArticles } from '../../../src/server/services/content/article-search.ts';
import { deepPageOf, SEARCHES } from './cases.ts';

/** Median and 99th percentile of one query, in milliseconds. */
export interface QueryTiming {
  name: string;
  median: number;
  p99: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

async function timed(name: string, runs: number, query: (run: number) => Promise<unknown>): Promise<QueryTiming> {
  for (let run = 0; run < 5; run += 1) await query(run);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await query(run);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { name, median: round(percentile(times, 0.5)), p99: round(percentile(times, 0.99)) };
}

/** Times page 1, the deep page and the search, one at a time, `runs` times each. */
export async function timeArticleQueries(
  databaseUrl: string,
  articleCount: number,
  runs = 100,
): Promise<QueryTiming[]> {
  const database = await openDatabase(databaseUrl, 1);
  const { db } = database;
  try {
    const deep = deepPageOf(articleCount);
    return [
      await timed('GetArticles p1', runs, () => articlePage(db, undefined, 1, toArticle)),
      await timed(`GetArticles p${deep}`, runs, () => articlePage(db, undefined, deep, toArticle)),
      await timed('SearchArticles', runs, (run) => {
        const text = SEARCHES.articles[run % SEARCHES.articles.length] ?? '';
        return searchArticles(db, text, 1);
      }),
    ];
  } finally {
    await database.close();
  }
}
