/**
 * The console's uploaded images ("upload:<file>") image.php may serve: those a row doctors see names (an active
 * banner's picture in any language, a published therapy's image, a focus's image, the thumbnail of a video doctors
 * see), and a fresh upload (its form may not be saved yet: the console previews it at once). An image staff withdrew
 * (the banner deactivated or deleted, the row unpublished, deleted or given another image) is no longer served.
 */
import { type AnyColumn, and, eq, gt, like } from 'drizzle-orm';
import { UPLOADED_IMAGE_PREFIX } from '../../../shared/contract/admin/banners.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, banners, focuses, therapies, videos } from '../../db/schema.ts';
import { catalogueCache } from '../catalogue/cache.ts';
import { shownVideo } from './link-lists.ts';

/** How long after its upload an image no row names yet is served (the console's preview of an unsaved form). */
export const FRESH_UPLOAD_MS = 60 * 60 * 1000;

/** The file names of the uploaded images doctors' rows name, per database (as fresh as the catalogue's answers). */
const shownNames = catalogueCache<'all', ReadonlySet<string>>(1);

const uploaded = (column: AnyColumn) => like(column, `${UPLOADED_IMAGE_PREFIX}%`);

/** Reads the names every row doctors see gives, without the "upload:" prefix. */
async function readShownNames(db: Db): Promise<ReadonlySet<string>> {
  const [pictures, therapyImages, focusImages, thumbnails] = await Promise.all([
    db
      .select({ en: banners.popupLink, hi: banners.popupLinkHi, ne: banners.popupLinkNe })
      .from(banners)
      .where(eq(banners.active, true)),
    db
      .select({ image: therapies.image })
      .from(therapies)
      .where(and(eq(therapies.published, true), uploaded(therapies.image))),
    db.select({ image: focuses.image }).from(focuses).where(uploaded(focuses.image)),
    db
      .select({ image: videos.thumbnail })
      .from(videos)
      .where(and(shownVideo, uploaded(videos.thumbnail))),
  ]);
  const references = [
    ...pictures.flatMap((row) => [row.en, row.hi, row.ne]),
    ...[...therapyImages, ...focusImages, ...thumbnails].map((row) => row.image),
  ];
  return new Set(
    references
      .filter((reference) => reference.startsWith(UPLOADED_IMAGE_PREFIX))
      .map((reference) => reference.slice(UPLOADED_IMAGE_PREFIX.length)),
  );
}

/** True when image.php may serve the uploaded image `name` at `now` (ms). */
export async function isShownImage(db: Db, name: string, now: number): Promise<boolean> {
  const names = await shownNames(db).get('all', () => readShownNames(db));
  if (names.has(name)) return true;
  const [fresh] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'image'),
        eq(auditLog.entityId, name),
        eq(auditLog.action, 'image.upload'),
        gt(auditLog.at, new Date(now - FRESH_UPLOAD_MS)),
      ),
    )
    .limit(1);
  return fresh !== undefined;
}
