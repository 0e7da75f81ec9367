/**
 * The plain content lists of the console (content, admin): therapies, therapeutic focuses, journals, videos,
 * portals, files and emailers, each checked as the doctors' screens use it. Rows are addressed by id (focuses by name), so a
 * therapy renamed keeps its products; its articles follow the new title in the same write.
 */
import Type from 'typebox';
import { idText, nameText, requiredName, requiredText, rowId, TRIMMED_NAME_PATTERN } from '../define.ts';
import { UPLOADED_IMAGE_PREFIX } from './banners.ts';
import { defineListCalls, listRow, listUpdate } from './define-list.ts';
import { defineStaffCall, obj, okOf, oneOf } from './define.ts';

/** An image or file name as the storage and the site's image folders take it ('' for none). */
const fileName = (min: 0 | 1) =>
  Type.String({ minLength: min, maxLength: 200, pattern: '^$|^(?!.*\\.\\.)[A-Za-z0-9_\\- ][A-Za-z0-9_.\\- ]*$' });

/**
 * An image of a list: '' for none, an image uploaded in the console ("upload:<file>", served by image.php) or a
 * file name under the site's image folder of the list.
 */
const listImage = Type.String({
  maxLength: 200,
  pattern: `^$|^${UPLOADED_IMAGE_PREFIX}[A-Za-z0-9][A-Za-z0-9._-]*$|^(?!.*\\.\\.)[A-Za-z0-9_\\- ][A-Za-z0-9_.\\- ]*$`,
});

/** An https address. */
const httpsLink = Type.String({ minLength: 1, maxLength: 500, pattern: '^https://[^\\s]+$' });

/** A trailer: '' or '#' (the thumbnail is shown) or an https address. */
const trailerLink = Type.String({ maxLength: 500, pattern: '^$|^#$|^https://[^\\s]+$' });

/** A link name as sub-category cards carry it: letters, digits, '-' and '_' (files.php drops a dot and what follows). */
const linkName = Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_-]+$' });

/** A focus name: one line, no surrounding spaces. */
const focusName = Type.String({ minLength: 1, maxLength: 80, pattern: TRIMMED_NAME_PATTERN });

/** Optional Hindi and Nepali titles (issue 43 §1; English required, a blank one falls back to it), as titles. */
const titleTranslations = (max: number) => ({
  titleHi: Type.Optional(nameText(max)),
  titleNe: Type.Optional(nameText(max)),
});

/** A row's translated titles ('' where none) and the languages still missing ('hi, ne'; '' when complete). */
const titleTranslationsShown = { titleHi: Type.String(), titleNe: Type.String(), missing: Type.String() };

/** The fields staff set on each list (a row answers them as stored, with its key and counts). */
const therapyFields = { title: requiredName(120), image: listImage, ...titleTranslations(120) };
const focusFields = {
  name: focusName,
  image: listImage,
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  ...titleTranslations(80),
};
/** A journal's language (its PDF's and its articles' default): doctors of that language see it first. */
const journalFields = { title: requiredName(200), language: Type.Optional(oneOf(['en', 'hi', 'ne'])) };
const videoFields = {
  ...titleTranslations(200),
  title: requiredName(200),
  link: httpsLink,
  trailerLink,
  thumbnail: listImage,
  linkName,
  therapeuticFocus: focusName,
};
const portalFields = {
  title: requiredName(200),
  link: httpsLink,
  linkName,
  therapeuticFocus: focusName,
  ...titleTranslations(200),
};
const fileFields = { linkName, name: fileName(1), ...titleTranslations(200) };
const emailerFields = {
  title: requiredName(200),
  journalId: rowId,
  subCategoryTitle: requiredText(120),
  therapeuticFocus: focusName,
  active: Type.Boolean(),
};

/** The multipart field of an emailer's PDF. */
const EMAILER_PDF_FIELD = 'pdf';

/** Largest emailer PDF, in bytes (the member print's limit). */
export const EMAILER_PDF_MAX_BYTES = 10 * 1024 * 1024;

/** Therapies of the sample grid (GetTherapy): title and image. */
export const therapyCalls = defineListCalls({
  path: '/admin/therapies',
  noun: 'therapies',
  fields: therapyFields,
  update: listUpdate({ id: rowId, ...therapyFields }),
  row: listRow({
    id: Type.Integer(),
    ...therapyFields,
    ...titleTranslationsShown,
    products: Type.Integer(),
    published: Type.Boolean(),
  }),
});

/** Therapeutic focuses doctors choose from (GetAllTherapy), by name: image and order change; a name never does. */
export const focusCalls = defineListCalls({
  path: '/admin/focuses',
  noun: 'therapeutic focuses',
  fields: focusFields,
  update: listUpdate(focusFields),
  row: listRow({ ...focusFields, ...titleTranslationsShown, doctors: Type.Integer() }),
});

/** Journals (GetJournal, emailers); the PDF is journals/<id>.pdf in the storage. */
export const journalCalls = defineListCalls({
  path: '/admin/journals',
  noun: 'journals',
  fields: journalFields,
  update: listUpdate({ id: rowId, ...journalFields }),
  row: listRow({ id: Type.Integer(), ...journalFields, language: Type.String(), articles: Type.Integer() }),
});

/** Videos by link name and focus (GetVideos). */
export const videoCalls = defineListCalls({
  path: '/admin/videos',
  noun: 'videos',
  fields: videoFields,
  update: listUpdate({ id: rowId, ...videoFields }),
  row: listRow({ id: Type.Integer(), ...videoFields, ...titleTranslationsShown, published: Type.Boolean() }),
});

/** External portals by link name and focus (GetPortals). */
export const portalCalls = defineListCalls({
  path: '/admin/portals',
  noun: 'portals',
  fields: portalFields,
  update: listUpdate({ id: rowId, ...portalFields }),
  row: listRow({ id: Type.Integer(), ...portalFields, ...titleTranslationsShown, published: Type.Boolean() }),
});

/** Downloadable files by link name (files.php); `name` is the file in the storage's files folder. */
export const fileCalls = defineListCalls({
  path: '/admin/files',
  noun: 'files',
  fields: fileFields,
  update: listUpdate({ id: rowId, ...fileFields }),
  row: listRow({ id: Type.Integer(), ...fileFields, ...titleTranslationsShown, published: Type.Boolean() }),
});

/**
 * Emailers by sub-category title and focus (GetEmailers): an emailer sends its journal's PDF
 * (journals/<journalId>.pdf); switched off (`active` false), doctors no longer see it.
 */
export const emailerCalls = defineListCalls({
  path: '/admin/emailers',
  noun: 'emailers',
  fields: emailerFields,
  update: listUpdate({ id: rowId, ...emailerFields }),
  row: listRow({ id: Type.Integer(), ...emailerFields, journal: Type.String() }),
});

/**
 * POST /admin/emailers/pdf?id=: the PDF of an emailer's journal (multipart `pdf`, at most 10 MB), checked as a
 * member's print is and stored as journals/<journalId>.pdf.
 */
export const emailerPdf = defineStaffCall({
  method: 'POST',
  path: '/admin/emailers/pdf',
  access: ['admin', 'content'],
  summary: "Upload the PDF of an emailer (its journal's PDF): checked as a member print, stored in the file storage",
  query: Type.Object({ id: idText }),
  answer: okOf(obj({ journalId: Type.Integer(), bytes: Type.Integer() })),
  errors: [404, 413, 415],
  upload: { field: EMAILER_PDF_FIELD, type: 'application/pdf', description: 'A PDF, at most 10 MB' },
});
