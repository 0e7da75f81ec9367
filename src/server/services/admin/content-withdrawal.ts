/**
 * Undo and withdrawal of content (issue 41): unpublish (and publish again) or delete an article, product, category,
 * card (sub-category), video, portal, file or therapy. An unpublished row stays in the console but no doctor's call
 * lists it (the member services filter on `published`); a delete is refused while something still refers to the
 * row. Each change is audited (`<entity>.publish`, `<entity>.unpublish`, `<entity>.delete`) and empties the doctors'
 * caches, so the next doctor's call no longer shows it.
 */
import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { WithdrawableKind } from '../../../shared/contract/admin/withdrawal.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  adverseEventReports,
  articles,
  categories,
  files,
  medicalQuestions,
  portals,
  products,
  subCategories,
  therapies,
  videos,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { withCachesInvalidated } from '../cache.ts';
import type { Actor } from './actor.ts';
import { auditedWrite, changesOf } from './audit.ts';
import { contentText } from './content-texts.ts';

/** A table with an id and a published flag. */
type PublishableTable = PgTable & { id: AnyPgColumn; published: AnyPgColumn };

/** How one kind is stored: its table, audit entity, and what still refers to a row (a refusal text, or none). */
interface KindDef {
  table: PublishableTable;
  entity: string;
  notFound: string;
  blockers: (tx: Tx, row: Record<string, unknown>) => Promise<string | null>;
}

/** How many rows of `table` match `where`. */
async function countWhere(tx: Tx, table: PgTable, where: ReturnType<typeof eq>): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

const none = async () => null;

const KINDS: Record<WithdrawableKind, KindDef> = {
  article: { table: articles, entity: 'article', notFound: contentText.articleNotFound, blockers: none },
  product: {
    table: products,
    entity: 'product',
    notFound: contentText.productNotFound,
    blockers: async (tx, row) => {
      const id = row.id as number;
      const kept =
        (await countWhere(tx, medicalQuestions, eq(medicalQuestions.productId, id))) +
        (await countWhere(tx, adverseEventReports, eq(adverseEventReports.productId, id)));
      return kept > 0 ? contentText.productKeptBySafety(kept) : null;
    },
  },
  category: {
    table: categories,
    entity: 'category',
    notFound: contentText.categoryNotFound,
    blockers: async (tx, row) => {
      const cards = await countWhere(tx, subCategories, eq(subCategories.categoryId, row.id as number));
      return cards > 0 ? contentText.categoryHasCards(cards) : null;
    },
  },
  card: {
    table: subCategories,
    entity: 'subcategory',
    notFound: contentText.subCategoryNotFound,
    blockers: async (tx, row) => {
      const linkName = String(row.linkName ?? '');
      if (linkName === '') return null;
      const listed =
        (await countWhere(tx, videos, eq(videos.linkName, linkName))) +
        (await countWhere(tx, portals, eq(portals.linkName, linkName))) +
        (await countWhere(tx, files, eq(files.linkName, linkName)));
      return listed > 0 ? contentText.cardHasItems(listed, linkName) : null;
    },
  },
  video: { table: videos, entity: 'video', notFound: contentText.videoNotFound, blockers: none },
  portal: { table: portals, entity: 'portal', notFound: contentText.portalNotFound, blockers: none },
  file: { table: files, entity: 'file', notFound: contentText.fileNotFound, blockers: none },
  therapy: {
    table: therapies,
    entity: 'therapy',
    notFound: contentText.therapyUnknown,
    blockers: async (tx, row) => {
      const own = await countWhere(tx, products, eq(products.therapyId, row.id as number));
      const named = await countWhere(tx, articles, eq(articles.therapy, String(row.title)));
      return own + named > 0 ? contentText.therapyInUse(own, named) : null;
    },
  },
};

/** Columns the database derives from others (search copies, title key): not kept in the delete's audit row. */
const isDerived = (field: string): boolean =>
  field.startsWith('search') || field.endsWith('Folded') || field === 'titleKey';

/** The row of `id` of a kind inside a write, locked; 404 when there is none. */
async function lockedRow(tx: Tx, def: KindDef, id: number): Promise<Record<string, unknown>> {
  const [row] = await tx.select().from(def.table).where(eq(def.table.id, id)).for('update');
  if (!row) throw new AppError(404, 'NOT_FOUND', def.notFound, { field: 'id' });
  return row;
}

/** Publishes or unpublishes one row; audited when it changes; answers the row's state. */
export async function setPublished(
  db: Db,
  actor: Actor,
  input: { kind: WithdrawableKind; id: number; published: boolean },
  now: number,
): Promise<{ kind: WithdrawableKind; id: number; published: boolean }> {
  const def = KINDS[input.kind];
  const write = auditedWrite(
    db,
    actor,
    async (tx) => {
      const row = await lockedRow(tx, def, input.id);
      const result = { kind: input.kind, id: input.id, published: input.published };
      if (row.published === input.published) return { result, audit: [] };
      await tx.update(def.table).set({ published: input.published }).where(eq(def.table.id, input.id));
      const action = `${def.entity}.${input.published ? 'publish' : 'unpublish'}`;
      const changes = { published: { from: String(row.published), to: String(input.published) } };
      return { result, audit: [{ action, entity: def.entity, entityId: input.id, changes }] };
    },
    new Date(now),
  );
  return withCachesInvalidated(db, write);
}

/** Deletes one row, refused (409, saying what refers to it) while anything does; audited with the row's fields. */
export async function deleteContent(
  db: Db,
  actor: Actor,
  input: { kind: WithdrawableKind; id: number },
  now: number,
): Promise<{ Message: string }> {
  const def = KINDS[input.kind];
  const write = auditedWrite(
    db,
    actor,
    async (tx) => {
      const row = await lockedRow(tx, def, input.id);
      const blocker = await def.blockers(tx, row);
      if (blocker) throw new AppError(409, 'CONFLICT', blocker, { field: 'id' });
      await tx.delete(def.table).where(eq(def.table.id, input.id));
      const kept = Object.fromEntries(Object.entries(row).filter(([field]) => !isDerived(field)));
      const changes = Object.fromEntries(
        Object.entries(changesOf(null, kept)).map(([field, change]) => [field, { from: change.to, to: null }]),
      );
      return {
        result: { Message: contentText.deleted },
        audit: [{ action: `${def.entity}.delete`, entity: def.entity, entityId: input.id, changes }],
      };
    },
    new Date(now),
  );
  return withCachesInvalidated(db, write);
}
