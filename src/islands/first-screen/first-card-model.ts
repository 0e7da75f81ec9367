/**
 * The cards drawn before React (first-cards.ts) from a row of the head's early answer: a home category card
 * (GetCategory), a therapy card (GetTherapy), a product card (GetProduct), and the intro and cards of /subcategories
 * (its category's row of GetCategory, GetSubCategory); the article lists' rows are in first-article-model.ts. Each
 * gives what its store gives for the same row (stores/home.ts `categoryCardOf`, stores/catalogue.ts `therapyCardOf`
 * and `productCardOf`, stores/order-services.ts `categoryHeaderOf` and `subCategoryCardOf`), without importing the
 * core file or the catalogue file (chunk-groups.ts: routes, links and config live beside React, plain-text.ts and
 * category-link.ts in a file that imports React's): the addresses come from the page, and the rules of
 * lib/category-link.ts, lib/links.ts, lib/plain-text.ts, lib/config.ts imageUrl and the sub-category links are
 * repeated here, held equal by tests/stores/first-card-model.test.ts. A row of another shape gives null, and the page
 * waits for React instead.
 */
import type { ProductCardModel, TherapyCardModel } from '../../stores/catalogue.ts';
import type { CategoryCardModel } from '../../stores/home.ts';
import type { CategoryHeader } from '../../stores/order-services.ts';
import type { ArticleAddresses, EntryAddresses, EntryKind } from './first-article-model.ts';

/** The marks in the sub-category address templates, encoded as pathFor encodes a value. */
export const CAT_ID_MARK = 'CATID';
/** The description's mark (see CAT_ID_MARK). */
export const DESC_MARK = 'DESC';

/** Where a kind of card's images are served (built by first-card-addresses.ts). */
export interface ImageAddresses {
  /** The kind's image base (publicConfig.imageBase). */
  images: string;
  /** Where an image uploaded in the console is served (the API's image.php?a=). */
  uploads: string;
}

/** What the page tells the drawing script for category cards (built by first-card-addresses.ts). */
export interface FirstCardAddresses extends ImageAddresses {
  /** pathFor('subcategories') with CAT_ID_MARK and DESC_MARK as the two values. */
  subcategories: string;
  /** pathFor('subcategories') with CAT_ID_MARK only (a category without a description). */
  subcategoriesShort: string;
  /** pathFor('contact'). */
  contact: string;
  /** The link that leads to /contact (PRIORITY_CONTACT_LINK). */
  contactLink: string;
}

/** The one mark in an article address template (first-card-addresses.ts), encoded as pathFor encodes a value. */
export const VALUE_MARK = 'VALUE';

/** What the page tells the drawing script for therapy cards (first-card-addresses.ts). */
export interface TherapyAddresses extends ImageAddresses {
  /** pathFor('products') with VALUE_MARK as the therapy's title. */
  products: string;
}

/** What the page tells the drawing script for a category's intro (first-card-addresses.ts). */
export interface IntroAddresses extends ImageAddresses {
  /** The languages whose addresses start with their code (/hi/subcategories/…). */
  languages: string[];
}

/** The marks in the address templates of sub-category links, encoded as pathFor encodes a value. */
export const LINK_MARK = 'LINKNAME';
/** See LINK_MARK: the therapeutic focus. */
export const FOCUS_MARK = 'FOCUS';
/** See LINK_MARK: the sub-category's title in the member's language (the heading of the list it opens). */
export const TITLE_MARK = 'SUBTITLE';

/** What the page tells the drawing script for sub-category cards (first-card-addresses.ts). */
export interface SubCategoryAddresses extends ImageAddresses {
  /** The tables a card with outcome 'modal' orders from (stores/order-services.ts ORDER_TABLES). */
  tables: string[];
  /** pathFor('therapies'): where a samples card leads. */
  therapies: string;
  /** The address of every route without parameters, by its pattern (/articles → /hi/articles in Hindi). */
  plain: Record<string, string>;
  /** pathFor of the routes a service_type names, with LINK_MARK, FOCUS_MARK and TITLE_MARK as their values. */
  typed: { portals: string; videos: string; emailer: string; files: string };
  /** The localStorage key of the stored profile, whose focus a link without its own takes. */
  profileKey: string;
}

/** A sub-category card as SubCategoryCard renders it; an order card's item comes with React. */
export interface FirstSubCategoryModel {
  id: string;
  title: string;
  description: string;
  image: string;
  action: { kind: 'link'; href: string } | { kind: 'order' } | { kind: 'none' };
}

