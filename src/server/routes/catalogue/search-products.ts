/** Searchmoleculeproducts.php: products whose title or composition contains the searched words, ranked. */
import type { FastifyInstance } from 'fastify';
import type { Product } from '../../../shared/contract/entities.ts';
import { catalogue } from '../../../shared/contract/index.ts';
import { ok, type Ok } from '../../../shared/envelope.ts';
import { catalogueCache } from '../../services/catalogue/cache.ts';
import { searchProducts } from '../../services/catalogue/products.ts';
import { currentLanguage } from '../../services/language.ts';
import { defineRoute } from '../define-route.ts';
import { serialized, type SerializedAnswer } from '../serialized.ts';

/** Answers by search text (spaces collapsed) and language: shared by members, popular texts are asked by many. */
const answers = catalogueCache<string, SerializedAnswer<Ok<Product[]>>>(1024);

/** Registers Searchmoleculeproducts.php. */
export async function searchProductsRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, catalogue.searchProducts, async ({ query }) => {
    const { db } = app.deps.database;
    const text = query.searchedString.trim().replace(/\s+/g, ' ');
    return answers(db).get(JSON.stringify([text, currentLanguage()]), async () =>
      serialized(ok(await searchProducts(db, text))),
    );
  });
}
