/** The building block of the contract: one call of SPEC §7 or DESIGN §3, its request schemas and answer type. */
import Type, { type TSchema } from 'typebox';

/** HTTP methods the API uses. */
type Method = 'GET' | 'POST';

/** One API call: method, path under the API base, whether a session key is needed, request schemas. */
export interface CallDef<Body extends TSchema | undefined, Query extends TSchema | undefined, Answer> {
  method: Method;
  path: `/${string}`;
  /** 'member' needs a valid session key; 'public' does not. */
  auth: 'member' | 'public';
  body: Body;
  query: Query;
  /** Phantom field carrying the answer type; never set at run time. */
  answer?: Answer;
  /** One line for the OpenAPI description. */
  summary: string;
}

/**
 * Declares a call: `defineCall<Answer>()({ method, path, auth?, summary, body?, query? })`; schemas are inferred. A
 * call without `auth` is a member's ('member': as in ENDPOINTS, only public calls say so).
 */
export function defineCall<Answer>() {
  return <Body extends TSchema | undefined = undefined, Query extends TSchema | undefined = undefined>(
    def: Omit<CallDef<Body, Query, Answer>, 'answer' | 'body' | 'query' | 'auth'> & {
      auth?: CallDef<Body, Query, Answer>['auth'];
      body?: Body;
      query?: Query;
    },
  ): CallDef<Body, Query, Answer> => ({
    ...def,
    auth: def.auth ?? 'member',
    body: def.body as Body,
    query: def.query as Query,
  });
}

/** Control characters: C0 (tab, CR, LF, …), DEL, C1 and the Unicode line and paragraph separators. */
const CONTROL = '\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029';

/** A one-line value: no control character (so it can never start a new line in a mail or a log). */
export const ONE_LINE_PATTERN = `^[^${CONTROL}]*$`;

/** A one-line value with at least one character that is not a space. */
export const REQUIRED_ONE_LINE_PATTERN = `^[^${CONTROL}]*[^\\s${CONTROL}][^${CONTROL}]*$`;

/**
 * Invisible characters refused in titles and names (issue 38 item 7): soft hyphen, zero-width space and joiners,
 * bidirectional marks, embeddings, overrides and isolates, word joiners, variation selectors, BOM and the fillers
 * that draw nothing. A look-alike title or a reversed name could hide behind them.
 */
const INVISIBLE =
  '\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF9-\\uFFFB';

/** A one-line title or name: no control and no invisible character. */
export const NAME_PATTERN = `^[^${CONTROL}${INVISIBLE}]*$`;

/** A one-line title or name with at least one character that is not a space. */
export const REQUIRED_NAME_PATTERN = `^[^${CONTROL}${INVISIBLE}]*[^\\s${CONTROL}${INVISIBLE}][^${CONTROL}${INVISIBLE}]*$`;

/** A name with no space at either end (focus names): one line, no invisible or bidirectional control character. */
export const TRIMMED_NAME_PATTERN = `^[^\\s${CONTROL}${INVISIBLE}]([^${CONTROL}${INVISIBLE}]*[^\\s${CONTROL}${INVISIBLE}])?$`;

/** A title or name of at most `max` characters: one line, no invisible or bidirectional control character. */
export const nameText = (max: number, min = 0) =>
  Type.String({ maxLength: max, minLength: min, pattern: NAME_PATTERN });

/** A required, non-blank title or name: one line, no invisible or bidirectional control character. */
export const requiredName = (max: number) =>
  Type.String({ maxLength: max, minLength: 1, pattern: REQUIRED_NAME_PATTERN });

/** A free text field of at most `max` characters, on one line (no control characters: 400 naming the field). */
export const text = (max: number, min = 0) =>
  Type.String({ maxLength: max, minLength: min, pattern: ONE_LINE_PATTERN });

/** A required, non-blank one-line text field. */
export const requiredText = (max: number) =>
  Type.String({ maxLength: max, minLength: 1, pattern: REQUIRED_ONE_LINE_PATTERN });

/** A free text of several lines (messages, addresses): line breaks and tabs, no other control characters. */
export const multilineText = (max: number) =>
  Type.String({ maxLength: max, pattern: '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$' });

/** A positive whole number given as digits (form fields arrive as strings), at most nine digits (a 32-bit key). */
export const idText = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });

/** A row's key as a JSON number: a positive 32-bit integer (larger ones, and Infinity, never reach the database). */
export const rowId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** A page number from 1: digits (form fields arrive as strings) or a JSON number. */
export const pageText = Type.Union([
  Type.String({ pattern: '^[1-9][0-9]{0,5}$' }),
  Type.Integer({ minimum: 1, maximum: 999999 }),
]);

/** A year from 1900 to 2999 (a date outside them is a typing slip, and JavaScript's Date mishandles years < 100). */
const YEAR = '(?:19|2\\d)\\d{2}';
/** The leap years among them: divisible by 4, the centuries only when divisible by 400. */
const LEAP_YEAR = '(?:(?:19|2\\d)(?:0[48]|[2468][048]|[13579][26])|2[048]00)';

/**
 * A real calendar day YYYY-MM-DD of the years 1900–2999: months 01–12 with their days, 29 February only in a leap
 * year (2026-02-30 and 2026-13-01 are refused, never read as another day).
 */
export const DATE_PATTERN = `^(?:${YEAR}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))|${LEAP_YEAR}-02-29)$`;

/** A calendar date YYYY-MM-DD that exists (DATE_PATTERN; 400 "not a real calendar date" naming the field). */
export const dateText = Type.String({ minLength: 1, pattern: DATE_PATTERN });

/** A time of day HH:MM. */
export const timeText = Type.String({ minLength: 1, pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

/** The legacy body field carrying the session key (the Authorization header is preferred). */
export const legacyKey = {
  key: Type.Optional(
    Type.String({ maxLength: 200, description: 'The session key (legacy; the Authorization header is preferred)' }),
  ),
};
