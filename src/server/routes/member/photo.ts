/** UpdatePhoto.php (multipart profile_image, checked by content, re-encoded to WebP) and photo.php (the own photo). */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { member } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { m } from '../../services/language.ts';
import { AppError } from '../../errors.ts';
import { requireHeaderSession, sessionOf } from '../../plugins/auth.ts';
import { loadMember } from '../../services/profile.ts';
import { checkHourlyQuota } from '../../services/hourly-quota.ts';
import { replacePhoto } from '../../services/uploads/photo-store.ts';
import { PHOTO_FIELD, PHOTO_MAX_BYTES, toProfileWebp } from '../../services/uploads/image.ts';
import { defineRoute } from '../define-route.ts';

/** Reads the one file part into memory, turning the size limit into a 413 that names the field. */
async function readFilePart(part: MultipartFile): Promise<void> {
  try {
    await part.toBuffer();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', m.photoTooLarge, { field: PHOTO_FIELD });
    }
    throw error;
  }
}

/** The uploaded photo bytes of a parsed multipart body, or a 400 naming profile_image. */
function uploadedPhoto(body: unknown): Buffer {
  const value: unknown =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[PHOTO_FIELD] : undefined;
  if (!Buffer.isBuffer(value) || value.length === 0) {
    throw new AppError(400, 'VALIDATION_FAILED', m.validation(PHOTO_FIELD, m.photoMissing), { field: PHOTO_FIELD });
  }
  return value;
}

/** Registers the photo routes, with multipart parsing limited to this scope (1 file of at most 5 MB). */
export async function photoRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: readFilePart,
    throwFileSizeLimit: true,
    limits: { files: 1, fileSize: PHOTO_MAX_BYTES, fields: 10, fieldSize: 4096, parts: 11, headerPairs: 100 },
    // A skipped part arriving whole in one chunk larger than this would stall busboy (see routes/orders/index.ts).
    fileHwm: 1024 * 1024,
  });

  // The session is checked from the Authorization header before the multipart body is read (issue 18 §4).
  app.addHook('onRequest', requireHeaderSession);

  defineRoute(app, member.updatePhoto, async ({ request }) => {
    const { memberId } = sessionOf(request);
    const photo = uploadedPhoto(request.body);
    // PHOTOS_PER_HOUR: counted before the decode, whatever its verdict (each decodes up to 40 megapixels, about
    // 0.1 s of CPU, and is stored; the general member limit alone let one session keep a core busy).
    const limit = app.deps.config.uploadQuota.photosPerHour;
    await checkHourlyQuota(app.deps, app.deps.database.db, { bucket: 'photo', memberId, limit });
    const webp = await toProfileWebp(photo);
    await replacePhoto(app.deps, memberId, webp);
    return ok({ Message: m.photoUpdated, IDphoto: 'Y' as const });
  });

  defineRoute(app, member.photo, async ({ request, reply }) => {
    const row = await loadMember(app.deps.database.db, sessionOf(request).memberId);
    const file = row.photoFile ? await app.deps.storage.open('profiles', row.photoFile) : undefined;
    if (!file) throw new AppError(404, 'NOT_FOUND', m.notFound);
    reply.type('image/webp').header('content-length', String(file.size)).header('cache-control', 'private, no-store');
    // The contract types the answer as the Blob the client receives; on the server it is the file's byte stream.
    return file.stream as unknown as Blob;
  });
}
