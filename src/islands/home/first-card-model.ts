/**
 * A home category card from a row of the head's early GetCategory answer, for the cards drawn before React
 * (first-cards.ts). It gives what stores/home.ts `categoryCardOf` gives for the same row, without importing the
 * core file or the catalogue file (chunk-groups.ts: routes, links and config live beside React, plain-text.ts and
 * category-link.ts in a file that imports React's): the addresses come from the page, and the rules of
 * lib/category-link.ts, lib/links.ts and lib/plain-text.ts are repeated here, held equal by
 * tests/stores/first-card-model.test.ts. A row of another shape gives null, and the page waits for React instead.
 */
import type { CategoryCardModel } from '../../stores/home.ts';

/** The marks in the sub-category address templates, encoded as pathFor encodes a value. */
export const CAT_ID_MARK = 'CATID';
/** The description's mark (see CAT_ID_MARK). */
export const DESC_MARK = 'DESC';

/** What the page tells the drawing script (built by first-card-addresses.ts). */
export interface FirstCardAddresses {
  /** pathFor('subcategories') with CAT_ID_MARK and DESC_MARK as the two values. */
  subcategories: string;
  /** pathFor('subcategories') with CAT_ID_MARK only (a category without a description). */
  subcategoriesShort: string;
  /** pathFor('contact'). */
  contact: string;
  /** The link that leads to /contact (PRIORITY_CONTACT_LINK). */
  contactLink: string;
  /** The categories' image base (publicConfig.imageBase.categories). */
  images: string;
  /** Where an image uploaded in the console is served (the API's image.php?a=). */
  uploads: string;
}

const FIELDS = [
  'serv_category_id',
  'title',
  'link_name',
  'description',
  'title_shown',
  'description_shown',
  'link',
  'image',
];
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

/** The card of one answer row, or null when the row is not one this script can render exactly. */
export function firstCardOf(row: unknown, to: FirstCardAddresses): CategoryCardModel | null {
  if (typeof row !== 'object' || row === null) return null;
  const r = row as Record<string, unknown>;
  if (FIELDS.some((name) => typeof r[name] !== 'string') || !OUTCOMES.includes(String(r.outcome))) return null;
  const field = (name: string): string => String(r[name]);
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
    r.outcome === 'submenu'
      ? sub
      : link.trim() === to.contactLink
        ? { href: to.contact, newTab: false }
        : href
          ? { href, newTab: r.outcome === 'page' }
          : sub;
  const image = field('image');
  return {
    id,
    title: field('title_shown') || field('title'),
    description: plain(field('description_shown')),
    ...target,
    image: image.startsWith('upload:')
      ? `${to.uploads}${image.slice(7)}`
      : image
        ? `${to.images}/${encodeURIComponent(image)}`
        : '',
  };
}
