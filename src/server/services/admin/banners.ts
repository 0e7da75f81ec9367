/**
 * The home banner popups for the content team: list, add, change, each write audited and every cache emptied, so
 * doctors see the change at their next home call. An uploaded image ("upload:<file>") must exist in the images
 * folder of the file storage; a focus must exist ('' is every focus).
 */
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { UPLOADED_IMAGE_PREFIX } from '../../../shared/contract/admin/banners.ts';
import type { Db } from '../../db/client.ts';
import { banners, focuses } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { withCachesInvalidated } from '../cache.ts';
import type { Tx } from '../orders/store.ts';
import type { FileStorage } from '../storage/types.ts';
import type { Actor } from './actor.ts';
import { auditedWrite, changesOf } from './audit.ts';
import { bannerText } from './banner-texts.ts';
import { contentText } from './content-texts.ts';

/** A banner as the console shows it. */
export interface AdminBanner {
  id: number;
  image: string;
  therapeuticFocus: string;
  sort: number;
  active: boolean;
}

/** What staff set on a banner. */
export interface BannerInput {
  image: string;
  therapeuticFocus: string;
  sort: number;
  active: boolean;
}

/** The console's banner of a row. */
function toBanner(row: typeof banners.$inferSelect): AdminBanner {
  return {
    id: row.id,
    image: row.popupLink,
    therapeuticFocus: row.therapeuticFocus ?? '',
    sort: row.sort,
    active: row.active,
  };
}

/** A page of banners: every-focus ones first, then by focus, order and newest. */
export async function listBanners(
  db: Db,
  page: number,
  pageSize: number,
): Promise<{ rows: AdminBanner[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(banners)
      .orderBy(sql`${banners.therapeuticFocus} nulls first`, asc(banners.sort), desc(banners.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(banners),
  ]);
  return { rows: rows.map(toBanner), total: total?.n ?? 0 };
}

/** The columns of checked input; 400 naming the field for an unknown focus or an image never uploaded. */
async function columnsOf(tx: Tx, storage: FileStorage, input: BannerInput) {
  const focus = input.therapeuticFocus.trim();
  if (focus !== '') {
    const [row] = await tx.select({ name: focuses.name }).from(focuses).where(eq(focuses.name, focus));
    if (!row)
      throw new AppError(400, 'VALIDATION_FAILED', contentText.focusUnknown(focus), { field: 'therapeuticFocus' });
  }
  const image = input.image.trim();
  if (image.startsWith(UPLOADED_IMAGE_PREFIX)) {
    const stored = await storage.open('images', image.slice(UPLOADED_IMAGE_PREFIX.length));
    stored?.stream.resume();
    if (!stored) throw new AppError(400, 'VALIDATION_FAILED', bannerText.imageNotUploaded, { field: 'image' });
  }
  return { popupLink: image, therapeuticFocus: focus === '' ? null : focus, sort: input.sort, active: input.active };
}

/** Adds a banner. */
export async function createBanner(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  input: BannerInput,
  now: number,
): Promise<AdminBanner> {
  return withCachesInvalidated(
    db,
    auditedWrite(
      db,
      actor,
      async (tx) => {
        const values = await columnsOf(tx, storage, input);
        const [row] = await tx.insert(banners).values(values).returning();
        if (!row) throw new Error('banner not stored');
        return {
          result: toBanner(row),
          audit: [{ action: 'banner.create', entity: 'banner', entityId: row.id, changes: changesOf(null, values) }],
        };
      },
      new Date(now),
    ),
  );
}

/** Changes a banner by id; the audit row lists the fields whose value differs. */
export async function updateBanner(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  id: number,
  input: BannerInput,
  now: number,
): Promise<AdminBanner> {
  return withCachesInvalidated(
    db,
    auditedWrite(
      db,
      actor,
      async (tx) => {
        const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
        if (!before) throw new AppError(404, 'NOT_FOUND', bannerText.bannerNotFound, { field: 'id' });
        const values = await columnsOf(tx, storage, input);
        const [row] = await tx.update(banners).set(values).where(eq(banners.id, id)).returning();
        if (!row) throw new Error('banner not updated');
        const changes = changesOf(before, values);
        return {
          result: toBanner(row),
          audit:
            Object.keys(changes).length > 0
              ? [{ action: 'banner.update', entity: 'banner', entityId: id, changes }]
              : [],
        };
      },
      new Date(now),
    ),
  );
}
