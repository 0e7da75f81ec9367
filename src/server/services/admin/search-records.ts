/** What the static site's search index is built from: the products (with composition and therapy) and therapies. */
import { asc, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { ContentTranslations } from '../../../shared/content-translations.ts';
import type { Db } from '../../db/client.ts';
import { products, therapies } from '../../db/schema.ts';
import { publishedProduct } from '../catalogue/products.ts';

/** One product as the search index needs it. */
interface SearchProduct {
  id: string;
  title: string;
  composition: string;
  therapy: string;
  table: string;
}

/** A title's Hindi and Nepali (each only when translated). */
interface TitleTranslations {
  hi?: string;
  ne?: string;
}

/** The catalogue the publish step indexes. */
export interface SearchSource {
  products: SearchProduct[];
  therapies: string[];
  /** Products' and therapies' titles in Hindi and Nepali, by English title (only those translated). */
  names?: Record<string, TitleTranslations>;
}

/** The Hindi and Nepali of a record's title, or undefined when it has neither. */
function translatedTitles(translations: ContentTranslations): TitleTranslations | undefined {
  const shown: TitleTranslations = {};
  for (const language of ['hi', 'ne'] as const) {
    const title = translations[language]?.title?.trim();
    if (title) shown[language] = title;
  }
  return shown.hi || shown.ne ? shown : undefined;
}

/** Reads the published catalogue from the database (products by title, therapies by title, their translations). */
export async function searchSource(db: Db): Promise<SearchSource> {
  const [productRows, therapyRows] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.title,
        composition: products.composition,
        therapy: therapies.title,
        table: products.tableName,
        translations: products.translations,
      })
      .from(products)
      .innerJoin(therapies, eq(therapies.id, products.therapyId))
      .where(publishedProduct)
      .orderBy(asc(products.title), asc(products.id)),
    db
      .select({ title: therapies.title, translations: therapies.translations })
      .from(therapies)
      .where(eq(therapies.published, true))
      .orderBy(asc(therapies.title)),
  ]);
  const names: Record<string, TitleTranslations> = {};
  for (const row of [...productRows, ...therapyRows]) {
    const shown = translatedTitles(row.translations);
    if (shown) names[row.title] = shown;
  }
  return {
    products: productRows.map(({ translations: _, ...p }) => ({ ...p, id: String(p.id) })),
    therapies: therapyRows.map((t) => t.title),
    names,
  };
}

/** A short hash of the catalogue the index is built from: `npm start` rebuilds the site when it changed. */
export async function catalogueFingerprint(db: Db): Promise<string> {
  return createHash('sha256')
    .update(JSON.stringify(await searchSource(db)))
    .digest('hex')
    .slice(0, 16);
}