/** What the page writes into the drawn list's `data-first-cards` (first-card-addresses.ts). */
export type FirstCardsSetup =
  | { kind: 'categories'; call: string; to: FirstCardAddresses }
  | { kind: 'therapies'; call: string; to: TherapyAddresses }
  | { kind: 'subcategories'; call: string; to: SubCategoryAddresses }
  | { kind: 'products'; call: string; to: ImageAddresses }
  | { kind: 'articles'; call: string; to: ArticleAddresses }
  | { kind: EntryKind; call: string; to: EntryAddresses }
  | { kind: 'portals'; call: string }
  | { kind: 'files'; call: string }
  | { kind: 'videos'; call: string; to: ImageAddresses }
  | { kind: 'emailers'; call: string; to: Pick<EntryAddresses, 'journal'> }
  | { kind: 'intro'; call: string; to: IntroAddresses };

const CATEGORY_FIELDS = [
  'serv_category_id',
  'title',
  'link_name',
  'description',
  'title_shown',
  'description_shown',
  'link',
  'image',
];
const SUB_CATEGORY_FIELDS = [
  'serv_sub_category_id',
  'title',
  'title_shown',
  'description_shown',
  'table_name',
  'service_type',
  'link_name',
  'therapeutic_focus',
  'outcome',
  'image',
];
const INTRO_FIELDS = ['title', 'title_shown', 'description', 'description_shown', 'image'];
const THERAPY_FIELDS = ['therepy_id', 'title', 'title_shown', 'image'];
const PRODUCT_FIELDS = ['product_id', 'title', 'title_shown', 'composition', 'dose', 'table_name', 'therapy', 'image'];
const OUTCOMES = ['submenu', 'page', 'other'];
/** lib/plain-text.ts: inline formatting tags vanish without a space; other tags separate words. */
const INLINE_TAG = /<\/?(?:a|abbr|b|code|em|font|i|mark|small|span|strong|sub|sup|u)\b[^>]*>/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED[name.toLowerCase()] ?? entity;
}

/** lib/plain-text.ts plainText. */
const plain = (html: string): string =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();

/** lib/links.ts safeHref: web and in-site addresses only. */
function safeHref(link: string): string | undefined {
  const value = link.trim();
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return undefined;
}

/** lib/config.ts imageUrl: where the image of `name` is served ('' for none). */
export const imageOf = (name: string, to: ImageAddresses): string =>
  name.startsWith('upload:') ? `${to.uploads}${name.slice(7)}` : name ? `${to.images}/${encodeURIComponent(name)}` : '';

/** `template` with its VALUE_MARK replaced by `value`, encoded as pathFor encodes it. */
export const filled = (template: string, value: string): string =>
  template.replace(VALUE_MARK, () => encodeURIComponent(value));

/** The row's fields when it is an object whose `fields` are all text, else undefined. */
export function textFields(row: unknown, fields: readonly string[]): ((name: string) => string) | undefined {
  if (typeof row !== 'object' || row === null) return undefined;
  const r = row as Record<string, unknown>;
  if (fields.some((name) => typeof r[name] !== 'string')) return undefined;
  return (name) => String(r[name]);
}

/** The category card of one answer row, or null when the row is not one this script can render exactly. */
export function firstCardOf(row: unknown, to: FirstCardAddresses): CategoryCardModel | null {
  const field = textFields(row, CATEGORY_FIELDS);
  const outcome = (row as { outcome?: unknown } | null)?.outcome;
  if (!field || !OUTCOMES.includes(String(outcome))) return null;
  const id = field('serv_category_id');
  const desc = plain(field('description'));
  // One pass over both marks, so that a value holding the other mark stays as it is.
  const values: Record<string, string> = {
    [CAT_ID_MARK]: encodeURIComponent(id),
    [DESC_MARK]: encodeURIComponent(desc),
  };
  const marks = new RegExp(`${CAT_ID_MARK}|${DESC_MARK}`, 'g');
  const sub = {
    href: (desc ? to.subcategories : to.subcategoriesShort).replace(marks, (mark) => values[mark] ?? mark),
    newTab: false,
  };
  const link = field('link');
  const href = safeHref(link);
  const target =
    outcome === 'submenu'
      ? sub
      : link.trim() === to.contactLink
        ? { href: to.contact, newTab: false }
        : href
          ? { href, newTab: outcome === 'page' }
          : sub;
  return {
    id,
    title: field('title_shown') || field('title'),
    description: plain(field('description_shown')),
    ...target,
    image: imageOf(field('image'), to),
  };
}

