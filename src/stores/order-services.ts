/**
 * The sub-category screen (SPEC §2 /subcategories/{catId}/{desc}): the category's image and description, then
 * its services; a card with outcome 'modal' is ordered in the order modal, the others link by service_type.
 */
import { atom } from 'nanostores';
import { getCategories, getSubCategories } from '../api/catalogue.ts';
import type { Category, OrderTable, SubCategory } from '../shared/contract/entities.ts';
import { t } from '../shared/messages/index.ts';
import { pathFor, ROUTES } from '../shared/routes.ts';
import { createLoader } from './catalogue.ts';
import { imageUrl } from '../lib/config.ts';
import type { OrderItem } from './order-item.ts';
import { plainText } from '../lib/plain-text.ts';
import { $profile } from './session.ts';

/** The category above the cards. */
export interface CategoryHeader {
  title: string;
  image: string;
  description: string;
}

/** What a card does: open an address, open the order modal for an item, or nothing. */
type CardAction = { kind: 'link'; href: string } | { kind: 'order'; item: OrderItem } | { kind: 'none' };

/** A sub-category card as it is shown. */
export interface SubCategoryCardModel {
  id: string;
  title: string;
  description: string;
  image: string;
  action: CardAction;
}

/**
 * The tables a card with outcome 'modal' orders from: the staff contract's ORDER_TABLES, copied so that doctors' pages
 * do not load that contract (tests/stores/orders.test.ts keeps the two equal).
 */
export const ORDER_TABLES: readonly OrderTable[] = [
  'samples',
  'sanitization',
  'personalised_printables',
  'printables',
  'prints',
  'accessories',
  'therapy_specific',
  'webinar',
  'personalised_video',
  'digital',
];

const cards = createLoader<SubCategoryCardModel>();

/** The sub-category cards. */
export const $subCategories = cards.$state;

/** The category shown above the cards. */
export const $categoryHeader = atom<CategoryHeader>({ title: '', image: '', description: '' });

/** The address of a route named like a service_type without parameters (/therapies, /articles…), else /{type}. */
function plainRoute(serviceType: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(serviceType)) return undefined;
  const route = ROUTES.find((r) => r.pattern === `/${serviceType}`);
  return route ? pathFor(route.id) : `/${serviceType}`;
}

/**
 * The address a link card opens (SPEC §2 Sub-category screen), or undefined when it has none. An emailer, file, video
 * or portal list is headed by its address's title, so the card gives its title in the member's language (GetEmailers
 * knows a card by its Hindi and Nepali titles too).
 */
function subCategoryHref(sub: SubCategory, memberFocus: string): string | undefined {
  const type = sub.service_type.trim();
  // pathFor takes the parameters its route has.
  const params = {
    linkName: sub.link_name,
    therapeuticFocus: sub.therapeutic_focus || memberFocus,
    subCatTitle: sub.title_shown || sub.title,
  };
  try {
    if (type === 'portals' || type === 'videos' || type === 'files' || type === 'emailer') return pathFor(type, params);
  } catch {
    return undefined; // a parameter the route needs is empty
  }
  return plainRoute(type);
}

/** What a card does; a 'samples' card leads to the therapies, where a product is chosen. */
function cardAction(sub: SubCategory, memberFocus: string, category: string): CardAction {
  if (sub.outcome === 'modal') {
    const table = ORDER_TABLES.find((name) => name === sub.table_name);
    if (table === 'samples') return { kind: 'link', href: pathFor('therapies') };
    if (!table) return { kind: 'none' };
    return {
      kind: 'order',
      item: { table, title: sub.title_shown || sub.title, key: sub.title, category, message: sub.message },
    };
  }
  const href = subCategoryHref(sub, memberFocus);
  return href ? { kind: 'link', href } : { kind: 'none' };
}

/**
 * The card of `sub` for a member whose focus is `memberFocus`, under the category titled `category` (the cards drawn
 * before React, islands/first-screen/first-card-model.ts, give the same).
 */
export function subCategoryCardOf(sub: SubCategory, memberFocus: string, category: string): SubCategoryCardModel {
  return {
    id: sub.serv_sub_category_id,
    title: sub.title_shown || sub.title,
    description: plainText(sub.description_shown ?? sub.description),
    image: imageUrl('subcategories', sub.image),
    action: cardAction(sub, memberFocus, category),
  };
}

async function categoryOf(catId: string, focus: string): Promise<Category | undefined> {
  try {
    return (await getCategories(focus)).categories.find((c) => c.serv_category_id === catId);
  } catch {
    return undefined; // the header then shows the description from the address only
  }
}

/** Keeps the stored profile's member_role in step with the one GetSubCategory answered (SPEC §6). */
function rememberRole(memberRole: string): void {
  const profile = $profile.get();
  if (profile && memberRole && profile.member_role !== memberRole)
    $profile.set({ ...profile, member_role: memberRole });
}

/**
 * The header of `category` (undefined: not found yet, or not at all). Its description: the category's own in the
 * member's language when it has one, else `desc` from the address (SPEC §2, English), else the category's English
 * description. The header drawn before React (islands/first-screen/first-card-model.ts) gives the same.
 */
export function categoryHeaderOf(category: Category | undefined, desc: string): CategoryHeader {
  const translated = category?.description_shown !== category?.description ? category?.description_shown : '';
  return {
    title: category?.title_shown || category?.title || t.catalogue.subCategories,
    image: category ? imageUrl('categories', category.image) : '',
    description: plainText(translated || desc || category?.description || ''),
  };
}

/**
 * Loads the category (its header, categoryHeaderOf) and its cards. The header comes with the category's answer, so it
 * is in the member's language even when the cards' answer fails (offline, with the home answer saved).
 */
export function loadSubCategories(catId: string, desc: string): Promise<void> {
  const focus = $profile.get()?.therapeutic_focus ?? '';
  $categoryHeader.set(categoryHeaderOf(undefined, desc));
  return cards.load(async () => {
    const [answer, category] = await Promise.all([
      getSubCategories(catId, focus).catch((failure: unknown) => ({ failure })),
      categoryOf(catId, focus),
    ]);
    $categoryHeader.set(categoryHeaderOf(category, desc));
    if ('failure' in answer) throw answer.failure;
    rememberRole(answer.memberRole);
    return answer.subCategories.map((sub) => subCategoryCardOf(sub, focus, category?.title ?? ''));
  });
}
