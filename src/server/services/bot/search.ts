/**
 * What the built-in assistant looks up: products (title, composition, therapy), articles and videos matching any of
 * the search words, by word form and medical synonym (services/search/full-text.ts) as the portal's searches do.
 */
import { type AnyColumn, and, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { ContentTranslations } from '../../../shared/content-translations.ts';
import type { Db } from '../../db/client.ts';
import { articles, products, therapies, videos } from '../../db/schema.ts';
import { therapyMatches } from '../catalogue/products.ts';
import { publishedArticle } from '../content/article-pages.ts';
import { shownVideo } from '../content/link-lists.ts';
import { fullTextQuery, searchClauses, tsQuery, vectorMatches, vectorRank } from '../search/full-text.ts';
import { contains } from '../search/text-match.ts';
import { fold } from './words.ts';

/** A product match with its therapy (English titles, the keys of links, and their translations). */
export interface ProductHit {
  title: string;
  translations: ContentTranslations;
  composition: string;
  therapy: string;
  therapyTranslations: ContentTranslations;
}

/** An article or video match with its own link (articles are English only: no translations). */
export interface LinkHit {
  title: string;
  translations?: ContentTranslations;
  link: string;
}

/** Rows looked at before ranking, and hits kept after it. */
const CANDIDATES = 50;
const MAX_PRODUCTS = 5;
const MAX_ARTICLES = 3;
const MAX_VIDEOS = 2;

/** True when any word occurs in one of the columns (search_fold(): case- and accent-insensitive, partial). */
function anyWordIn(columns: AnyColumn[], words: string[]): SQL | undefined {
  return or(...columns.flatMap((column) => words.map((word) => contains(column, word))));
}

/** Ranks texts by how many distinct words they contain; ties keep the database order. */
function rank<T>(rows: T[], words: string[], textOf: (row: T) => string, keep: number): T[] {
  const scored = rows.map((row, order) => {
    const text = fold(textOf(row));
    return { row, order, score: words.filter((word) => text.includes(word)).length };
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, keep)
    .map((s) => s.row);
}

/** Products whose title or composition contains one of the words, or that match one by word form, synonym or therapy. */
export async function findProducts(db: Db, words: string[]): Promise<ProductHit[]> {
  const clauses = await searchClauses(db, words.join(' '));
  const query = fullTextQuery(clauses, 'any');
  const therapyIds = [...new Set((await therapyMatches(db, clauses)).flat())];
  const rows = await db
    .select({
      title: products.title,
      translations: products.translations,
      composition: products.composition,
      therapy: therapies.title,
      therapyTranslations: therapies.translations,
    })
    .from(products)
    .innerJoin(therapies, eq(products.therapyId, therapies.id))
    .where(
      and(
        eq(products.published, true),
        eq(therapies.published, true),
        or(
          anyWordIn([products.title, products.composition], words),
          query === '' ? undefined : vectorMatches(products.searchVector, query),
          therapyIds.length > 0 ? inArray(products.therapyId, therapyIds) : undefined,
        ),
      ),
    )
    .orderBy(products.title, products.id)
    .limit(CANDIDATES);
  return rank(rows, words, (row) => `${row.title} ${row.composition}`, MAX_PRODUCTS);
}

/**
 * Articles with an https link matching any of the words (title or description), those matching in the title first,
 * then newest first.
 */
export async function findArticles(db: Db, words: string[]): Promise<LinkHit[]> {
  const query = fullTextQuery(await searchClauses(db, words.join(' ')), 'any');
  if (query === '') return [];
  return db
    .select({ title: articles.title, link: articles.link })
    .from(articles)
    .where(and(publishedArticle, like(articles.link, 'https://%'), vectorMatches(articles.searchVector, query)))
    .orderBy(desc(vectorRank(articles.searchVector, query, true)), desc(articles.publishedAt), desc(articles.id))
    .limit(MAX_ARTICLES);
}

/**
 * Videos doctors see (as GetVideos lists them: a hidden card hides its videos) with an https link whose title matches
 * any of the words, best match first (a handful of rows: no index).
 */
export async function findVideos(db: Db, words: string[]): Promise<LinkHit[]> {
  const query = fullTextQuery(await searchClauses(db, words.join(' ')), 'any');
  if (query === '') return [];
  const vector = sql`to_tsvector('english', search_fold(${videos.title}))`;
  return db
    .select({ title: videos.title, translations: videos.translations, link: videos.link })
    .from(videos)
    .where(and(shownVideo, like(videos.link, 'https://%'), sql`${vector} @@ ${tsQuery(query)}`))
    .orderBy(desc(sql`ts_rank(${vector}, ${tsQuery(query)})`), videos.title, videos.id)
    .limit(MAX_VIDEOS);
}

/** The product a question names by its title's first word ("… after starting Telmicor 40"), if exactly one does. */
export async function findNamedProduct(db: Db, words: string[]): Promise<{ id: number; title: string } | undefined> {
  if (words.length === 0) return undefined;
  const rows = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(anyWordIn([products.title], words))
    .orderBy(products.id)
    .limit(CANDIDATES);
  const named = rows.filter((row) => words.includes(fold(row.title).split(/[^\p{L}\p{N}]+/u)[0] ?? ''));
  return named.length === 1 ? named[0] : undefined;
}
