/** GetSubCategory.php: the sub-category cards of a category for a focus, with the member's role in element 0. */
import type { FastifyInstance } from 'fastify';
import type { SubCategoryAnswer } from '../../../shared/contract/catalogue.ts';
import { catalogue } from '../../../shared/contract/index.ts';
import { currentLanguage, m } from '../../services/language.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { catalogueCache } from '../../services/catalogue/cache.ts';
import { categoryExists } from '../../services/catalogue/categories.ts';
import { subCategoriesFor } from '../../services/catalogue/sub-categories.ts';
import { loadMember } from '../../services/profile.ts';
import { rowId } from '../../services/row-id.ts';
import { defineRoute } from '../define-route.ts';
import { serialized, type SerializedAnswer } from '../serialized.ts';

/** The answer for a category, focus and member role, or undefined when the category does not exist. */
type Cards = SerializedAnswer<SubCategoryAnswer> | undefined;

/** Answers by category id, focus, member role and language (roles are few, so members share them). */
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
    const answer = await cardsCache(db).get(JSON.stringify([categoryId, focus, role, currentLanguage()]), () =>
      cardsFor(db, categoryId, focus, role),
    );
    if (!answer) throw new AppError(404, 'NOT_FOUND', m.categoryNotFound);
    return answer;
  });
}
