/**
 * The home banner popups for the content team (content, admin): the console uploads an image (re-encoded as the
 * member photo is), then lists, adds and changes banners (image, focus, order, active). Doctors see the first active
 * banner of their focus by order, once per browser session on /home, within the API's cache lifetime.
 */
import Type from 'typebox';
import { requiredText, rowId, text } from '../define.ts';
import { defineListCalls, listRow, listUpdate } from './define-list.ts';
import { defineStaffCall, obj, okOf, type StaffRole } from './define.ts';

/** Who edits the banners. */
const CONTENT: readonly StaffRole[] = ['admin', 'content'];

/**
 * The prefix of an image uploaded in the console ("upload:<file>"), which the API serves at image.php?a=<file>
 * (the doctors' home store writes it out, to keep the staff contract out of doctor pages).
 */
export const UPLOADED_IMAGE_PREFIX = 'upload:';

/** The multipart field of an image upload. */
const IMAGE_FIELD = 'image';

/** Largest image upload, in bytes (the member photo's limit). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A banner's image: an uploaded image ("upload:<file>") or a file under the banners image base (the images shipped with
 * the site, or on the CDN the operator named). No other address: the pages' policy shows images of those places only.
 */
const bannerImage = Type.String({
  minLength: 1,
  maxLength: 500,
  pattern: '^(upload:[A-Za-z0-9][A-Za-z0-9._-]*|[A-Za-z0-9][A-Za-z0-9._-]*\\.(svg|webp|png|jpe?g))$',
});

/** The Hindi or Nepali picture of a banner: '' shows that language the English one. */
const languageImage = Type.Union([Type.Literal(''), bannerImage]);

/** The fields staff set on a banner; focus '' is every focus; lower order first. */
const bannerFields = {
  image: bannerImage,
  imageHi: languageImage,
  imageNe: languageImage,
  therapeuticFocus: text(80),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  active: Type.Boolean(),
};

/** A banner as the console shows it. */
export const bannerSchema = listRow({
  id: Type.Integer(),
  image: Type.String(),
  imageHi: Type.String(),
  imageNe: Type.String(),
  therapeuticFocus: Type.String(),
  sort: Type.Integer(),
  active: Type.Boolean(),
});

/** POST /admin/images: upload an image (multipart field `image`, JPEG, PNG or WebP, at most 5 MB), stored as WebP. */
export const imageUpload = defineStaffCall({
  method: 'POST',
  path: '/admin/images',
  access: CONTENT,
  summary: 'Upload a content image (multipart "image"): checked by content, re-encoded to WebP as the member photo',
  answer: okOf(obj({ image: Type.String() })),
  errors: [413, 415],
  upload: { field: IMAGE_FIELD, type: 'image/*', description: 'JPEG, PNG or WebP, at most 5 MB' },
});

/**
 * GET /admin/images/preview?a=<file>: an uploaded image for the console's preview, whether or not a row doctors see
 * names it (image.php serves only those), never cached.
 */
export const imagePreview = defineStaffCall({
  method: 'GET',
  path: '/admin/images/preview',
  access: CONTENT,
  summary: "Preview an uploaded content image (WebP), shown or not, for the console's forms",
  query: Type.Object({ a: requiredText(200) }),
  answer: { file: 'image/webp' },
  errors: [404],
});

/** The banner calls of the shared list machinery: GET /admin/banners, POST /admin/banners, POST /admin/banners/update. */
export const bannerCalls = defineListCalls({
  path: '/admin/banners',
  noun: 'home banner popups (by focus, order, newest first)',
  fields: bannerFields,
  update: listUpdate({ id: rowId, ...bannerFields }),
  row: bannerSchema,
});

/** GET /admin/banners: banners by focus, order, newest first. */
export const bannersList = bannerCalls.list;

/** POST /admin/banners: add a banner. */
export const bannerCreate = bannerCalls.create;

/** POST /admin/banners/update: change a banner by id. */
export const bannerUpdate = bannerCalls.update;
