/** Catalogue and content routes (content, admin): the form choices, products with doses, articles. */
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../shared/contract/admin/content-calls.ts';
import { ok } from '../../../shared/envelope.ts';
import {
  catalogueChoices,
  createArticle,
  listArticles,
  updateArticle,
} from '../../services/admin/catalogue-articles.ts';
import { createProduct, listProducts, updateProduct } from '../../services/admin/catalogue-products.ts';
import { defineStaffRoute, pageParams } from './define-staff-route.ts';
import { actorOf } from './staff-session.ts';

/** Registers the catalogue and content routes. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { database, now } = app.deps;
  const db = database.db;

  defineStaffRoute(app, catalogue.catalogueOptions, async () => ok(await catalogueChoices(db)));

  defineStaffRoute(app, catalogue.productsList, async ({ query }) => {
    const { page, pageSize } = pageParams(query);
    return ok({ ...(await listProducts(db, { ...query, page, pageSize })), page, pageSize });
  });

  defineStaffRoute(app, catalogue.productCreate, async ({ body, request }) =>
    ok(await createProduct(db, actorOf(request), body, now())),
  );

  defineStaffRoute(app, catalogue.productUpdate, async ({ body, request }) =>
    ok(await updateProduct(db, actorOf(request), body.id, body, now())),
  );

  defineStaffRoute(app, catalogue.articlesList, async ({ query }) => {
    const { page, pageSize } = pageParams(query);
    return ok({ ...(await listArticles(db, { ...query, page, pageSize })), page, pageSize });
  });

  defineStaffRoute(app, catalogue.articleCreate, async ({ body, request }) =>
    ok(await createArticle(db, actorOf(request), body, now())),
  );

  defineStaffRoute(app, catalogue.articleUpdate, async ({ body, request }) =>
    ok(await updateArticle(db, actorOf(request), body.id, body, now())),
  );
}
