/**
 * The three calls of a plain content list (therapies, focuses, journals, videos, portals, files): a searched page,
 * add one, change one by its key. Content and admin only, like the rest of the catalogue.
 */
import Type, { type TObject, type TProperties } from 'typebox';
import { text } from '../define.ts';
import { defineStaffCall, okOf, pageOf, paging, type StaffRole } from './define.ts';

/** Who reads and edits the content lists. */
const CONTENT: readonly StaffRole[] = ['admin', 'content'];

/**
 * The list, add and change calls of `path` (`/admin/videos` → `/admin/videos/update`): `fields` are the body of an
 * add, `update` the body of a change (the fields and the key, `{id, ...fields}`; focuses are keyed by their name).
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
      summary: `Change one of the ${def.noun}`,
      body: Type.Object(def.update),
      answer: okOf(def.row),
      errors: [404],
    }),
  };
}
