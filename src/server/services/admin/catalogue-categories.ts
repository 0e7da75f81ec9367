/**
 * Categories and sub-categories for the content team: list, add, change, each write audited, each checked as the
 * doctors' screens need it (SPEC §2): a 'page' category needs its link; a 'modal' card an order table; a link card a
 * service_type, and portals, videos and files cards also a link_name; a focus must exist ('' is every focus).
 */
import { asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { categories, focuses, subCategories } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from './actor.ts';
import { withCachesInvalidated } from '../cache.ts';
import { auditedWrite, changesOf } from './audit.ts';
import { atVersion, checkVersion, nextVersion, staleVersion } from './record-version.ts';
import { contentText } from './content-texts.ts';
import {
  fieldsOf,
  missingLanguages,
  type ContentTranslations,
  type TranslationFields,
  translationsOf,
} from '../../../shared/content-translations.ts';

/** What staff set on a category. */
export interface CategoryInput extends Partial<TranslationFields> {
  title: string;
  description: string;
  outcome: string;
  link: string;
  linkName: string;
  banner: boolean;
  therapeuticFocus: string;
  sort: number;
  /** The version the form loaded (a change only): refused when the category changed since. */
  version?: number | undefined;
}

/** A record's translations as the console shows them: the four fields and the languages still missing. */
type Shown = TranslationFields & { missingLanguages: string[] };

/** A category as the console shows it. */
export type AdminCategory = CategoryInput & Shown & { id: number; published: boolean; version: number };

/** What staff set on a sub-category. */
export interface SubCategoryInput extends Partial<TranslationFields> {
  categoryId: number;
  title: string;
  outcome: string;
  tableName: string;
  serviceType: string;
  linkName: string;
  therapeuticFocus: string;
  description: string;
  message: string;
  sort: number;
  /** The version the form loaded (a change only): refused when the card changed since. */
  version?: number | undefined;
}

/** A sub-category as the console shows it. */
export type AdminSubCategory = SubCategoryInput & Shown & { id: number; published: boolean; version: number };

/** The translations to store: those of the input, or `stored` when it names none (a caller that predates them). */
function translationsFrom(input: Partial<TranslationFields>, stored: ContentTranslations): ContentTranslations {
  const given = [input.titleHi, input.titleNe, input.descriptionHi, input.descriptionNe].some((f) => f !== undefined);
  return given ? translationsOf(input) : stored;
}

/** The console's view of a row's translations. */
const shownOf = (row: { description: string; translations: Parameters<typeof fieldsOf>[0] }): Shown => ({
  ...fieldsOf(row.translations),
  missingLanguages: missingLanguages(row.description, row.translations),
});

/** Link cards that need a link_name to build their address. */
const NEEDS_LINK_NAME = ['portals', 'videos', 'files'];

const invalid = (message: string, field: string) => new AppError(400, 'VALIDATION_FAILED', message, { field });

/** The console's category of a row. */
function toCategory(row: typeof categories.$inferSelect): AdminCategory {
  return {
    id: row.id,
    published: row.published,
    title: row.title,
    description: row.description,
    outcome: row.outcome,
    link: row.link,
    linkName: row.linkName,
    banner: row.banner === 'Y',
    therapeuticFocus: row.therapeuticFocus ?? '',
    sort: row.sort,
    ...shownOf(row),
    version: row.version,
  };
}

/** The console's sub-category of a row. */
function toSubCategory(row: typeof subCategories.$inferSelect): AdminSubCategory {
  return {
    id: row.id,
    published: row.published,
    categoryId: row.categoryId,
    title: row.title,
    outcome: row.outcome,
    tableName: row.tableName,
    serviceType: row.serviceType,
    linkName: row.linkName,
    therapeuticFocus: row.therapeuticFocus ?? '',
    description: row.description,
    message: row.message,
    sort: row.sort,
    ...shownOf(row),
    version: row.version,
  };
}

/** The focus column of a focus name: null for '' (every focus); 400 for an unknown focus. */
async function focusOf(tx: Tx, name: string): Promise<string | null> {
  const focus = name.trim();
  if (focus === '') return null;
  const [row] = await tx.select({ name: focuses.name }).from(focuses).where(eq(focuses.name, focus));
  if (!row) throw invalid(contentText.focusUnknown(focus), 'therapeuticFocus');
  return focus;
}

/** Every category, by sort then id (one page). */
export async function listCategories(
  db: Db,
  page: number,
  pageSize: number,
): Promise<{ rows: AdminCategory[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(categories)
      .orderBy(asc(categories.sort), asc(categories.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(categories),
  ]);
  return { rows: rows.map(toCategory), total: total?.n ?? 0 };
}

/** The columns of a checked category. */
async function categoryColumns(tx: Tx, input: CategoryInput, stored: ContentTranslations = {}) {
  if (input.outcome === 'page' && input.link.trim() === '') throw invalid(contentText.linkRequired, 'link');
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    outcome: input.outcome,
    link: input.link.trim(),
    linkName: input.linkName.trim(),
    banner: input.banner ? 'Y' : 'N',
    therapeuticFocus: await focusOf(tx, input.therapeuticFocus),
    sort: input.sort,
    translations: translationsFrom(input, stored),
  };
}

/** Adds a category. */
export async function createCategory(db: Db, actor: Actor, input: CategoryInput, now: number): Promise<AdminCategory> {
  return withCachesInvalidated(
    db,
    auditedWrite(
      db,
      actor,
      async (tx) => {
        const values = await categoryColumns(tx, input);
        const [row] = await tx.insert(categories).values(values).returning();
        if (!row) throw new Error('category not stored');
        return {
          result: toCategory(row),
          audit: [
            { action: 'category.create', entity: 'category', entityId: row.id, changes: changesOf(null, values) },
          ],
        };
      },
      new Date(now),
    ),
  );
}

/** Changes a category by id; the audit row lists the fields whose value differs. */
export async function updateCategory(
  db: Db,
  actor: Actor,
  id: number,
  input: CategoryInput,
  now: number,
): Promise<AdminCategory> {
  return withCachesInvalidated(
    db,
    auditedWrite(
      db,
      actor,
      async (tx) => {
        const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
        if (!before) throw new AppError(404, 'NOT_FOUND', contentText.categoryNotFound, { field: 'id' });
        await checkVersion(tx, 'category', id, before.version, input.version);
        const values = await categoryColumns(tx, input, before.translations);
        const [after] = await tx
          .update(categories)
          .set({ ...values, version: nextVersion(categories.version) })
          .where(atVersion(eq(categories.id, id), categories.version, before.version))
          .returning();
        if (!after) throw await staleVersion(tx, 'category', id);
        const changes = changesOf(before, values);
        return {
          result: toCategory(after),
          audit:
            Object.keys(changes).length > 0
              ? [{ action: 'category.update', entity: 'category', entityId: id, changes }]
              : [],
        };
      },
      new Date(now),
    ),
  );
}

/** The sub-categories of a category (or all), by sort then id. */
export async function listSubCategories(
  db: Db,
  filter: { page: number; pageSize: number; categoryId?: string | undefined },
): Promise<{ rows: AdminSubCategory[]; total: number }> {
  const where = filter.categoryId ? eq(subCategories.categoryId, Number(filter.categoryId)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(subCategories)
      .where(where)
      .orderBy(asc(subCategories.sort), asc(subCategories.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(subCategories).where(where),
  ]);
  return { rows: rows.map(toSubCategory), total: total?.n ?? 0 };
}

/** The columns of a checked sub-category. */
async function subCategoryColumns(tx: Tx, input: SubCategoryInput, stored: ContentTranslations = {}) {
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId));
  if (!category) throw invalid(contentText.categoryNotFound, 'categoryId');
  const serviceType = input.serviceType.trim();
  const linkName = input.linkName.trim();
  if (input.outcome === 'modal' && input.tableName === '') throw invalid(contentText.tableRequired, 'tableName');
  if (input.outcome === 'link' && serviceType === '') throw invalid(contentText.serviceTypeRequired, 'serviceType');
  if (input.outcome === 'link' && NEEDS_LINK_NAME.includes(serviceType) && linkName === '')
    throw invalid(contentText.linkNameRequired(serviceType), 'linkName');
  return {
    categoryId: input.categoryId,
    title: input.title.trim(),
    outcome: input.outcome,
    tableName: input.outcome === 'modal' ? input.tableName : '',
    serviceType: input.outcome === 'link' ? serviceType : '',
    linkName,
    therapeuticFocus: await focusOf(tx, input.therapeuticFocus),
    description: input.description.trim(),
    message: input.message.trim(),
    sort: input.sort,
    translations: translationsFrom(input, stored),
  };
}

