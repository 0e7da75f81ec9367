/**
 * Products and their doses for the content team: list, add, change, each write audited. A product keeps its id
 * for life (orders, ledger rows and links name it by id); its doses are stored as the comma-separated list the
 * doctors' calls answer, so no dose may hold a comma and none may repeat.
 */
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ContentTranslations } from '../../../shared/content-translations.ts';
import type { Db, Tx } from '../../db/client.ts';
import { products, therapies, titleKeyOf } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from './actor.ts';
import { withCachesInvalidated } from '../cache.ts';
import { auditedWrite, changesOf } from './audit.ts';
import { atVersion, checkVersion, nextVersion, staleVersion } from './record-version.ts';
import { contentText } from './content-texts.ts';
import { type TitleTranslationInput, titleTranslationColumn, titleTranslationFields } from './list-translations.ts';

/** A product as the console shows it. */
export interface AdminProduct {
  id: number;
  published: boolean;
  therapyId: number;
  therapy: string;
  title: string;
  composition: string;
  doses: string[];
  titleHi: string;
  titleNe: string;
  missing: string;
  /** The edit version: a change names it and is refused (409) once another change raised it. */
  version: number;
}

/** What staff set on a product: its fields and the title doctors read in Hindi and Nepali. */
export interface ProductInput extends TitleTranslationInput {
  therapyId: number;
  title: string;
  composition: string;
  doses: string[];
  /** The version the form loaded (a change only): refused when the product changed since. */
  version?: number | undefined;
}

/** Filters of the product list. */
export interface ProductFilter {
  page: number;
  pageSize: number;
  search?: string | undefined;
  therapyId?: string | undefined;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const columns = {
  id: products.id,
  therapyId: products.therapyId,
  therapy: therapies.title,
  title: products.title,
  composition: products.composition,
  dose: products.dose,
  translations: products.translations,
  published: products.published,
  version: products.version,
};

/** The console's product of a selected row. */
function toProduct(row: {
  id: number;
  therapyId: number;
  therapy: string;
  title: string;
  composition: string;
  dose: string;
  translations: ContentTranslations;
  published: boolean;
  version: number;
}): AdminProduct {
  const doses = row.dose === '' ? [] : row.dose.split(',').map((d) => d.trim());
  return {
    id: row.id,
    published: row.published,
    therapyId: row.therapyId,
    therapy: row.therapy,
    title: row.title,
    composition: row.composition,
    doses,
    ...titleTranslationFields(row.translations),
    version: row.version,
  };
}

/** A page of products by title, then id. */
export async function listProducts(db: Db, filter: ProductFilter): Promise<{ rows: AdminProduct[]; total: number }> {
  const conditions: SQL[] = [];
  const search = filter.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    const match = or(ilike(products.title, like), ilike(products.composition, like));
    if (match) conditions.push(match);
  }
  if (filter.therapyId) conditions.push(eq(products.therapyId, Number(filter.therapyId)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(products)
      .innerJoin(therapies, eq(products.therapyId, therapies.id))
      .where(where)
      .orderBy(asc(products.title), asc(products.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows: rows.map(toProduct), total: total?.n ?? 0 };
}

/** The columns of checked input: trimmed title and composition, the doses joined; 400 naming the field at fault. */
async function columnsOf(tx: Tx, input: ProductInput) {
  const [therapy] = await tx.select({ id: therapies.id }).from(therapies).where(eq(therapies.id, input.therapyId));
  if (!therapy) throw new AppError(400, 'VALIDATION_FAILED', contentText.therapyUnknown, { field: 'therapyId' });
  const doses = input.doses.map((d) => d.trim());
  for (const [i, d] of doses.entries()) {
    if (d.includes(',')) throw new AppError(400, 'VALIDATION_FAILED', contentText.doseComma, { field: 'doses' });
    if (doses.indexOf(d) !== i)
      throw new AppError(400, 'VALIDATION_FAILED', contentText.doseTwice(d), { field: 'doses' });
  }
  return {
    therapyId: input.therapyId,
    title: input.title.trim(),
    composition: input.composition.trim(),
    dose: doses.join(','),
    ...titleTranslationColumn(input),
  };
}

/** The SQLSTATE of a unique violation. */
const UNIQUE_VIOLATION = '23505';

/** Whether an error (or the database error under a Drizzle query error) is a violation of the title key. */
function isTitleTaken(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown; constraint?: unknown } }).cause ?? error;
  const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && (constraint === undefined || constraint === 'products_title_key_uq');
}

