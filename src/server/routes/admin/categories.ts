/** Category and sub-category routes (content, admin): list, add, change. */
import type { FastifyInstance } from 'fastify';
import { categories } from '../../../shared/contract/admin/content-calls.ts';
import { ok } from '../../../shared/envelope.ts';
import {
  createCategory,
  createSubCategory,
  listCategories,
  listSubCategories,
  updateCategory,
  updateSubCategory,
} from '../../services/admin/catalogue-categories.ts';
import { defineStaffRoute, pageParams } from './define-staff-route.ts';
import { actorOf } from './staff-session.ts';

/** Registers the category and sub-category routes. */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const { database, now } = app.deps;
  const db = database.db;

  defineStaffRoute(app, categories.categoriesList, async ({ query }) => {
    const { page, pageSize } = pageParams(query);
    return ok({ ...(await listCategories(db, page, pageSize)), page, pageSize });
  });

  defineStaffRoute(app, categories.categoryCreate, async ({ body, request }) =>
    ok(await createCategory(db, actorOf(request), body, now())),
  );

  defineStaffRoute(app, categories.categoryUpdate, async ({ body, request }) =>
    ok(await updateCategory(db, actorOf(request), body.id, body, now())),
  );

  defineStaffRoute(app, categories.subCategoriesList, async ({ query }) => {
    const { page, pageSize } = pageParams(query);
    return ok({ ...(await listSubCategories(db, { ...query, page, pageSize })), page, pageSize });
  });

  defineStaffRoute(app, categories.subCategoryCreate, async ({ body, request }) =>
    ok(await createSubCategory(db, actorOf(request), body, now())),
  );

  defineStaffRoute(app, categories.subCategoryUpdate, async ({ body, request }) =>
    ok(await updateSubCategory(db, actorOf(request), body.id, body, now())),
  );
}
