/**
 * Catalogue and content for the content team (content, admin): products with their doses, and articles. Products
 * and articles are addressed by id, so a rename never breaks an order, a ledger row or a link. A change reaches
 * doctors through the member calls within their cache lifetime (5 s, docs/API.md).
 */
import Type from 'typebox';
import { idText, nameText, requiredName, requiredText, text, rowId } from '../define.ts';
import { defineStaffCall, obj, okOf, oneOf, pageOf, paging, recordVersion, type StaffRole } from './define.ts';

/** Who edits the catalogue and content. */
const CONTENT: readonly StaffRole[] = ['admin', 'content'];

/** What the catalogue forms choose from: therapies and journals by id, focus names. */
export const catalogueOptions = defineStaffCall({
  method: 'GET',
  path: '/admin/catalogue/options',
  access: CONTENT,
  summary: 'The therapies, journals and focuses the catalogue forms choose from',
  answer: okOf(
    obj({
      therapies: Type.Array(obj({ id: Type.Integer(), title: Type.String() })),
      journals: Type.Array(obj({ id: Type.Integer(), title: Type.String() })),
      focuses: Type.Array(Type.String()),
    }),
  ),
});

/** One dose of a product ("5 mg"): no comma, since doctors' calls receive the doses comma-separated. */
const dose = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^[^,\\u0000-\\u001F\\u007F]*[^,\\s\\u0000-\\u001F\\u007F][^,\\u0000-\\u001F\\u007F]*$',
});

/** The fields staff set on a product. */
const productFields = {
  therapyId: rowId,
  title: requiredName(120),
  composition: text(300),
  doses: Type.Array(dose, { maxItems: 12 }),
  /** The title doctors read in Hindi and Nepali (issue 43 §1; blank falls back to English; absent keeps them). */
  titleHi: Type.Optional(nameText(120)),
  titleNe: Type.Optional(nameText(120)),
};

/** A product as the console shows it. */
export const productSchema = obj({
  id: Type.Integer(),
  /** False while unpublished: doctors do not see it (POST /admin/content/publish). */
  published: Type.Boolean(),
  therapyId: Type.Integer(),
  therapy: Type.String(),
  title: Type.String(),
  composition: Type.String(),
  doses: Type.Array(Type.String()),
  titleHi: Type.String(),
  titleNe: Type.String(),
  /** The languages whose title is missing ('hi, ne'; '' when complete). */
  missing: Type.String(),
  /** The edit version: a change sending an older one is refused (409). */
  version: Type.Integer(),
});

/** GET /admin/products: products by title, searched in title and composition, filtered by therapy. */
export const productsList = defineStaffCall({
  method: 'GET',
  path: '/admin/products',
  access: CONTENT,
  summary: 'List products (search title and composition, filter by therapy)',
  query: Type.Object({ ...paging, search: Type.Optional(text(100)), therapyId: Type.Optional(idText) }),
  answer: okOf(pageOf(productSchema)),
});

/** POST /admin/products: add a product with its doses. */
export const productCreate = defineStaffCall({
  method: 'POST',
  path: '/admin/products',
  access: CONTENT,
  summary: 'Add a product with its doses',
  body: Type.Object(productFields),
  answer: okOf(productSchema),
});

/** POST /admin/products/update: change a product (by id; orders keep their own copy of what was ordered). */
export const productUpdate = defineStaffCall({
  method: 'POST',
  path: '/admin/products/update',
  access: CONTENT,
  summary: 'Change a product and its doses, by id (409: changed by someone else since `version`)',
  body: Type.Object({ id: rowId, version: Type.Optional(recordVersion), ...productFields }),
  answer: okOf(productSchema),
  errors: [404, 409],
});

/** The fields staff set on an article; reference and description are HTML, kept as the sanitiser leaves them. */
const articleFields = {
  title: requiredName(300),
  journalId: rowId,
  therapy: requiredText(120),
  link: Type.String({ maxLength: 500, pattern: '^https://[^\\s]+$' }),
  reference: Type.String({ maxLength: 4000 }),
  description: Type.String({ minLength: 1, maxLength: 20000 }),
  /** Its language (issue 43 §1): doctors of that language see it first; absent keeps the stored one (new: en). */
  language: Type.Optional(oneOf(['en', 'hi', 'ne'])),
};

/** An article as the console shows it. */
export const articleSchema = obj({
  id: Type.Integer(),
  /** False while unpublished: doctors do not see it (POST /admin/content/publish). */
  published: Type.Boolean(),
  title: Type.String(),
  journalId: Type.Integer(),
  journal: Type.String(),
  therapy: Type.String(),
  link: Type.String(),
  reference: Type.String(),
  description: Type.String(),
  language: Type.String(),
  publishedAt: Type.String(),
  /** The edit version: a change sending an older one is refused (409). */
  version: Type.Integer(),
});

/** GET /admin/articles: articles newest first, searched in the title. */
export const articlesList = defineStaffCall({
  method: 'GET',
  path: '/admin/articles',
  access: CONTENT,
  summary: 'List articles, newest first (search the title)',
  query: Type.Object({ ...paging, search: Type.Optional(text(100)) }),
  answer: okOf(pageOf(articleSchema)),
});

/** POST /admin/articles: publish an article now (it leads the doctors' article list). */
export const articleCreate = defineStaffCall({
  method: 'POST',
  path: '/admin/articles',
  access: CONTENT,
  summary: 'Publish an article now; its HTML passes the sanitiser',
  body: Type.Object(articleFields),
  answer: okOf(articleSchema),
});

/** POST /admin/articles/update: change an article by id (its publication date stays). */
export const articleUpdate = defineStaffCall({
  method: 'POST',
  path: '/admin/articles/update',
  access: CONTENT,
  summary: 'Change an article by id; its HTML passes the sanitiser (409: changed by someone else since `version`)',
  body: Type.Object({ id: rowId, version: Type.Optional(recordVersion), ...articleFields }),
  answer: okOf(articleSchema),
  errors: [404, 409],
});
