/** What the built-in assistant looks up: products (title, composition) and articles (title) matching search words. */
import { type AnyColumn, and, desc, eq, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, products, therapies } from '../../db/schema.ts';
import { contains } from '../search/text-match.ts';
import { fold } from './words.ts';

/** A product match with its therapy, for a link to the therapy's product page. */
export interface ProductHit {
  title: string;
  composition: string;
  therapy: string;
}

/** An article match with its own link. */
export interface ArticleHit {
  title: string;
  link: string;
}

/** Rows looked at before ranking, and hits kept after it. */
const CANDIDATES = 50;
const MAX_PRODUCTS = 5;
const MAX_ARTICLES = 3;

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

/** Products whose title or composition contains one of the words, best matches first. */
export async function findProducts(db: Db, words: string[]): Promise<ProductHit[]> {
  const rows = await db
    .select({ title: products.title, composition: products.composition, therapy: therapies.title })
    .from(products)
    .innerJoin(therapies, eq(products.therapyId, therapies.id))
    .where(anyWordIn([products.title, products.composition], words))
    .orderBy(products.title, products.id)
    .limit(CANDIDATES);
  return rank(rows, words, (row) => `${row.title} ${row.composition}`, MAX_PRODUCTS);
}

/** Articles with an https link whose title contains one of the words, best matches first, newest first on ties. */
export async function findArticles(db: Db, words: string[]): Promise<ArticleHit[]> {
  const rows = await db
    .select({ title: articles.title, link: articles.link })
    .from(articles)
    .where(and(like(articles.link, 'https://%'), anyWordIn([articles.title], words)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(CANDIDATES);
  return rank(rows, words, (row) => row.title, MAX_ARTICLES);
}
