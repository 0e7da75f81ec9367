/** GetCategory.php: the home grid for a focus, with the banner popup and the member's feedback and campaign links. */
import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Category, CategoryOutcome } from '../../../shared/contract/entities.ts';
import { catalogue } from '../../../shared/contract/index.ts';
import type { CategoryAnswer } from '../../../shared/contract/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { banners, categories } from '../../db/schema.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { loadMember } from '../../services/profile.ts';
import { defineRoute } from '../define-route.ts';
import { serialized, type SerializedAnswer } from '../serialized.ts';
import { catalogueCache } from './cached.ts';

const OUTCOMES: readonly CategoryOutcome[] = ['submenu', 'page', 'other'];

function toCategory(row: typeof categories.$inferSelect): Category {
  return {
    serv_category_id: String(row.id),
    title: row.title,
    link_name: row.linkName,
    description: row.description,
    banner: row.banner === 'Y' ? 'Y' : 'N',
    link: row.link,
    image: row.image,
    outcome: OUTCOMES.find((o) => o === row.outcome) ?? 'other',
  };
}

/** Categories shown for a focus: those of the focus and those for every focus, in their set order. */
async function categoriesFor(db: Db, focus: string): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(or(eq(categories.therapeuticFocus, focus), isNull(categories.therapeuticFocus)))
    .orderBy(asc(categories.sort), asc(categories.id));
  return rows.map(toCategory);
}

async function bannerFor(db: Db, focus: string): Promise<{ id: string; link: string }> {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.active, true), or(eq(banners.therapeuticFocus, focus), isNull(banners.therapeuticFocus))))
    .orderBy(desc(banners.id))
    .limit(1);
  return row ? { id: String(row.id), link: row.popupLink } : { id: '', link: '' };
}

/** Home answers by focus and the member's feedback and campaign links (a handful of values, shared by members). */
const homeAnswers = catalogueCache<string, SerializedAnswer<CategoryAnswer>>(256);

async function homeAnswerFor(
  db: Db,
  focus: string,
  feedbackLink: string,
  campaignLink: string,
): Promise<SerializedAnswer<CategoryAnswer>> {
  const [list, banner] = await Promise.all([categoriesFor(db, focus), bannerFor(db, focus)]);
  return serialized<CategoryAnswer>([{ status: 'success' }, list, banner.id, banner.link, feedbackLink, campaignLink]);
}

/** Registers GetCategory.php. */
export async function getCategoryRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, catalogue.getCategory, async ({ query, request }) => {
    const { db } = app.deps.database;
    const member = await loadMember(db, sessionOf(request).memberId);
    const focus = query.therapeutic_focus?.trim() || member.therapeuticFocus;
    const { feedbackLink, campaignLink } = member;
    const key = JSON.stringify([focus, feedbackLink, campaignLink]);
    return homeAnswers(db).get(key, () => homeAnswerFor(db, focus, feedbackLink, campaignLink));
  });
}
