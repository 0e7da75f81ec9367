/** Publishing: the build's search records (products with their compositions, therapies) from the live database; the build derives the molecules. */
import Type from 'typebox';
import { defineStaffCall, obj, okOf } from './define.ts';

/** One product record of the static search index. */
const searchProductSchema = obj({
  id: Type.String(),
  title: Type.String(),
  composition: Type.String(),
  therapy: Type.String(),
  table: Type.String(),
});

/** GET /admin/publish/search-records: what the static site's search index is built from (public, read-only). */
export const searchRecords = defineStaffCall({
  method: 'GET',
  path: '/admin/publish/search-records',
  access: 'public',
  summary: 'The products, molecules and therapies the static search index is built from (the publish step reads it)',
  answer: okOf(
    obj({
      products: Type.Array(searchProductSchema),
      therapies: Type.Array(Type.String()),
      names: Type.Optional(
        Type.Record(Type.String(), obj({ hi: Type.Optional(Type.String()), ne: Type.Optional(Type.String()) }), {
          description: "Products' and therapies' Hindi and Nepali titles, by English title (translated ones only)",
        }),
      ),
    }),
  ),
});