/** stores/order-services.ts subCategoryHref: the address a link card opens, or undefined when it has none. */
function subCategoryHref(field: (name: string) => string, focus: string, to: SubCategoryAddresses): string | undefined {
  const type = field('service_type').trim();
  const values: Record<string, string> = {
    [LINK_MARK]: field('link_name'),
    [FOCUS_MARK]: field('therapeutic_focus') || focus,
    [TITLE_MARK]: field('title_shown') || field('title'),
  };
  const typed: Record<string, string> = to.typed;
  if (Object.hasOwn(typed, type)) {
    const template = typed[type] ?? '';
    const marks = new RegExp(`${LINK_MARK}|${FOCUS_MARK}|${TITLE_MARK}`, 'g');
    // pathFor refuses an empty value of a parameter the route needs: the card then has no link.
    const used = template.match(marks) ?? [];
    if (used.some((mark) => !values[mark])) return undefined;
    return template.replace(marks, (mark) => encodeURIComponent(values[mark] ?? ''));
  }
  if (!/^[A-Za-z0-9_-]+$/.test(type)) return undefined;
  return to.plain[`/${type}`] ?? `/${type}`;
}

/**
 * The sub-category card of one answer row for a member whose focus is `focus` (stores/order-services.ts
 * subCategoryCardOf), or null for a row of another shape.
 */
export function firstSubCategoryOf(
  row: unknown,
  focus: string,
  to: SubCategoryAddresses,
): FirstSubCategoryModel | null {
  const field = textFields(row, SUB_CATEGORY_FIELDS);
  if (!field) return null;
  let action: FirstSubCategoryModel['action'];
  if (field('outcome') === 'modal') {
    const table = to.tables.find((name) => name === field('table_name'));
    action = table === 'samples' ? { kind: 'link', href: to.therapies } : table ? { kind: 'order' } : { kind: 'none' };
  } else {
    const href = subCategoryHref(field, focus, to);
    action = href ? { kind: 'link', href } : { kind: 'none' };
  }
  return {
    id: field('serv_sub_category_id'),
    title: field('title_shown') || field('title'),
    description: plain(field('description_shown')),
    image: imageOf(field('image'), to),
    action,
  };
}

/** The catId and desc of a /subcategories address, read as the head's early call reads them (early-call.ts). */
export function subCategoryParams(pathname: string, languages: readonly string[]): { catId: string; desc: string } {
  let parts: string[];
  try {
    parts = pathname.split('/').map(decodeURIComponent);
  } catch {
    return { catId: '', desc: '' }; // a malformed address: no category is found
  }
  if (languages.includes(parts[1] ?? '')) parts.splice(1, 1);
  return { catId: parts[2] ?? '', desc: parts[3] ?? '' };
}

/**
 * The intro of the category that `pathname` names (stores/order-services.ts categoryHeaderOf), from the rows of the
 * early GetCategory; null when it is not among them, its row is of another shape, or it has no title.
 */
export function firstIntroOf(rows: readonly unknown[], pathname: string, to: IntroAddresses): CategoryHeader | null {
  const { catId, desc } = subCategoryParams(pathname, to.languages);
  const row = rows.find((r) => (r as { serv_category_id?: unknown } | null)?.serv_category_id === catId);
  const field = catId ? textFields(row, INTRO_FIELDS) : undefined;
  const title = field ? field('title_shown') || field('title') : '';
  if (!field || !title) return null;
  const shown = field('description_shown');
  return {
    title,
    image: imageOf(field('image'), to),
    description: plain((shown !== field('description') ? shown : '') || desc || field('description')),
  };
}

/** The therapy card of one answer row (stores/catalogue.ts therapyCardOf), or null for a row of another shape. */
export function firstTherapyOf(row: unknown, to: TherapyAddresses): TherapyCardModel | null {
  const field = textFields(row, THERAPY_FIELDS);
  if (!field) return null;
  return {
    id: field('therepy_id'),
    title: field('title_shown') || field('title'),
    image: imageOf(field('image'), to),
    href: filled(to.products, field('title')),
  };
}

/** The product card of one answer row (stores/catalogue.ts productCardOf), or null for a row of another shape. */
export function firstProductOf(row: unknown, to: ImageAddresses): ProductCardModel | null {
  const field = textFields(row, PRODUCT_FIELDS);
  if (!field) return null;
  const title = field('title');
  return {
    id: field('product_id') || title,
    title,
    shown: field('title_shown') || title,
    composition: field('composition'),
    image: imageOf(field('image'), to),
    doses: field('dose')
      .split(',')
      .map((dose) => dose.trim())
      .filter(Boolean),
  };
}
