/**
 * A list's query in the address's hash (`#/doctors?q=sharma&active=true&page=3`): only the parameters its call's
 * query schema names, each kept only when that schema accepts it (anything else in the address is ignored), and
 * only those that differ from the list's defaults (a default the user cleared is written empty: `status=`).
 */
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import type { Query } from '../api.ts';

/** The parameters a list's call knows, each with its schema. */
export type KnownParams = Readonly<Record<string, TSchema>>;

/** The parameters named by a call's query schema (none when it has no object schema). */
export function knownParams(schema: TSchema | undefined): KnownParams {
  const properties: unknown = schema && 'properties' in schema ? schema.properties : undefined;
  return typeof properties === 'object' && properties !== null ? (properties as KnownParams) : {};
}

const textOf = (value: Query[string]): string => (value === undefined ? '' : String(value));

/** Page and page size go last in the address, after the search, filters and sort. */
const rank = (name: string): number => (name === 'page' ? 1 : name === 'pageSize' ? 2 : 0);

/** The query an address holds: `defaults`, overlaid with each known parameter that its schema accepts. */
export function readQuery(params: URLSearchParams, known: KnownParams, defaults: Query): Query {
  const query: Query = { ...defaults };
  for (const [name, schema] of Object.entries(known)) {
    const value = params.get(name);
    const fallback = defaults[name];
    if (value === null) continue;
    if (value === '') {
      // A cleared filter whose default is not empty (registrations open at Pending; `status=` is every status).
      if (typeof fallback === 'string' && fallback !== '') query[name] = '';
    } else if (Value.Check(schema, value)) {
      query[name] = typeof fallback === 'number' ? Number(value) : value;
    }
  }
  return query;
}

/** The address's query part for `query` ('' when it holds only defaults). */
export function writeQuery(query: Query, known: KnownParams, defaults: Query): string {
  const params = new URLSearchParams();
  const names = Object.keys(known).sort((a, b) => rank(a) - rank(b));
  for (const name of names) {
    const value = textOf(query[name]);
    if (value !== textOf(defaults[name])) params.set(name, value);
  }
  return params.toString();
}
