/**
 * The three calls of a plain content list (therapies, focuses, journals, videos, portals, files, emailers, banners): a
 * searched page, add one, change one by its key at the version its form loaded (409: changed by someone else since).
 * Content and admin only, like the rest of the catalogue.
 */
import Type, { type TObject, type TProperties } from 'typebox';
import { text } from '../define.ts';
import { defineStaffCall, obj, okOf, pageOf, paging, recordVersion, type StaffRole } from './define.ts';

/** Who reads and edits the content lists. */
const CONTENT: readonly StaffRole[] = ['admin', 'content'];

/** A list's row as the console shows it, with the edit version its form sends back with a change. */
export const listRow = <T extends TProperties>(fields: T) =>
  obj({ ...fields, version: Type.Integer({ description: 'The edit version: send it back with a change.' }) });

/** The body of a change: the key and the fields (`{id, ...fields}`), and the version the form loaded. */
export const listUpdate = <T extends TProperties>(fields: T) => ({ ...fields, version: Type.Optional(recordVersion) });

/**
 * The list, add and change calls of `path` (`/admin/videos` → `/admin/videos/update`): `fields` are the body of an
 * add, `update` the body of a change (`listUpdate`; focuses are keyed by their name), `row` a `listRow`.
 */
export function defineListCalls<F extends TProperties, U extends TProperties, R extends TObject>(def: {
  path: `/admin/${string}`;
  noun: string;
  fields: F;
  update: U;
  row: R;
}) {
  return {
    list: defineStaffCall({
      method: 'GET',
      path: def.path,
      access: CONTENT,
      summary: `List the ${def.noun} (search)`,
      query: Type.Object({ ...paging, search: Type.Optional(text(100)) }),
      answer: okOf(pageOf(def.row)),
    }),
    create: defineStaffCall({
      method: 'POST',
      path: def.path,
      access: CONTENT,
      summary: `Add to the ${def.noun}`,
      body: Type.Object(def.fields),
      answer: okOf(def.row),
    }),
    update: defineStaffCall({
      method: 'POST',
      path: `${def.path}/update`,
      access: CONTENT,
      summary: `Change one of the ${def.noun} (409: changed by someone else since \`version\`)`,
      body: Type.Object(def.update),
      answer: okOf(def.row),
      errors: [404, 409],
    }),
  };
}
