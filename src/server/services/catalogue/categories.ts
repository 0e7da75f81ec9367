/** The home grid of a focus: its categories and its banner popup. */
import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { Category, CategoryOutcome } from '../../../shared/contract/entities.ts';
import { localHref } from '../../../shared/local-href.ts';
import type { Db } from '../../db/client.ts';
import { banners, categories } from '../../db/schema.ts';
import { shownText } from '../content-language.ts';
import { currentLanguage } from '../language.ts';

const OUTCOMES: readonly CategoryOutcome[] = ['submenu', 'page', 'other'];

/** The banner popup of a focus: its id and link, both '' when there is none. */
interface Banner {
  id: string;
  link: string;
}

function toCategory(row: typeof categories.$inferSelect): Category {
  return {
    serv_category_id: String(row.id),
    title: row.title,
    link_name: row.linkName,
    description: row.description,
    title_shown: shownText(row.translations, 'title', row.title),
    description_shown: shownText(row.translations, 'description', row.description),
    banner: row.banner === 'Y' ? 'Y' : 'N',
    // An in-site page in the member's language (`/articles` → `/hi/articles`): no redirect on the way.
    link: localHref(row.link, currentLanguage()),
    image: row.image,
    outcome: OUTCOMES.find((o) => o === row.outcome) ?? 'other',
  };
}

/** Categories shown for a focus (those of the focus and for every focus) in set order, in the member's language. */
export async function categoriesFor(db: Db, focus: string): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.published, true),
        or(eq(categories.therapeuticFocus, focus), isNull(categories.therapeuticFocus)),
      ),
    )
    .orderBy(asc(categories.sort), asc(categories.id));
  return rows.map(toCategory);
}

/** A banner's picture in the member's language: its Hindi or Nepali one when set, else the English one. */
function pictureInLanguage(row: typeof banners.$inferSelect): string {
  const language = currentLanguage();
  const own = language === 'hi' ? row.popupLinkHi : language === 'ne' ? row.popupLinkNe : '';
  return own || row.popupLink;
}

/** The first active banner of the focus (or of every focus) by its order, then the newest, in the member's language. */
export async function bannerFor(db: Db, focus: string): Promise<Banner> {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.active, true), or(eq(banners.therapeuticFocus, focus), isNull(banners.therapeuticFocus))))
    .orderBy(asc(banners.sort), desc(banners.id))
    .limit(1);
  return row ? { id: String(row.id), link: pictureInLanguage(row) } : { id: '', link: '' };
}

/** True when a published category with that id exists. */
export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.published, true)))
    .limit(1);
  return row !== undefined;
}
