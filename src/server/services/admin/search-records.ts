/** What the static site's search index is built from: the products (with composition and therapy) and therapies. */
import { asc, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
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

/** The catalogue the publish step indexes. */
export interface SearchSource {
  products: SearchProduct[];
  therapies: string[];
}

/** Reads the published catalogue from the database (products by title, therapies by title). */
export async function searchSource(db: Db): Promise<SearchSource> {
  const [productRows, therapyRows] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.title,
        composition: products.composition,
        therapy: therapies.title,
        table: products.tableName,
      })
      .from(products)
      .innerJoin(therapies, eq(therapies.id, products.therapyId))
      .where(publishedProduct)
      .orderBy(asc(products.title), asc(products.id)),
    db
      .select({ title: therapies.title })
      .from(therapies)
      .where(eq(therapies.published, true))
      .orderBy(asc(therapies.title)),
  ]);
  return {
    products: productRows.map((p) => ({ ...p, id: String(p.id) })),
    therapies: therapyRows.map((t) => t.title),
  };
}

/** A short hash of the catalogue the index is built from: `npm start` rebuilds the site when it changed. */
export async function catalogueFingerprint(db: Db): Promise<string> {
  return createHash('sha256')
    .update(JSON.stringify(await searchSource(db)))
    .digest('hex')
    .slice(0, 16);
}
