/**
 * image.php: an image the console uploaded (a banner popup, a therapy or focus image, a video thumbnail), from the
 * images folder of the file storage. Public (an <img> sends no session key), and served only while a row doctors see
 * names it (services/content/shown-images.ts). Fresh in browsers and CDNs for IMAGE_MAX_AGE_S, then asked again with
 * its ETag (in the background while IMAGE_STALE_S lasts): a 304 while it is still shown, a 404 once staff withdrew it.
 */
import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/contract/index.ts';
import { m } from '../../../shared/messages/index.ts';
import { AppError } from '../../errors.ts';
import { isShownImage } from '../../services/content/shown-images.ts';
import { isSafeName } from '../../services/storage/index.ts';
import { defineRoute } from '../define-route.ts';

/** Seconds a browser or CDN may show an image without asking again (then a revalidation: 304 or 404). */
const IMAGE_MAX_AGE_S = 300;

/**
 * Seconds after that a cached copy may still be shown while it is asked again in the background: a doctor's repeat
 * visit paints the picture at once instead of waiting a round trip per image on a slow network. A withdrawn image is
 * no longer named by any answer, so no page asks for it; an address kept elsewhere gets the 404 the time after.
 */
const IMAGE_STALE_S = 30 * 24 * 3600;

/** The Cache-Control of a served image (and of its 304). */
const IMAGE_CACHE_CONTROL = `public, max-age=${IMAGE_MAX_AGE_S}, stale-while-revalidate=${IMAGE_STALE_S}`;

/**
 * The image's ETag: every upload gets a new random name and a name never changes bytes, so the name is the version.
 * Strong, quoted as RFC 9110 asks.
 */
const etagOf = (name: string) => `"${name}"`;

/** True when an If-None-Match header names the ETag (or is `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Registers image.php. */
export async function imageRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.image, async ({ query, reply, request }) => {
    if (!isSafeName(query.a) || !query.a.endsWith('.webp')) {
      throw new AppError(400, 'VALIDATION_FAILED', m.validation('a', m.unsafeFileName), { field: 'a' });
    }
    // Checked before the store is asked, and answered as a missing file (a withdrawn image is one).
    if (!(await isShownImage(app.deps.database.db, query.a, app.deps.now()))) {
      throw new AppError(404, 'NOT_FOUND', m.fileNotFound);
    }
    const etag = etagOf(query.a);
    if (matches(request.headers['if-none-match'], etag)) {
      // Not modified: the browser or CDN keeps its copy for another IMAGE_MAX_AGE_S.
      return reply
        .code(304)
        .header('etag', etag)
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .send() as unknown as Blob;
    }
    const file = await app.deps.storage.open('images', query.a);
    if (!file) throw new AppError(404, 'NOT_FOUND', m.fileNotFound);
    reply
      .type('image/webp')
      .header('content-length', String(file.size))
      .header('x-content-type-options', 'nosniff')
      .header('etag', etag)
      .header('cache-control', IMAGE_CACHE_CONTROL);
    // The contract types the answer as the Blob the client receives; on the server it is the file's byte stream.
    return file.stream as unknown as Blob;
  });
}
