/**
 * The console's preview of an uploaded image (content, admin): any image the storage holds, whether or not a row
 * doctors see names it (image.php serves only those), so an inactive banner or an unpublished therapy still shows
 * its picture to staff. Never cached (the answer needs the staff key); a read, so not audited.
 */
import type { FastifyInstance } from 'fastify';
import { imagePreview } from '../../../shared/contract/admin/banners.ts';
import { AppError } from '../../errors.ts';
import { bannerText } from '../../services/admin/banner-texts.ts';
import { isSafeName } from '../../services/storage/index.ts';
import { defineStaffRoute } from './define-staff-route.ts';

/** The answer to a name that cannot be an uploaded image (the same check as image.php's). */
const NOT_AN_UPLOAD_NAME =
  'Not the name of an uploaded image (a WebP file name of letters, digits, spaces, ".", "_" and "-").';

/** Registers GET /admin/images/preview. */
export async function imagePreviewRoute(app: FastifyInstance): Promise<void> {
  defineStaffRoute(app, imagePreview, async ({ query, reply }) => {
    if (!isSafeName(query.a) || !query.a.endsWith('.webp')) {
      throw new AppError(400, 'VALIDATION_FAILED', NOT_AN_UPLOAD_NAME, { field: 'a' });
    }
    const file = await app.deps.storage.open('images', query.a);
    if (!file) throw new AppError(404, 'NOT_FOUND', bannerText.imageNotUploaded, { field: 'a' });
    return reply
      .type('image/webp')
      .header('content-length', String(file.size))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
}
