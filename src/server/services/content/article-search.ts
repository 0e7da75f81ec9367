/**
 * The article search (SearchArticles): English full-text search of the stored vector (migration 0008, services/search/
 * full-text.ts), newest first like the other lists.
 *
 * A search's matches are ordered once and their ids kept for a moment (matchedIds): the endless list asks for page
 * after page of the same text, and every page used to repeat the whole match — a GIN bitmap scan, then a heap visit
 * of every matching row to sort them by date (about 1.5 ms for 333 matches at 100,000 articles, warm, alone; several
 * ms under load) — to keep 21 of them. A page of a known search reads only its 21 rows by primary key.
 *
 * Both statements are prepared once per database (named statements on PostgreSQL: planned once, not per search).
 * Neither is ordered by ts_rank: that reads every matching row's vector (compressed in the row), 40–90 ms per search at
 * 100,000 articles against under 1 ms without it (docs/PERFORMANCE.md).
 */
import { desc, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../shared/constants.ts';
import type { Article, Paged } from '../../../shared/contract/entities.ts';
import { perDatabase, type Db } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import { catalogueCache } from '../catalogue/cache.ts';
import { fullTextQuery, searchClauses, vectorMatches } from '../search/full-text.ts';
import { type ArticleRow, articleColumns, pageQuery, toArticle } from './article-pages.ts';

/**
 * How many ids of a search's matches are listed and kept, newest first: the first 47 pages. Ordering them costs what
 * ordering 21 costs (every match is visited for the sort either way); a page past them is searched as before.
 */
export const LISTED_MATCHES = 1_000;

/** The newest LISTED_MATCHES ids a search matches, kept per query (emptied with the catalogue caches, 5 s at most). */
const matchedIds = catalogueCache<string, Int32Array>(1_024);

/** The statements of the search, prepared once per database. */
const statements = perDatabase((db) => {
  const newestFirst = [desc(articles.publishedAt), desc(articles.id)] as const;
  const listed = db
    .select({ id: articles.id })
    .from(articles)
    .where(vectorMatches(articles.searchVector, sql.placeholder('query')))
    .orderBy(...newestFirst)
    .limit(LISTED_MATCHES);
  return {
    /**
     * The newest LISTED_MATCHES matching ids (the GIN index, then a top-N sort of the matches by date), as one array
     * in one row: reading them as rows cost the API about 2 µs each.
     */
    ids: db
      .select({ ids: sql<string>`array_to_string(array(${listed}), ',')` })
      .from(sql`(select 1) as one`)
      .prepare('articles_search_ids'),
    /** The rows of a page, by id (primary key), in the list's order. */
    rows: db
      .select(articleColumns)
      .from(articles)
      .where(sql`${articles.id} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(...newestFirst)
      .prepare('articles_search_rows'),
    /** A page past the listed matches, searched whole. */
    deep: pageQuery(
      db,
      vectorMatches(articles.searchVector, sql.placeholder('query')),
      sql.placeholder('skip'),
    ).prepare('articles_search'),
  };
});

/** The newest matching ids of a query, ordered as the lists are. */
function listedIds(db: Db, query: string): Promise<Int32Array> {
  return matchedIds(db).get(query, async () => {
    const [row] = await statements(db).ids.execute({ query });
    return row?.ids ? Int32Array.from(row.ids.split(','), Number) : new Int32Array(0);
  });
}

/** The rows of the page from `offset` (one more than PAGE_SIZE when there are more). */
async function pageRows(db: Db, query: string, offset: number): Promise<ArticleRow[]> {
  if (offset + PAGE_SIZE >= LISTED_MATCHES) return statements(db).deep.execute({ query, skip: offset });
  const ids = (await listedIds(db, query)).subarray(offset, offset + PAGE_SIZE + 1);
  if (ids.length === 0) return [];
  return statements(db).rows.execute({ ids: Array.from(ids) });
}

/** Page `page` of the articles matching every word of `text` (or its medical synonyms), newest first. */
export async function searchArticles(db: Db, text: string, page: number): Promise<Paged<Article>> {
  const query = fullTextQuery(await searchClauses(db, text), 'all');
  if (query === '') return { result: [], page, hasMore: false };
  const rows = await pageRows(db, query, (page - 1) * PAGE_SIZE);
  return { result: rows.slice(0, PAGE_SIZE).map(toArticle), page, hasMore: rows.length > PAGE_SIZE };
}
