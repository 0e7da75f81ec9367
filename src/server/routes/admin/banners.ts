/** Banner popup routes (content, admin): the image upload (multipart, checked and re-encoded) and the banners. */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { IMAGE_FIELD, IMAGE_MAX_BYTES } from '../../../shared/contract/admin/banners.ts';
import { banners } from '../../../shared/contract/admin/content-calls.ts';
import { ok } from '../../../shared/envelope.ts';
import { AppError } from '../../errors.ts';
import { bannerText } from '../../services/admin/banner-texts.ts';
import { createBanner, listBanners, updateBanner } from '../../services/admin/banners.ts';
import { storeContentImage } from '../../services/admin/content-images.ts';
import { defineStaffRoute, pageParams } from './define-staff-route.ts';
import { actorOf, requireStaff } from './staff-session.ts';

/** Reads the one file part into memory, turning the size limit into a 413 that names the field. */
async function readFilePart(part: MultipartFile): Promise<void> {
  try {
    await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', bannerText.imageTooLarge, { field: IMAGE_FIELD });
    }
    throw error;
  }
}

/** The uploaded bytes of a parsed multipart body, or a 400 naming the field. */
function uploadedImage(body: unknown): Buffer {
  const value: unknown =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[IMAGE_FIELD] : undefined;
  if (!Buffer.isBuffer(value) || value.length === 0) {
    throw new AppError(400, 'VALIDATION_FAILED', bannerText.imageMissing, { field: IMAGE_FIELD });
  }
  return value;
}

/** The upload, in its own scope: the staff session is checked before the body is read; 1 file of at most 5 MB. */
async function imageUploadRoute(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireStaff(['admin', 'content']));
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: readFilePart,
    throwFileSizeLimit: true,
    limits: { files: 1, fileSize: IMAGE_MAX_BYTES, fields: 10, fieldSize: 4096, parts: 11, headerPairs: 100 },
    // A skipped part arriving whole in one chunk larger than this would stall busboy (see routes/orders/index.ts).
    fileHwm: 1024 * 1024,
  });
  defineStaffRoute(app, banners.imageUpload, async ({ request }) => {
    const { database, storage, now } = app.deps;
    const image = await storeContentImage(database.db, storage, actorOf(request), uploadedImage(request.body), now());
    return ok({ image });
  });
}

/** Registers the image upload and the banner routes. */
export async function bannerRoutes(app: FastifyInstance): Promise<void> {
  const { database, storage, now } = app.deps;
  const db = database.db;
  await app.register(imageUploadRoute);

  defineStaffRoute(app, banners.bannersList, async ({ query }) => {
    const { page, pageSize } = pageParams(query);
    return ok({ ...(await listBanners(db, page, pageSize)), page, pageSize });
  });

  defineStaffRoute(app, banners.bannerCreate, async ({ body, request }) =>
    ok(await createBanner(db, storage, actorOf(request), body, now())),
  );

  defineStaffRoute(app, banners.bannerUpdate, async ({ body, request }) =>
    ok(await updateBanner(db, storage, actorOf(request), body.id, body, now())),
  );
}
