/**
 * The article search (SearchArticles): English full-text search of the stored vector (migration 0008, services/search/
 * full-text.ts), newest first like the other lists.
 *
 * A search's matches are ordered once and their ids kept for a moment (matchedIds): the endless list asks for page
 * after page of the same text, and every page used to repeat the whole match — a GIN bitmap scan, then a heap visit
 * of every matching row to sort them by date (about 1.5 ms for 333 matches at 100,000 articles, warm, alone; several
 * ms under load) — to keep 21 of them. A page of a known search reads only its 21 rows by primary key.
 *
 * When the article index in memory is built (PostgreSQL: search/article-index.ts), it gives the list at once and the
 * page's articles from memory too; a search with a dictionary phrase, and every search on PGlite, uses SQL.
 *
 * The statements are prepared once per database (named statements on PostgreSQL: planned once, not per search).
 * Neither is ordered by ts_rank: that reads every matching row's vector (compressed in the row), 40–90 ms per search at
 * 100,000 articles against under 1 ms without it (docs/PERFORMANCE.md).
 */
import { and, desc, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../shared/constants.ts';
import type { Article, Paged } from '../../../shared/contract/entities.ts';
import { perDatabase, type Db } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import { catalogueCache } from '../catalogue/cache.ts';
import { articleIndexOf, type CardEnd, indexedCards, matchedIds as indexMatches } from '../search/article-index.ts';
import { fullTextQuery, type SearchClause, searchClauses, vectorMatches } from '../search/full-text.ts';
import { understoodSearch } from '../search/understand.ts';
import { currentLanguage } from '../language.ts';
import { type ArticleRow, articleColumns, pageQuery, publishedArticle, toArticle } from './article-pages.ts';
import { therapyNamer } from './therapy-names.ts';

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
    .where(and(publishedArticle, vectorMatches(articles.searchVector, sql.placeholder('query'))))
    .orderBy(...newestFirst)
    .limit(LISTED_MATCHES);
  const skip = sql`${sql.placeholder('skip')}::int`;
  return {
    /**
     * A search not yet listed, in one round trip: the newest LISTED_MATCHES matching ids (the GIN index, then a top-N
     * sort of the matches by date) as one text on the first row (reading them as rows cost the API about 2 µs each),
     * and the rows of the page from `skip` (one row of nulls when it is empty). Two statements queued twice behind
     * every other search in the pool, which doubled a first page's wait at 200 connections.
     */
    first: db
      .select({
        ...articleColumns,
        ids: sql<
          string | null
        >`case when row_number() over (order by ${articles.publishedAt} desc, ${articles.id} desc) = 1
          then array_to_string(matched.ids, ',') end`,
      })
      .from(sql`(select array(${listed}) as ids) as matched`)
      .leftJoin(articles, sql`${articles.id} = any(matched.ids[${skip} + 1 : ${skip} + ${PAGE_SIZE + 1}])`)
      .orderBy(...newestFirst)
      .prepare('articles_search_first'),
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
      and(publishedArticle, vectorMatches(articles.searchVector, sql.placeholder('query'))),
      sql.placeholder('skip'),
    ).prepare('articles_search'),
  };
});

/** Names an article's therapy for the member being answered (therapy-names.ts). */
type Namer = (therapy: string) => string;

/** An article's answer as JSON bytes (the form the article index holds), its therapy named by `named`. */
const jsonOf = (named: Namer) => (row: ArticleRow) => Buffer.from(JSON.stringify(toArticle(row, named(row.therapy))));

/**
 * The end of the index's cards of a therapy for a Hindi or Nepali member (article-index.ts CardEnd); none for English,
 * the language the index holds.
 */
function cardEnd(named: Namer): CardEnd | undefined {
  if (currentLanguage() === 'en') return undefined;
  return (therapy) => {
    const shown = named(therapy);
    return shown === therapy ? null : Buffer.from(`${JSON.stringify(shown)}}`);
  };
}

/**
 * The articles of the page from `offset` as JSON, their therapy named by `named` (one more than PAGE_SIZE when there
 * are more): from the article index when it holds the page's ids, else by id from the search's list when it is kept
 * or the index gives it; else the list and the page in one statement. The list is kept either way (one load per
 * query at a time), so the next pages do not intersect again.
 */
async function pageArticles(
  db: Db,
  clauses: readonly SearchClause[],
  query: string,
  offset: number,
  named: Namer,
): Promise<Buffer[]> {
  const json = jsonOf(named);
  if (offset + PAGE_SIZE >= LISTED_MATCHES)
    return (await statements(db).deep.execute({ query, skip: offset })).map(json);
  let loaded: ArticleRow[] | undefined;
  const list = await matchedIds(db).get(query, async () => {
    const index = articleIndexOf(db).current();
    const listed = index && indexMatches(index, clauses, LISTED_MATCHES);
    if (listed) return listed;
    const rows = await statements(db).first.execute({ query, skip: offset });
    loaded = rows.flatMap(({ ids: _ids, ...row }) => (row.id === null ? [] : [row as ArticleRow]));
    const ids = rows.find((row) => row.ids !== null)?.ids;
    return ids ? Int32Array.from(ids.split(','), Number) : new Int32Array(0);
  });
  if (loaded) return loaded.map(json);
  const ids = list.subarray(offset, offset + PAGE_SIZE + 1);
  const index = articleIndexOf(db).current();
  const cards = index && indexedCards(index, ids, cardEnd(named));
  if (cards) return cards;
  return ids.length === 0 ? [] : (await statements(db).rows.execute({ ids: Array.from(ids) })).map(json);
}

/** A page of a search with each article as its JSON bytes (routes/serialized.ts `serializedPage` sends them as they are). */
export interface ArticleJsonPage {
  result: Buffer[];
  page: number;
  hasMore: boolean;
}

/**
 * Page `page` of the articles matching every word of `text` (or its medical synonyms; Hindi, Nepali and misspelt
 * names understood first: search/understand.ts), newest first, as JSON (therapies named in the member's language).
 */
export async function searchArticlesJson(db: Db, text: string, page: number): Promise<ArticleJsonPage> {
  const clauses = await searchClauses(db, understoodSearch(text));
  const query = fullTextQuery(clauses, 'all');
  if (query === '') return { result: [], page, hasMore: false };
  const found = await pageArticles(db, clauses, query, (page - 1) * PAGE_SIZE, await therapyNamer(db));
  return { result: found.slice(0, PAGE_SIZE), page, hasMore: found.length > PAGE_SIZE };
}

/** Page `page` of the articles matching every word of `text` (or its medical synonyms), newest first. */
export async function searchArticles(db: Db, text: string, page: number): Promise<Paged<Article>> {
  const { result, ...rest } = await searchArticlesJson(db, text, page);
  return { result: result.map((card) => JSON.parse(card.toString()) as Article), ...rest };
}
