/**
 * Order History's titles in the member's language (docs/API.md "Language of answers"): an order names its product or
 * service by its English title (`sub_category`, the key); the doctor reads the title the card showed. A medical
 * question's product (services/safety/records.ts) is named the same way.
 */
import { inArray } from 'drizzle-orm';
import type { ContentTranslations } from '../../../shared/content-translations.ts';
import type { Db } from '../../db/client.ts';
import { products, subCategories } from '../../db/schema.ts';
import { currentLanguage } from '../language.ts';
import { shownText } from '../content-language.ts';

type Reader = Pick<Db, 'select'>;

/** A catalogue row's English title and its translations. */
interface Titled {
  title: string;
  translations: ContentTranslations;
}

/** The distinct titles worth looking up: none in English, where every title is already the shown one. */
function toLookUp(titles: readonly string[]): string[] {
  return currentLanguage() === 'en' ? [] : [...new Set(titles)];
}

/** Each row's title in the request's language, by its English title, where a translation differs. */
function byTitle(rows: readonly Titled[]): Map<string, string> {
  const shown = new Map<string, string>();
  for (const row of rows) {
    const text = shownText(row.translations, 'title', row.title);
    if (text !== row.title) shown.set(row.title, text);
  }
  return shown;
}

/** Products among `titles` and their titles in the request's language. */
function productRows(db: Reader, titles: string[]): Promise<Titled[]> {
  if (titles.length === 0) return Promise.resolve([]);
  return db
    .select({ title: products.title, translations: products.translations })
    .from(products)
    .where(inArray(products.title, titles));
}

/** Each of `titles` that a product translates in the request's language, by its English title. */
export async function shownProductTitles(db: Reader, titles: readonly string[]): Promise<Map<string, string>> {
  return byTitle(await productRows(db, toLookUp(titles)));
}

/** Each of `titles` that a product or sub-category translates in the request's language, by its English title. */
export async function shownTitles(db: Reader, titles: readonly string[]): Promise<Map<string, string>> {
  const distinct = toLookUp(titles);
  if (distinct.length === 0) return new Map();
  const [services, productsFound] = await Promise.all([
    db
      .select({ title: subCategories.title, translations: subCategories.translations })
      .from(subCategories)
      .where(inArray(subCategories.title, distinct)),
    productRows(db, distinct),
  ]);
  return byTitle([...services, ...productsFound]);
}