/** 409 when another product has the same title key (case, spaces at either end, NFKC look-alikes ignored). */
async function checkTitleFree(tx: Tx, title: string, exceptId?: number): Promise<void> {
  const sameKey = eq(products.titleKey, titleKeyOf(sql`${title}::text`));
  const [other] = await tx
    .select({ title: products.title })
    .from(products)
    .where(exceptId === undefined ? sameKey : and(sameKey, ne(products.id, exceptId)))
    .limit(1);
  if (other) throw new AppError(409, 'CONFLICT', contentText.productTwice(other.title), { field: 'title' });
}

/** Runs a write; a concurrent writer's product of the same title key answers 409 as the check does. */
async function keyedWrite<T>(title: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isTitleTaken(error)) throw new AppError(409, 'CONFLICT', contentText.productTwice(title), { field: 'title' });
    throw error;
  }
}

/** One product with its therapy, read in a transaction. */
async function productIn(tx: Tx, id: number): Promise<AdminProduct | undefined> {
  const [row] = await tx
    .select(columns)
    .from(products)
    .innerJoin(therapies, eq(products.therapyId, therapies.id))
    .where(eq(products.id, id));
  return row ? toProduct(row) : undefined;
}

/** Adds a product (a sample product, table 'samples'). */
export async function createProduct(db: Db, actor: Actor, input: ProductInput, now: number): Promise<AdminProduct> {
  return withCachesInvalidated(
    db,
    auditedWrite(
      db,
      actor,
      async (tx) => {
        const values = await columnsOf(tx, input);
        await checkTitleFree(tx, values.title);
        const [row] = await keyedWrite(values.title, () =>
          tx.insert(products).values(values).returning({ id: products.id }),
        );
        const product = row && (await productIn(tx, row.id));
        if (!product) throw new Error('product not stored');
        return {
          result: product,
          audit: [
            { action: 'product.create', entity: 'product', entityId: product.id, changes: changesOf(null, values) },
          ],
        };
      },
      new Date(now),
    ),
  );
}

/** Changes a product by id; the audit row lists the fields whose value differs. */
export async function updateProduct(
  db: Db,
  actor: Actor,
  id: number,
  input: ProductInput,
  now: number,
): Promise<AdminProduct> {
  return withCachesInvalidated(
    db,
    auditedWrite(
      db,
      actor,
      async (tx) => {
        const [before] = await tx
          .select({
            therapyId: products.therapyId,
            title: products.title,
            composition: products.composition,
            dose: products.dose,
            translations: products.translations,
            version: products.version,
          })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        if (!before) throw new AppError(404, 'NOT_FOUND', contentText.productNotFound, { field: 'id' });
        await checkVersion(tx, 'product', id, before.version, input.version);
        const values = await columnsOf(tx, input);
        await checkTitleFree(tx, values.title, id);
        const [moved] = await keyedWrite(values.title, () =>
          tx
            .update(products)
            .set({ ...values, version: nextVersion(products.version) })
            .where(atVersion(eq(products.id, id), products.version, before.version))
            .returning({ id: products.id }),
        );
        if (!moved) throw await staleVersion(tx, 'product', id);
        const product = await productIn(tx, id);
        if (!product) throw new Error('product not updated');
        const changes = changesOf(before, values);
        return {
          result: product,
          audit:
            Object.keys(changes).length > 0
              ? [{ action: 'product.update', entity: 'product', entityId: id, changes }]
              : [],
        };
      },
      new Date(now),
    ),
  );
}
