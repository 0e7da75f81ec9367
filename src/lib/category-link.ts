/** Where a home category card leads (SPEC §2 Home): its sub-categories, /contact, or its own link. */
import type { Category } from '../shared/contract/entities.ts';
import { PRIORITY_CONTACT_LINK } from '../shared/constants.ts';
import { pathFor } from '../shared/routes.ts';
import { safeHref } from './links.ts';
import { plainText } from './plain-text.ts';

/** A card's target address and whether it opens in a new tab. */
export interface CardTarget {
  href: string;
  newTab: boolean;
}

function subCategoriesOf(category: Category): CardTarget {
  const desc = plainText(category.description);
  return { href: pathFor('subcategories', { catId: category.serv_category_id, desc }), newTab: false };
}

/** The target of a category card. */
export function categoryTarget(category: Category): CardTarget {
  if (category.outcome === 'submenu') return subCategoriesOf(category);
  if (category.link.trim() === PRIORITY_CONTACT_LINK) return { href: pathFor('contact'), newTab: false };
  const href = safeHref(category.link);
  if (!href) return subCategoriesOf(category);
  return { href, newTab: category.outcome === 'page' };
}
