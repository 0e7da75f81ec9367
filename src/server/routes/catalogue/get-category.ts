/** GetCategory.php: the home grid for a focus, with the banner popup and the member's feedback and campaign links. */
import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Category, CategoryOutcome } from '../../../shared/contract/entities.ts';
import { catalogue } from '../../../shared/contract/index.ts';
import type { Db } from '../../db/client.ts';
import { banners, categories } from '../../db/schema.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { loadMember } from '../../services/profile.ts';
import { defineRoute } from '../define-route.ts';
import { catalogueCache } from './cached.ts';

const OUTCOMES: readonly CategoryOutcome[] = ['submenu', 'page', 'other'];

function toCategory(row: typeof categories.$inferSelect): Category {
  return {
    serv_category_id: String(row.id), title: row.title, link_name: row.linkName, description: row.description,
    banner: row.banner === 'Y' ? 'Y' : 'N', link: row.link, image: row.image,
    outcome: OUTCOMES.find((o) => o === row.outcome) ?? 'other',
  };
}

/** Categories shown for a focus: those of the focus and those for every focus, in their set order. */
export async function categoriesFor(db: Db, focus: string): Promise<Category[]> {
  const rows = await db.select().from(categories)
    .where(or(eq(categories.therapeuticFocus, focus), isNull(categories.therapeuticFocus)))
    .orderBy(asc(categories.sort), asc(categories.id));
  return rows.map(toCategory);
}

async function bannerFor(db: Db, focus: string): Promise<{ id: string; link: string }> {
  const [row] = await db.select().from(banners)
    .where(and(eq(banners.active, true), or(eq(banners.therapeuticFocus, focus), isNull(banners.therapeuticFocus))))
    .orderBy(desc(banners.id)).limit(1);
  return row ? { id: String(row.id), link: row.popupLink } : { id: '', link: '' };
}

/** The part of the answer that is the same for every member of a focus. */
interface HomeGrid {
  list: Category[];
  banner: { id: string; link: string };
}

/** Home grids by focus (the focus may come from the request, so at most 256 are kept). */
const homeGrids = catalogueCache<string, HomeGrid>(256);

async function homeGridFor(db: Db, focus: string): Promise<HomeGrid> {
  const [list, banner] = await Promise.all([categoriesFor(db, focus), bannerFor(db, focus)]);
  return { list, banner };
}

/** Registers GetCategory.php. */
export async function getCategoryRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, catalogue.getCategory, async ({ query, request }) => {
    const { db } = app.deps.database;
    const member = await loadMember(db, sessionOf(request).memberId);
    const focus = query.therapeutic_focus?.trim() || member.therapeuticFocus;
    const { list, banner } = await homeGrids(db).get(focus, () => homeGridFor(db, focus));
    return [{ status: 'success' }, list, banner.id, banner.link, member.feedbackLink, member.campaignLink];
  });
}
