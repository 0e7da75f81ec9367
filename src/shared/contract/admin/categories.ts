/**
 * Categories and sub-categories of the home grid and the sub-category screen (content, admin), checked as those
 * screens need them: a 'page' category has a link; a 'modal' sub-category names an order table; a link card names
 * a service_type, and one of portals, videos or files also a link_name.
 */
import Type from 'typebox';
import { idText, nameText, requiredName, text, rowId } from '../define.ts';
import { defineStaffCall, obj, okOf, oneOf, pageOf, paging, recordVersion, type StaffRole } from './define.ts';
import { ORDER_TABLES } from './orders.ts';

/** Who edits categories. */
const CONTENT: readonly StaffRole[] = ['admin', 'content'];

/** What a category card does: opens its sub-categories, or its link (a page). */
export const CATEGORY_OUTCOMES = ['submenu', 'page'] as const;

/** What a sub-category card does: opens an order modal, or links by its service_type. */
export const SUB_CATEGORY_OUTCOMES = ['modal', 'link'] as const;

/** The service_types a link card may name: the routes of SPEC §2 and plain page names. */
const serviceType = Type.String({ maxLength: 40, pattern: '^$|^[A-Za-z0-9_-]+$' });

/** A focus name, or '' for every focus. */
const focus = text(80);

/** A portal path or an https:// address ('' for none); `//host` and any backslash (`/\\host`) lead off the portal. */
const link = Type.String({ maxLength: 300, pattern: '^$|^(/(?!/)[^\\s\\\\]*|https://[^\\s\\\\]+)$' });

/** Optional Hindi and Nepali title and description (English required), by the English fields' text rules. */
const translationFields = (descriptionMax: number) => ({
  titleHi: Type.Optional(nameText(120)),
  titleNe: Type.Optional(nameText(120)),
  descriptionHi: Type.Optional(text(descriptionMax)),
  descriptionNe: Type.Optional(text(descriptionMax)),
});

/** The translation fields as the console shows them, with the languages still missing. */
const translationsShown = {
  titleHi: Type.String(),
  titleNe: Type.String(),
  descriptionHi: Type.String(),
  descriptionNe: Type.String(),
  missingLanguages: Type.Array(Type.String()),
};

/** The fields staff set on a category. */
const categoryFields = {
  title: requiredName(120),
  description: text(500),
  outcome: oneOf(CATEGORY_OUTCOMES),
  link,
  linkName: text(120),
  banner: Type.Boolean(),
  therapeuticFocus: focus,
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  ...translationFields(500),
};

/** A category as the console shows it. */
export const categorySchema = obj({
  id: Type.Integer(),
  /** False while unpublished: doctors do not see it (POST /admin/content/publish). */
  published: Type.Boolean(),
  title: Type.String(),
  description: Type.String(),
  outcome: Type.String(),
  link: Type.String(),
  linkName: Type.String(),
  banner: Type.Boolean(),
  therapeuticFocus: Type.String(),
  sort: Type.Integer(),
  ...translationsShown,
  /** The edit version: a change sending an older one is refused (409). */
  version: Type.Integer(),
});

/** The fields staff set on a sub-category. */
const subCategoryFields = {
  categoryId: rowId,
  title: requiredName(120),
  outcome: oneOf(SUB_CATEGORY_OUTCOMES),
  tableName: Type.Unsafe<string>({ type: 'string', enum: ['', ...ORDER_TABLES] }),
  serviceType,
  linkName: text(120),
  therapeuticFocus: focus,
  description: text(1000),
  message: text(500),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  ...translationFields(1000),
};

/** A sub-category as the console shows it. */
export const subCategorySchema = obj({
  id: Type.Integer(),
  /** False while unpublished: doctors do not see it (POST /admin/content/publish). */
  published: Type.Boolean(),
  categoryId: Type.Integer(),
  title: Type.String(),
  outcome: Type.String(),
  tableName: Type.String(),
  serviceType: Type.String(),
  linkName: Type.String(),
  therapeuticFocus: Type.String(),
  description: Type.String(),
  message: Type.String(),
  sort: Type.Integer(),
  ...translationsShown,
  /** The edit version: a change sending an older one is refused (409). */
  version: Type.Integer(),
});

/** GET /admin/categories: every category by sort, then id. */
export const categoriesList = defineStaffCall({
  method: 'GET',
  path: '/admin/categories',
  access: CONTENT,
  summary: 'List the categories by sort',
  query: Type.Object(paging),
  answer: okOf(pageOf(categorySchema)),
});

/** POST /admin/categories: add a category. */
export const categoryCreate = defineStaffCall({
  method: 'POST',
  path: '/admin/categories',
  access: CONTENT,
  summary: 'Add a category',
  body: Type.Object(categoryFields),
  answer: okOf(categorySchema),
});

/** POST /admin/categories/update: change a category by id. */
export const categoryUpdate = defineStaffCall({
  method: 'POST',
  path: '/admin/categories/update',
  access: CONTENT,
  summary: 'Change a category by id (409: changed by someone else since `version`)',
  body: Type.Object({ id: rowId, version: Type.Optional(recordVersion), ...categoryFields }),
  answer: okOf(categorySchema),
  errors: [404, 409],
});

/** GET /admin/sub-categories?categoryId=: the sub-categories of a category by sort. */
export const subCategoriesList = defineStaffCall({
  method: 'GET',
  path: '/admin/sub-categories',
  access: CONTENT,
  summary: 'List the sub-categories of a category by sort',
  query: Type.Object({ ...paging, categoryId: Type.Optional(idText) }),
  answer: okOf(pageOf(subCategorySchema)),
});

/** POST /admin/sub-categories: add a sub-category. */
export const subCategoryCreate = defineStaffCall({
  method: 'POST',
  path: '/admin/sub-categories',
  access: CONTENT,
  summary: 'Add a sub-category (checked as the sub-category screen needs it)',
  body: Type.Object(subCategoryFields),
  answer: okOf(subCategorySchema),
});

/** POST /admin/sub-categories/update: change a sub-category by id. */
export const subCategoryUpdate = defineStaffCall({
  method: 'POST',
  path: '/admin/sub-categories/update',
  access: CONTENT,
  summary: 'Change a sub-category by id (409: changed by someone else since `version`)',
  body: Type.Object({ id: rowId, version: Type.Optional(recordVersion), ...subCategoryFields }),
  answer: okOf(subCategorySchema),
  errors: [404, 409],
});
