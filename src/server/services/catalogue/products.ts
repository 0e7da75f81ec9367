/** Products: those of a therapy, and the ranked product search over titles, compositions and therapies. */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Product } from '../../../shared/contract/entities.ts';
import type { Db } from '../../db/client.ts';
import { products, therapies } from '../../db/schema.ts';
import { shownText } from '../content-language.ts';
import { foldedContains, foldedMatchesAllWords, foldedSimilarityTo, foldedStartsWith } from '../search/folded-match.ts';
import { type SearchClause, searchClauses, tsQuery, vectorMatches } from '../search/full-text.ts';
import { understoodSearch } from '../search/understand.ts';

/** At most this many products are answered (the search has no pages). */
export const PRODUCT_SEARCH_LIMIT = 50;

/** The columns a product answer is built from. */
const productColumns = {
  id: products.id,
  title: products.title,
  composition: products.composition,
  dose: products.dose,
  tableName: products.tableName,
  image: products.image,
  therapy: therapies.title,
  translations: products.translations,
  therapyTranslations: therapies.translations,
};

/** A selected product row with its therapy title. */
type ProductRow = { [K in keyof typeof productColumns]: (typeof productColumns)[K]['_']['data'] };

/** The Product answer of a row (title and therapy also in the member's language); dose stays as stored. */
function toProduct(row: ProductRow): Product {
  return {
    product_id: String(row.id),
    title: row.title,
    title_shown: shownText(row.translations, 'title', row.title),
    composition: row.composition,
    dose: row.dose,
    table_name: row.tableName,
    therapy: row.therapy,
    therapy_shown: shownText(row.therapyTranslations, 'title', row.therapy),
    image: row.image,
  };
}

/** Products of the therapy with that exact title, by title (none for an unknown therapy). */
export async function productsOf(db: Db, therapy: string): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(therapies, eq(products.therapyId, therapies.id))
    .where(and(eq(therapies.title, therapy), publishedProduct))
    .orderBy(asc(products.title), asc(products.id));
  return rows.map(toProduct);
}

/** A product doctors may see: published, in a published therapy (the query joins therapies). */
export const publishedProduct = and(eq(products.published, true), eq(therapies.published, true));

/** 0 title starts with the text, 1 title contains it, 2 composition contains it, 3 only the single words match. */
function rankOf(text: string) {
  return sql<number>`case
    when ${foldedStartsWith(products.titleFolded, text)} then 0
    when ${foldedContains(products.titleFolded, text)} then 1
    when ${foldedContains(products.compositionFolded, text)} then 2
    else 3 end`;
}

/** For each clause, the ids of the therapies whose title it matches (one small query over the therapies). */
export async function therapyMatches(db: Db, clauses: readonly SearchClause[]): Promise<number[][]> {
  const queries = clauses.map((clause) => clause.query);
  const withQuery = queries.flatMap((query, index) => (query ? [{ query, index }] : []));
  const matches: number[][] = clauses.map(() => []);
  if (withQuery.length === 0) return matches;
  const vector = sql`to_tsvector('english', search_fold(${therapies.title}))`;
  const rows = await db
    .select({
      id: therapies.id,
      hits: sql<boolean[]>`array[${sql.join(
        withQuery.map(({ query }) => sql`${vector} @@ ${tsQuery(query)}`),
        sql`, `,
      )}]`,
    })
    .from(therapies)
    .where(eq(therapies.published, true));
  for (const row of rows)
    row.hits.forEach((hit, position) => {
      const index = withQuery[position]?.index;
      if (hit && index !== undefined) matches[index]?.push(row.id);
    });
  return matches;
}

/**
 * True when every clause matches: its words as typed in the title or composition (folded, partial, literal), or
 * its full-text query (word forms, medical synonyms) in the title, composition or the product's therapy.
 */
function productMatches(clauses: readonly SearchClause[], therapyIds: readonly number[][]): SQL | undefined {
  return and(
    ...clauses.map((clause, index) => {
      const ids = therapyIds[index] ?? [];
      return or(
        foldedMatchesAllWords([products.titleFolded, products.compositionFolded], clause.words.join(' ')),
        clause.query ? vectorMatches(products.searchVector, clause.query) : undefined,
        ids.length > 0 ? inArray(products.therapyId, [...ids]) : undefined,
      );
    }),
  );
}

/**
 * The ranked product search query for a text, given its clauses (searchClauses) and the therapies each matches
 * (exported so tests can EXPLAIN it).
 */
export function productSearchQuery(
  db: Db,
  searched: string,
  clauses: readonly SearchClause[],
  therapyIds: readonly number[][],
) {
  const text = searched.trim().replace(/\s+/g, ' ');
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(therapies, eq(products.therapyId, therapies.id))
    .where(and(publishedProduct, productMatches(clauses, therapyIds)))
    .orderBy(
      asc(rankOf(text)),
      desc(foldedSimilarityTo(products.titleFolded, text)),
      asc(products.title),
      asc(products.id),
    )
    .limit(PRODUCT_SEARCH_LIMIT);
}

/**
 * Products whose title or composition contains every searched word, or that match it by word form, medical synonym
 * or therapy ("hypertension" finds the antihypertensives), best match first; Hindi and Nepali words, Devanagari names
 * and one typo in a name are understood first, and a last Devanagari word may be the start of a name
 * (search/understand.ts).
 */
export async function searchProducts(db: Db, searched: string): Promise<Product[]> {
  const text = understoodSearch(searched, { lastWordUnfinished: true });
  const clauses = await searchClauses(db, text);
  const therapyIds = await therapyMatches(db, clauses);
  return (await productSearchQuery(db, text, clauses, therapyIds)).map(toProduct);
}
