/** GetSubCategory.php: the sub-category cards of a category for a focus, with the member's role in element 0. */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../shared/contract/index.ts';
import type { SubCategoryAnswer } from '../../../shared/contract/catalogue.ts';
import type { SubCategory } from '../../../shared/contract/entities.ts';
import { m } from '../../../shared/messages/index.ts';
import type { Db } from '../../db/client.ts';
import { categories, subCategories } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { loadMember } from '../../services/profile.ts';
import { defineRoute } from '../define-route.ts';
import { serialized, type SerializedAnswer } from '../serialized.ts';
import { catalogueCache } from './cached.ts';
import { rowId } from './row-id.ts';

function toSubCategory(row: typeof subCategories.$inferSelect): SubCategory {
  return {
    serv_sub_category_id: String(row.id),
    title: row.title,
    table_name: row.tableName,
    service_type: row.serviceType,
    link_name: row.linkName,
    therapeutic_focus: row.therapeuticFocus ?? '',
    outcome: row.outcome,
    description: row.description,
    demo_video: row.demoVideo,
    sample_link: row.sampleLink,
    message: row.message,
    serv_category_id: String(row.categoryId),
    sub_header: row.subHeader,
    image: row.image,
  };
}

/** Sub-categories of a category shown for a focus: those of the focus and those for every focus, in set order. */
async function subCategoriesFor(db: Db, categoryId: number, focus: string): Promise<SubCategory[]> {
  const rows = await db
    .select()
    .from(subCategories)
    .where(
      and(
        eq(subCategories.categoryId, categoryId),
        or(eq(subCategories.therapeuticFocus, focus), isNull(subCategories.therapeuticFocus)),
      ),
    )
    .orderBy(asc(subCategories.sort), asc(subCategories.id));
  return rows.map(toSubCategory);
}

async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return row !== undefined;
}

/** The answer for a category, focus and member role, or undefined when the category does not exist. */
type Cards = SerializedAnswer<SubCategoryAnswer> | undefined;

/** Answers by category id, focus and member role (roles are few, so members share them). */
const cardsCache = catalogueCache<string, Cards>(1024);

async function cardsFor(db: Db, categoryId: number, focus: string, role: string): Promise<Cards> {
  if (!(await categoryExists(db, categoryId))) return undefined;
  return serialized<SubCategoryAnswer>([
    { status: 'success', member_role: role },
    await subCategoriesFor(db, categoryId, focus),
  ]);
}

/** Registers GetSubCategory.php. */
export async function getSubCategoryRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, catalogue.getSubCategory, async ({ query, request }) => {
    const { db } = app.deps.database;
    const categoryId = rowId(query.category_id);
    const member = await loadMember(db, sessionOf(request).memberId);
    if (categoryId === undefined) throw new AppError(404, 'NOT_FOUND', m.categoryNotFound);
    const focus = query.therapeutic_focus?.trim() || member.therapeuticFocus;
    const role = member.memberRole;
    const answer = await cardsCache(db).get(JSON.stringify([categoryId, focus, role]), () =>
      cardsFor(db, categoryId, focus, role),
    );
    if (!answer) throw new AppError(404, 'NOT_FOUND', m.categoryNotFound);
    return answer;
  });
}
