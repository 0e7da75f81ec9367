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

/** Declares a call: `defineCall<Answer>()({ method, path, auth, summary, body?, query? })`; schemas are inferred. */
export function defineCall<Answer>() {
  return <Body extends TSchema | undefined = undefined, Query extends TSchema | undefined = undefined>(
    def: Omit<CallDef<Body, Query, Answer>, 'answer' | 'body' | 'query'> & { body?: Body; query?: Query },
  ): CallDef<Body, Query, Answer> => ({ ...def, body: def.body as Body, query: def.query as Query });
}

/** A free text field of at most `max` characters. */
export const text = (max: number, min = 0) => Type.String({ maxLength: max, minLength: min });

/** A required, non-blank text field. */
export const requiredText = (max: number) => Type.String({ maxLength: max, minLength: 1, pattern: '\\S' });

/** A positive whole number given as digits (form fields arrive as strings). */
export const idText = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });

/** A page number from 1. */
export const pageText = Type.String({ pattern: '^[1-9][0-9]{0,5}$' });

/** A calendar date YYYY-MM-DD. */
export const dateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** A time of day HH:MM. */
export const timeText = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

/** The legacy body field carrying the session key (the Authorization header is preferred). */
export const legacyKey = { key: Type.Optional(Type.String({ maxLength: 200 })) };
