/** Catalogue routes: categories, sub-categories, therapies, focus, products, product search. */
import type { FastifyInstance } from 'fastify';
import { getCategoryRoute } from './get-category.ts';
import { getProductRoute } from './get-product.ts';
import { getSubCategoryRoute } from './get-sub-category.ts';
import { getTherapyRoutes } from './get-therapy.ts';
import { searchProductsRoute } from './search-products.ts';
import { setTherapyRoute } from './set-therapy.ts';

/** Registers the catalogue routes. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  await app.register(getCategoryRoute);
  await app.register(getSubCategoryRoute);
  await app.register(getTherapyRoutes);
  await app.register(setTherapyRoute);
  await app.register(getProductRoute);
  await app.register(searchProductsRoute);
}
