/** GetProduct.php: the products of a therapy (an unknown therapy has none). */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../shared/contract/index.ts';
import type { Product } from '../../../shared/contract/entities.ts';
import { ok, type Ok } from '../../../shared/envelope.ts';
import type { Db } from '../../db/client.ts';
import { products, therapies } from '../../db/schema.ts';
import { defineRoute } from '../define-route.ts';
import { serialized, type SerializedAnswer } from '../serialized.ts';
import { catalogueCache } from './cached.ts';

/** The columns a product answer is built from. */
export const productColumns = {
  id: products.id,
  title: products.title,
  composition: products.composition,
  dose: products.dose,
  tableName: products.tableName,
  image: products.image,
  therapy: therapies.title,
};

/** A selected product row with its therapy title. */
export type ProductRow = { [K in keyof typeof productColumns]: (typeof productColumns)[K]['_']['data'] };

/** The Product answer of a row; dose stays the comma-separated list as stored. */
export function toProduct(row: ProductRow): Product {
  return {
    product_id: String(row.id),
    title: row.title,
    composition: row.composition,
    dose: row.dose,
    table_name: row.tableName,
    therapy: row.therapy,
    image: row.image,
  };
}

/** GetProduct answers by therapy title. */
const productLists = catalogueCache<string, SerializedAnswer<Ok<Product[]>>>(1024);

async function productsOf(db: Db, therapy: string): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(therapies, eq(products.therapyId, therapies.id))
    .where(eq(therapies.title, therapy))
    .orderBy(asc(products.title), asc(products.id));
  return rows.map(toProduct);
}

/** Registers GetProduct.php: products of the therapy with that exact title, by title. */
export async function getProductRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, catalogue.getProduct, async ({ query }) => {
    const { db } = app.deps.database;
    const therapy = query.title.trim();
    return productLists(db).get(therapy, async () => serialized(ok(await productsOf(db, therapy))));
  });
}
