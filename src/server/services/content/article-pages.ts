/**
 * One page of articles, newest first, and the three answer shapes of the paged article lists.
 *
 * Pages are numbered (the contract is `{result, page, hasMore}`), so a page is an offset into the order
 * published_at desc, id desc. Two things keep deep pages cheap (docs/PERFORMANCE.md):
 * - a deferred join: the page's 21 ids are picked from the index alone (an index-only scan of
 *   `(published_at, id)`, or of `(journal_id | therapy, published_at, id)`), then only those 21 rows are read;
 * - for the unfiltered list, a page directory: the key of every ANCHOR_ROWS-th article, read in one index-only
 *   pass and kept for a minute, so a deep page seeks to the nearest key (a keyset condition) and skips at most
 *   ANCHOR_ROWS - 1 index entries instead of the whole offset.
 */
import { and, count, desc, eq, inArray, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../shared/constants.ts';
import type { Article, JournalEntry, Paged, TherapyArticle } from '../../../shared/contract/entities.ts';
import { perDatabase, type Db } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import type { Language } from '../../../shared/messages/languages.ts';
import { cachePerDatabase } from '../cache.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { currentLanguage } from '../language.ts';

/** The columns of an article answer (not the stored search text or vector). */
export const articleColumns = {
  id: articles.id,
  title: articles.title,
  reference: articles.reference,
  description: articles.description,
  journalId: articles.journalId,
  therapy: articles.therapy,
  link: articles.link,
  publishedAt: articles.publishedAt,
};

/** An article row as the lists read it. */
export type ArticleRow = Omit<
  typeof articles.$inferSelect,
  'searchFolded' | 'searchVector' | 'language' | 'published' | 'version'
>;

/** Articles between two directory keys. */
export const ANCHOR_ROWS = 200;

/** Offsets from here on use the page directory (below it, skipping index entries costs less than the directory). */
export const DIRECTORY_FROM_OFFSET = 2_000;

/** A directory key: an article's published_at (as PostgreSQL prints it, so no precision is lost) and id. */
interface Anchor {
  at: string;
  id: number;
}

/**
 * The page directory of the unfiltered list, per database, rebuilt at most once a minute (one index-only pass: about
 * 40 ms at 100,000 articles). An article published meanwhile shifts the deep pages by one row until then, as it
 * would shift OFFSET pages between two requests anyway.
 */
const directories = cachePerDatabase<'all', Anchor[]>({ ttlMs: 60_000, maxEntries: 1 });

/** Only published articles reach doctors (the list indexes are partial on this, so pages stay index-only). */
export const publishedArticle: SQL = sql`${articles.published}`;

/** The order of every list: newest first, the id breaking ties. */
const newestFirst = [desc(articles.publishedAt), desc(articles.id)] as const;

/** The key of every ANCHOR_ROWS-th article of the unfiltered list, newest first, in one index-only pass. */
async function readDirectory(db: Db): Promise<Anchor[]> {
  const numbered = db
    .select({
      publishedAt: articles.publishedAt,
      id: articles.id,
      n: sql<number>`row_number() over (order by ${articles.publishedAt} desc, ${articles.id} desc)`.as('n'),
    })
    .from(articles)
    .where(publishedArticle)
    .as('numbered');
  return db
    .select({ at: sql<string>`${numbered.publishedAt}::text`, id: numbered.id })
    .from(numbered)
    .where(sql`(${numbered.n} - 1) % ${ANCHOR_ROWS} = 0`)
    .orderBy(numbered.n);
}

/**
 * The rows of one page from `skip`: the page's ids come from the index alone (a deferred join), then only those rows
 * are read (exported so tests can EXPLAIN it).
 */
export function pageQuery(db: Db, where: SQL | undefined, skip: number | Placeholder) {
  const ids = db
    .select({ id: articles.id })
    .from(articles)
    .where(where)
    .orderBy(...newestFirst)
    .limit(PAGE_SIZE + 1)
    .offset(skip);
  return db
    .select(articleColumns)
    .from(articles)
    .where(inArray(articles.id, ids))
    .orderBy(...newestFirst);
}

/** The two queries of the unfiltered list, prepared once per database (named statements on PostgreSQL). */
const unfilteredQueries = perDatabase((db) => {
  const anchored = sql`(${articles.publishedAt}, ${articles.id}) <= (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')})`;
  return {
    head: pageQuery(db, publishedArticle, sql.placeholder('skip')).prepare('articles_page'),
    fromAnchor: pageQuery(db, and(publishedArticle, anchored), sql.placeholder('skip')).prepare(
      'articles_page_from_anchor',
    ),
  };
});

/** Rows of the unfiltered list from `offset`: a deep offset seeks from the nearest directory key. */
async function unfilteredRows(db: Db, offset: number): Promise<ArticleRow[]> {
  const queries = unfilteredQueries(db);
  if (offset < DIRECTORY_FROM_OFFSET) return queries.head.execute({ skip: offset });
  const directory = await directories(db).get('all', () => readDirectory(db));
  const index = Math.min(Math.floor(offset / ANCHOR_ROWS), directory.length - 1);
  const anchor = directory[index];
  if (!anchor) return queries.head.execute({ skip: offset });
  return queries.fromAnchor.execute({ at: anchor.at, id: anchor.id, skip: offset - index * ANCHOR_ROWS });
}

/**
 * Rows from `offset` for a Hindi or Nepali member: the articles tagged in their language first (few; a partial index
 * holds the non-English ones), then the others, each part newest first.
 */
async function ownLanguageFirst(db: Db, where: SQL | undefined, offset: number, language: Language) {
  const own = and(where, eq(articles.language, language));
  const [counted] = await db.select({ n: count() }).from(articles).where(own);
  const ownCount = counted?.n ?? 0;
  const ownRows = offset < ownCount ? await pageQuery(db, own, offset) : [];
  if (ownRows.length > PAGE_SIZE) return ownRows;
  const others = await pageQuery(db, and(where, ne(articles.language, language)), Math.max(0, offset - ownCount));
  return [...ownRows, ...others].slice(0, PAGE_SIZE + 1);
}

/**
 * Page `page` (from 1) of the articles matching `where`, ordered published_at desc, id desc; for a Hindi or Nepali
 * member those tagged in their language come first (issue 43 §1).
 * One row more than PAGE_SIZE is read, so hasMore is exact; a page past the end is empty with hasMore false.
 */
export async function articlePage<T>(
  db: Db,
  where: SQL | undefined,
  page: number,
  shape: (row: ArticleRow) => T,
): Promise<Paged<T>> {
  const offset = (page - 1) * PAGE_SIZE;
  const language = currentLanguage();
  const shown = and(publishedArticle, where);
  const rows =
    language !== 'en'
      ? await ownLanguageFirst(db, shown, offset, language)
      : where === undefined
        ? await unfilteredRows(db, offset)
        : await pageQuery(db, shown, offset);
  return { result: rows.slice(0, PAGE_SIZE).map(shape), page, hasMore: rows.length > PAGE_SIZE };
}

/**
 * An Article of GetArticles and SearchArticles, its therapy also as shown to the member (therapy-names.ts; English
 * unless given); its HTML is sanitised to the allow-list (server/lib/sanitize-html.ts).
 */
export function toArticle(row: ArticleRow, therapyShown = row.therapy): Article {
  return {
    article_id: String(row.id),
    Atitle: row.title,
    reference: sanitizeHtml(row.reference),
    description: sanitizeHtml(row.description),
    journal_id: String(row.journalId),
    therapy: row.therapy,
    link: row.link,
    // Last: the article index (search/article-index.ts) swaps a card's end for a Hindi or Nepali member.
    therapy_shown: therapyShown,
  };
}

/** A JournalEntry of GetJournal (Jtitle is the article's title; its therapy also as shown to the member). */
export function toJournalEntry(row: ArticleRow, therapyShown: string): JournalEntry {
  return {
    article_id: String(row.id),
    Jtitle: row.title,
    description: sanitizeHtml(row.description),
    therapy: row.therapy,
    therapy_shown: therapyShown,
    link: row.link,
  };
}

/** A TherapyArticle of GetTherapyArticles. */
export function toTherapyArticle(row: ArticleRow): TherapyArticle {
  return {
    article_id: String(row.id),
    Atitle: row.title,
    description: sanitizeHtml(row.description),
    journal_id: String(row.journalId),
    link: row.link,
  };
}
