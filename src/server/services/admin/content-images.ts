/**
 * The console's content images (banner popups, therapy and focus images, video thumbnails): an upload is checked and re-encoded exactly as a member photo is
 * (services/uploads/image.ts), stored in the images folder of the file storage (local or S3) under a new random
 * name, and its upload audited. The answer is the reference a banner or list row stores ("upload:<file>"),
 * which a write accepts only while that file exists.
 */
import { UPLOADED_IMAGE_PREFIX } from '../../../shared/contract/admin/banners.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { randomKey } from '../crypto.ts';
import type { FileStorage } from '../storage/types.ts';
import { type ImageErrors, toContentWebp } from '../uploads/image.ts';
import type { Actor } from './actor.ts';
import { auditedWrite } from './audit.ts';
import { bannerText } from './banner-texts.ts';

/** The upload's errors, in English for staff, naming the form field. */
const contentImageErrors: ImageErrors = {
  unsupported: () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', bannerText.imageUnsupported, { field: 'image' }),
  tooManyPixels: () => new AppError(413, 'PAYLOAD_TOO_LARGE', bannerText.imageTooManyPixels, { field: 'image' }),
};

/** Checks, re-encodes and stores an uploaded image; answers its reference. The file goes if the audit row fails. */
export async function storeContentImage(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  data: Buffer,
  now: number,
): Promise<string> {
  const webp = await toContentWebp(data, contentImageErrors);
  const name = `b-${randomKey(12)}.webp`;
  await storage.write('images', name, webp);
  try {
    await auditedWrite(
      db,
      actor,
      async () => ({
        result: name,
        audit: [
          {
            action: 'image.upload',
            entity: 'image',
            entityId: name,
            changes: { bytes: { from: null, to: String(webp.length) } },
          },
        ],
      }),
      new Date(now),
    );
  } catch (error) {
    await storage.remove('images', name);
    throw error;
  }
  return `${UPLOADED_IMAGE_PREFIX}${name}`;
}

/** The image a write stores, trimmed; 400 naming `field` for an "upload:<file>" that is not in the storage. */
export async function existingImage(storage: FileStorage, image: string, field: string): Promise<string> {
  const trimmed = image.trim();
  if (trimmed.startsWith(UPLOADED_IMAGE_PREFIX)) {
    const stored = await storage.open('images', trimmed.slice(UPLOADED_IMAGE_PREFIX.length));
    if (!stored) throw new AppError(400, 'VALIDATION_FAILED', bannerText.imageNotUploaded, { field });
    // Only its presence counts: drained, and a read error (the file removed meanwhile) must not end the process.
    stored.stream.on('error', () => undefined).resume();
  }
  return trimmed;
}
