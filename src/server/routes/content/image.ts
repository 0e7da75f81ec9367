/**
 * image.php: an image the console uploaded (a banner popup), from the images folder of the file storage. Public (an
 * <img> sends no session key) and immutable: every upload gets a new random name, so an address never changes bytes.
 */
import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/contract/index.ts';
import { m } from '../../../shared/messages/index.ts';
import { AppError } from '../../errors.ts';
import { isSafeName } from '../../services/storage/index.ts';
import { defineRoute } from '../define-route.ts';

/** Registers image.php. */
export async function imageRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.image, async ({ query, reply }) => {
    if (!isSafeName(query.a) || !query.a.endsWith('.webp')) {
      throw new AppError(400, 'VALIDATION_FAILED', m.validation('a', m.unsafeFileName), { field: 'a' });
    }
    const file = await app.deps.storage.open('images', query.a);
    if (!file) throw new AppError(404, 'NOT_FOUND', m.fileNotFound);
    reply
      .type('image/webp')
      .header('content-length', String(file.size))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable');
    // The contract types the answer as the Blob the client receives; on the server it is the file's byte stream.
    return file.stream as unknown as Blob;
  });
}
