/** Searchmoleculeproducts.php: products whose title or composition contains the searched words, ranked. */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Product } from '../../../shared/contract/entities.ts';
import { catalogue } from '../../../shared/contract/index.ts';
import { ok, type Ok } from '../../../shared/envelope.ts';
import type { Db } from '../../db/client.ts';
import { products, therapies } from '../../db/schema.ts';
import { defineRoute } from '../define-route.ts';
import { serialized, type SerializedAnswer } from '../serialized.ts';
import { catalogueCache } from './cached.ts';
import { foldedContains, foldedMatchesAllWords, foldedSimilarityTo, foldedStartsWith } from './folded-match.ts';
import { productColumns, toProduct } from './get-product.ts';

/** At most this many products are answered (the search has no pages). */
export const PRODUCT_SEARCH_LIMIT = 50;

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

/** Answers by search text (spaces collapsed): the same for every member, and popular texts are asked by many. */
const answers = catalogueCache<string, SerializedAnswer<Ok<Product[]>>>(1024);

/** Registers Searchmoleculeproducts.php. */
export async function searchProductsRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, catalogue.searchProducts, async ({ query }) => {
    const { db } = app.deps.database;
    const text = query.searchedString.trim().replace(/\s+/g, ' ');
    return answers(db).get(text, async () => serialized(ok((await productSearchQuery(db, text)).map(toProduct))));
  });
}
