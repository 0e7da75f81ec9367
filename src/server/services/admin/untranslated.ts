/** How many published records a doctor reads still lack their Hindi or Nepali text (the console dashboard's tile). */
import { missingLanguages } from '../../../shared/content-translations.ts';
import type { Db } from '../../db/client.ts';
import { categories, files, focuses, portals, products, subCategories, therapies, videos } from '../../db/schema.ts';

/**
 * Categories, sub-categories, therapies, focuses, products, videos, portals and files missing a translation in at
 * least one language.
 */
export async function untranslatedCount(db: Db): Promise<number> {
  const described = { description: categories.description, translations: categories.translations };
  const [categoryRows, cardRows, ...titled] = await Promise.all([
    db.select(described).from(categories),
    db.select({ description: subCategories.description, translations: subCategories.translations }).from(subCategories),
    db.select({ translations: therapies.translations }).from(therapies),
    db.select({ translations: focuses.translations }).from(focuses),
    db.select({ translations: products.translations }).from(products),
    db.select({ translations: videos.translations }).from(videos),
    db.select({ translations: portals.translations }).from(portals),
    db.select({ translations: files.translations }).from(files),
  ]);
  const rows = [
    ...categoryRows,
    ...cardRows,
    ...titled.flat().map((row) => ({ description: '', translations: row.translations })),
  ];
  return rows.filter((row) => missingLanguages(row.description, row.translations).length > 0).length;
}