/** Adds a sub-category. */
export async function createSubCategory(
  db: Db,
  actor: Actor,
  input: SubCategoryInput,
  now: number,
): Promise<AdminSubCategory> {
  return withCachesInvalidated(
    db,
    auditedWrite(
      db,
      actor,
      async (tx) => {
        const values = await subCategoryColumns(tx, input);
        const [row] = await tx.insert(subCategories).values(values).returning();
        if (!row) throw new Error('sub-category not stored');
        return {
          result: toSubCategory(row),
          audit: [
            { action: 'subcategory.create', entity: 'subcategory', entityId: row.id, changes: changesOf(null, values) },
          ],
        };
      },
      new Date(now),
    ),
  );
}

/** Changes a sub-category by id; the audit row lists the fields whose value differs. */
export async function updateSubCategory(
  db: Db,
  actor: Actor,
  id: number,
  input: SubCategoryInput,
  now: number,
): Promise<AdminSubCategory> {
  return withCachesInvalidated(
    db,
    auditedWrite(
      db,
      actor,
      async (tx) => {
        const [before] = await tx.select().from(subCategories).where(eq(subCategories.id, id)).for('update');
        if (!before) throw new AppError(404, 'NOT_FOUND', contentText.subCategoryNotFound, { field: 'id' });
        await checkVersion(tx, 'subcategory', id, before.version, input.version);
        const values = await subCategoryColumns(tx, input, before.translations);
        const [after] = await tx
          .update(subCategories)
          .set({ ...values, version: nextVersion(subCategories.version) })
          .where(atVersion(eq(subCategories.id, id), subCategories.version, before.version))
          .returning();
        if (!after) throw await staleVersion(tx, 'subcategory', id);
        const changes = changesOf(before, values);
        return {
          result: toSubCategory(after),
          audit:
            Object.keys(changes).length > 0
              ? [{ action: 'subcategory.update', entity: 'subcategory', entityId: id, changes }]
              : [],
        };
      },
      new Date(now),
    ),
  );
}
