/**
 * Order History's titles in the member's language (docs/API.md "Language of answers"): an order names its product or
 * service by its English title (`sub_category`, the key); the doctor reads the title the card showed. A medical
 * question's product (services/safety/records.ts) is named the same way.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, subCategories } from '../../db/schema.ts';
import { currentLanguage } from '../language.ts';
import { shownText } from '../content-language.ts';

/** Each of `titles` that a product or sub-category translates in the request's language, by its English title. */
export async function shownTitles(db: Pick<Db, 'select'>, titles: readonly string[]): Promise<Map<string, string>> {
  const shown = new Map<string, string>();
  if (currentLanguage() === 'en' || titles.length === 0) return shown;
  const distinct = [...new Set(titles)];
  const [services, productRows] = await Promise.all([
    db
      .select({ title: subCategories.title, translations: subCategories.translations })
      .from(subCategories)
      .where(inArray(subCategories.title, distinct)),
    db
      .select({ title: products.title, translations: products.translations })
      .from(products)
      .where(inArray(products.title, distinct)),
  ]);
  for (const row of [...services, ...productRows]) {
    const text = shownText(row.translations, 'title', row.title);
    if (text !== row.title) shown.set(row.title, text);
  }
  return shown;
}
