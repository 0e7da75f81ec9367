/**
 * The console's uploads (content, admin): an image (checked and re-encoded as a member photo) and an emailer's PDF
 * (checked as a member print). Each in its own scope: the staff session is checked before the body is read, and one
 * file part of at most the call's size is kept in memory.
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { IMAGE_MAX_BYTES } from '../../../shared/contract/admin/banners.ts';
import { banners } from '../../../shared/contract/admin/content-calls.ts';
import { EMAILER_PDF_MAX_BYTES, emailerPdf } from '../../../shared/contract/admin/content-lists.ts';
import type { StaffCallDef } from '../../../shared/contract/admin/define.ts';
import { ok } from '../../../shared/envelope.ts';
import { AppError } from '../../errors.ts';
import { bannerText } from '../../services/admin/banner-texts.ts';
import { storeContentImage } from '../../services/admin/content-images.ts';
import { emailerText } from '../../services/admin/emailer-texts.ts';
import { storeEmailerPdf } from '../../services/admin/lists-emailers.ts';
import { defineStaffRoute } from './define-staff-route.ts';
import { actorOf, requireStaff } from './staff-session.ts';

/** One upload call: its largest file and the words for a file too large or missing. */
interface UploadSpec<Q extends TSchema | undefined, A extends TSchema> {
  call: StaffCallDef<undefined, Q, A>;
  maxBytes: number;
  tooLarge: string;
  missing: string;
  /** Stores the bytes; answers the call's payload. */
  store: (request: FastifyRequest, data: Buffer, query: unknown) => Promise<unknown>;
}

/** Registers one upload call in its own scope. */
function uploadRoute<Q extends TSchema | undefined, A extends TSchema>(spec: UploadSpec<Q, A>) {
  const field = spec.call.upload?.field ?? 'file';
  return async (app: FastifyInstance): Promise<void> => {
    app.addHook('onRequest', requireStaff(['admin', 'content']));
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      onFile: async (part: MultipartFile) => {
        try {
          await part.toBuffer();
        } catch (error) {
          if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError(413, 'PAYLOAD_TOO_LARGE', spec.tooLarge, { field });
          }
          throw error;
        }
      },
      throwFileSizeLimit: true,
      limits: { files: 1, fileSize: spec.maxBytes, fields: 10, fieldSize: 4096, parts: 11, headerPairs: 100 },
      // A skipped part arriving whole in one chunk larger than this would stall busboy (see routes/orders/index.ts).
      fileHwm: 1024 * 1024,
    });
    defineStaffRoute(app, spec.call, async ({ request, query }) => {
      const body = request.body;
      const data: unknown =
        typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
      if (!Buffer.isBuffer(data) || data.length === 0) {
        throw new AppError(400, 'VALIDATION_FAILED', spec.missing, { field });
      }
      return ok(await spec.store(request, data, query));
    });
  };
}

/** Registers the image and emailer PDF uploads. */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const { database, storage, pdfChecks, now } = app.deps;
  await app.register(
    uploadRoute({
      call: banners.imageUpload,
      maxBytes: IMAGE_MAX_BYTES,
      tooLarge: bannerText.imageTooLarge,
      missing: bannerText.imageMissing,
      store: async (request, data) => ({
        image: await storeContentImage(database.db, storage, actorOf(request), data, now()),
      }),
    }),
  );
  await app.register(
    uploadRoute({
      call: emailerPdf,
      maxBytes: EMAILER_PDF_MAX_BYTES,
      tooLarge: emailerText.pdfTooLarge,
      missing: emailerText.pdfMissing,
      store: (request, data, query) =>
        storeEmailerPdf(
          { db: database.db, storage, pdfChecks },
          actorOf(request),
          Number((query as { id: string }).id),
          data,
          now(),
        ),
    }),
  );
}
