/** Uploaded image checks (profile photos, the console's content images): the type by content (magic bytes, then a real decode), a pixel limit, and a clean WebP. */
import sharp, { type Metadata } from 'sharp';
import { m } from '../language.ts';
import { AppError } from '../../errors.ts';

/** Largest upload accepted, in bytes. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Largest decoded image accepted (width x height), against decompression bombs. */
const PHOTO_MAX_PIXELS = 40_000_000;

/** Longest side of the stored photo, in pixels. */
const PHOTO_MAX_SIDE = 512;

/** The form field carrying the photo. */
export const PHOTO_FIELD = 'profile_image';

/** Image kinds a profile photo may be. */
type PhotoKind = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image kind the first bytes announce, or undefined for anything else (SVG, HTML, GIF, …). */
function sniffPhoto(data: Buffer): PhotoKind | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const riff = data.subarray(0, 4).toString('latin1') === 'RIFF';
  if (riff && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return undefined;
}

/** The errors an image check throws: 415 for a file that is not a decodable JPEG, PNG or WebP, 413 for too many pixels. */
export interface ImageErrors {
  unsupported: () => AppError;
  tooManyPixels: () => AppError;
}

/** The profile photo's errors, in the member's language, naming profile_image. */
const photoErrors: ImageErrors = {
  unsupported: () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', m.photoUnsupported, { field: PHOTO_FIELD }),
  tooManyPixels: () => new AppError(413, 'PAYLOAD_TOO_LARGE', m.photoTooManyPixels, { field: PHOTO_FIELD }),
};

/**
 * Reads the header through sharp: the decoder must agree with the magic bytes, and the size must be sane. Returns the
 * width and height, in pixels.
 */
async function checkHeader(
  data: Buffer,
  kind: PhotoKind,
  errors: ImageErrors,
): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS }).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw errors.tooManyPixels();
    throw errors.unsupported();
  }
  if (meta.format !== kind || !meta.width || !meta.height) throw errors.unsupported();
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw errors.tooManyPixels();
  return { width: meta.width, height: meta.height };
}

/** How an image is re-encoded: cropped square (the profile photo) or kept whole, and its longest side. */
interface WebpShape {
  square: boolean;
  maxSide: number;
}

/** The one re-encoding of every uploaded image: checked by content and decode, EXIF applied, WebP, no metadata. */
async function reencodeWebp(data: Buffer, shape: WebpShape, errors: ImageErrors): Promise<Buffer> {
  const kind = sniffPhoto(data);
  if (!kind) throw errors.unsupported();
  const { width, height } = await checkHeader(data, kind, errors);
  const side = Math.min(shape.maxSide, Math.min(width, height));
  try {
    const image = sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).rotate();
    const sized = shape.square
      ? image.resize(side, side, { fit: 'cover', position: sharp.strategy.attention })
      : image.resize(shape.maxSide, shape.maxSide, { fit: 'inside', withoutEnlargement: true });
    return await sized.webp({ quality: 82 }).toBuffer();
  } catch {
    throw errors.unsupported();
  }
}

/**
 * Checks an uploaded photo and re-encodes it: EXIF orientation applied, cropped square around its most interesting
 * part (a face, sharp's "attention" strategy) so that the round frame never squeezes it, at most 512x512, WebP, no
 * metadata (EXIF, GPS, XMP, ICC are dropped). Throws 415 for anything that is not a decodable JPEG, PNG or WebP and
 * 413 for an image of more than 40 megapixels.
 */
export function toProfileWebp(data: Buffer): Promise<Buffer> {
  return reencodeWebp(data, { square: true, maxSide: PHOTO_MAX_SIDE }, photoErrors);
}

/** Longest side of a stored content image (a banner popup), in pixels. */
const CONTENT_IMAGE_MAX_SIDE = 1200;

/**
 * Checks a content image the console uploads (a banner popup) exactly as a profile photo is checked and re-encodes it
 * the same way, kept whole (not cropped) with its longest side at most 1200 px; `errors` speak to staff.
 */
export function toContentWebp(data: Buffer, errors: ImageErrors): Promise<Buffer> {
  return reencodeWebp(data, { square: false, maxSide: CONTENT_IMAGE_MAX_SIDE }, errors);
}
