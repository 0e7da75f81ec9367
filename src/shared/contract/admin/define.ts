/**
 * The building block of the staff contract (DESIGN §8): one call under /admin/, the staff roles it admits, its
 * request schemas and its answer schema. Staff calls answer with the same envelope as member calls (DESIGN §3).
 */
import Type, { type TSchema } from 'typebox';

/** The staff roles of issue 24: admin may do everything; the others one area each. */
export const STAFF_ROLES = ['admin', 'content', 'fulfilment', 'compliance'] as const;

/** One staff role. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who may call: 'public' (no staff session), 'staff' (any signed-in staff) or the listed roles. */
export type StaffAccess = 'public' | 'staff' | readonly StaffRole[];

/** One staff call: method, path under the API base, access, request schemas, answer schema. */
export interface StaffCallDef<
  Body extends TSchema | undefined,
  Query extends TSchema | undefined,
  Answer extends TSchema,
> {
  method: 'GET' | 'POST';
  path: `/admin/${string}`;
  access: StaffAccess;
  body: Body;
  query: Query;
  /** The success answer (`[{status: 'success'}, payload]`), or `file` for a download. */
  answer: Answer | { file: string };
  /** One line for the OpenAPI description. */
  summary: string;
  /** Error statuses besides 400, 401, 403, 429, 500 and 503. */
  errors?: readonly number[];
  /** The most bytes the body may have, when the body schema admits more than the app's 1 MB. */
  bodyLimit?: number;
  /** A multipart upload's one file part (the route reads it; there is no body schema). */
  upload?: { field: string; type: string; description: string };
}

/** Declares a staff call; schemas are inferred. */
export function defineStaffCall<
  Answer extends TSchema,
  Body extends TSchema | undefined = undefined,
  Query extends TSchema | undefined = undefined,
>(
  def: Omit<StaffCallDef<Body, Query, Answer>, 'body' | 'query'> & { body?: Body; query?: Query },
): StaffCallDef<Body, Query, Answer> {
  return { ...def, body: def.body as Body, query: def.query as Query };
}

/** Element 0 of a successful answer. */
const okStatus = Type.Object({ status: Type.Literal('success') }, { additionalProperties: false });

/** A successful staff answer: `[{status: 'success'}, payload]`. */
export const okOf = <P extends TSchema>(payload: P) => Type.Tuple([okStatus, payload]);

/** A closed object schema (no field beyond those listed ever leaves the API). */
export const obj = <T extends Record<string, TSchema>>(fields: T) =>
  Type.Object(fields, { additionalProperties: false });

/** One of a few strings, as `enum` (a string to fast-json-stringify). */
export const oneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

/** Page and page size of a list (server-side paging, digits in the query): page from 1, 1 to 200 rows a page. */
export const paging = {
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  pageSize: Type.Optional(Type.String({ pattern: '^([1-9]|[1-9][0-9]|1[0-9][0-9]|200)$' })),
};

/** A page of a list: its rows, the total number of rows matching, the page and its size. */
export const pageOf = <R extends TSchema>(row: R) =>
  obj({ rows: Type.Array(row), total: Type.Integer({ minimum: 0 }), page: Type.Integer(), pageSize: Type.Integer() });

/** The ids of a bulk action: 1 to 200 rows, each once. */
export const bulkIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
  minItems: 1,
  maxItems: 200,
  uniqueItems: true,
});

/**
 * The answer of a bulk action: each row's outcome, in the order asked (`unchanged` when it already was as asked and
 * nothing was written, `reason` when it was refused).
 */
export const bulkOutcome = okOf(
  obj({
    results: Type.Array(
      obj({
        id: Type.Integer(),
        ok: Type.Boolean(),
        unchanged: Type.Optional(Type.Boolean()),
        reason: Type.Optional(Type.String()),
      }),
    ),
  }),
);

/** The edit version a form loaded (optimistic concurrency): a save on an older one is refused with 409. */
export const recordVersion = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** A short confirmation. */
export const done = obj({ Message: Type.String() });

/** Any staff call (lists of calls, the route binder, the OpenAPI document). */
export type AnyStaffCall = StaffCallDef<TSchema | undefined, TSchema | undefined, TSchema>;
