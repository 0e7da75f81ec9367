/** GetProduct.php: the products of a therapy (an unknown therapy has none). */
import type { FastifyInstance } from 'fastify';
import type { Product } from '../../../shared/contract/entities.ts';
import { catalogue } from '../../../shared/contract/index.ts';
import { ok, type Ok } from '../../../shared/envelope.ts';
import { catalogueCache } from '../../services/catalogue/cache.ts';
import { productsOf } from '../../services/catalogue/products.ts';
import { currentLanguage } from '../../services/language.ts';
import { defineRoute } from '../define-route.ts';
import { serialized, type SerializedAnswer } from '../serialized.ts';

/** GetProduct answers by therapy title and language (titles are also shown translated). */
const productLists = catalogueCache<string, SerializedAnswer<Ok<Product[]>>>(1024);

/** Registers GetProduct.php: products of the therapy with that exact title, by title. */
export async function getProductRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, catalogue.getProduct, async ({ query }) => {
    const { db } = app.deps.database;
    const therapy = query.title.trim();
    return productLists(db).get(JSON.stringify([therapy, currentLanguage()]), async () =>
      serialized(ok(await productsOf(db, therapy))),
    );
  });
}
