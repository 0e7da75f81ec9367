/** Products: those of a therapy, and the ranked product search over titles and compositions. */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Product } from '../../../shared/contract/entities.ts';
import type { Db } from '../../db/client.ts';
import { products, therapies } from '../../db/schema.ts';
import { foldedContains, foldedMatchesAllWords, foldedSimilarityTo, foldedStartsWith } from '../search/folded-match.ts';

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
};

/** A selected product row with its therapy title. */
type ProductRow = { [K in keyof typeof productColumns]: (typeof productColumns)[K]['_']['data'] };

/** The Product answer of a row; dose stays the comma-separated list as stored. */
function toProduct(row: ProductRow): Product {
  return {
    product_id: String(row.id),
    title: row.title,
    composition: row.composition,
    dose: row.dose,
    table_name: row.tableName,
    therapy: row.therapy,
    image: row.image,
  };
}

/** Products of the therapy with that exact title, by title (none for an unknown therapy). */
export async function productsOf(db: Db, therapy: string): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(therapies, eq(products.therapyId, therapies.id))
    .where(eq(therapies.title, therapy))
    .orderBy(asc(products.title), asc(products.id));
  return rows.map(toProduct);
}

/** 0 title starts with the text, 1 title contains it, 2 composition contains it, 3 only the single words match. */
function rankOf(text: string) {
  return sql<number>`case
    when ${foldedStartsWith(products.titleFolded, text)} then 0
    when ${foldedContains(products.titleFolded, text)} then 1
    when ${foldedContains(products.compositionFolded, text)} then 2
    else 3 end`;
}

/** The ranked product search query for a text (exported so tests can EXPLAIN it). */
export function productSearchQuery(db: Db, searched: string) {
  const text = searched.trim().replace(/\s+/g, ' ');
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(therapies, eq(products.therapyId, therapies.id))
    .where(foldedMatchesAllWords([products.titleFolded, products.compositionFolded], text))
    .orderBy(
      asc(rankOf(text)),
      desc(foldedSimilarityTo(products.titleFolded, text)),
      asc(products.title),
      asc(products.id),
    )
    .limit(PRODUCT_SEARCH_LIMIT);
}

/** Products whose title or composition contains every searched word, best match first. */
export async function searchProducts(db: Db, text: string): Promise<Product[]> {
  return (await productSearchQuery(db, text)).map(toProduct);
}
