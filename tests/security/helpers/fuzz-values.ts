/**
 * fast-check arbitraries of hostile input: odd values, mutated JSON bodies (missing, extra, wrong-typed, huge,
 * unicode, null, prototype keys), broken JSON, wrong content types, hostile query strings and headers.
 */
import fc from 'fast-check';

/** Strings an attacker tries: unicode (graphemes and lone surrogates), NUL, markup, SQL, traversal, huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '%00',
    '\uFEFF\u202E',
    'Ｃａｒｄｉｏ',
    '🩺'.repeat(60),
    '\\',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a Log4Shell probe, meant literally.
    '${jndi:ldap://x}',
    '{{7*7}}',
    'null',
    'undefined',
    '1e309',
    'Infinity',
    '-1',
    '0',
    '99999999999999999999',
    '２０２６-１２-０１',
    '2026-02-30',
    '25:61',
    'Common',
  ),
  fc.integer({ min: 200, max: 5_000 }).map((n) => 'ä'.repeat(n)),
  fc.integer({ min: 60_000, max: 1_200_000 }).map((n) => 'x'.repeat(n)),
);

/** Values of any JSON type, including nulls, nesting and big numbers. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 4 }),
);

/** Field names that attack the parser or the object model, plus random ones. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'key',
    'member_id',
    'id',
    'toString',
    'hasOwnProperty',
    '',
    ' ',
  ),
  fc.string({ maxLength: 12 }),
);

/** One change to a valid body. */
type Mutation =
  | { op: 'drop'; field: number }
  | { op: 'set'; field: number; value: unknown }
  | { op: 'add'; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('drop' as const), field: fc.nat() }),
  fc.record({ op: fc.constant('set' as const), field: fc.nat(), value: hostileValue }),
  fc.record({ op: fc.constant('add' as const), key: hostileKey, value: hostileValue }),
);

/** JSON text of `entries`, written by hand so `__proto__` stays an ordinary own key in the text. */
export function jsonText(entries: [string, unknown][]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
}

/** A valid body with 1–4 mutations applied, as entries (an object would swallow `__proto__`). */
export function mutatedEntries(base: Record<string, unknown>): fc.Arbitrary<[string, unknown][]> {
  return fc.array(mutation, { minLength: 1, maxLength: 4 }).map((mutations) => {
    let entries = Object.entries(base);
    for (const change of mutations) {
      if (change.op === 'add') entries.push([change.key, change.value]);
      else if (entries.length > 0) {
        const index = change.field % entries.length;
        if (change.op === 'drop') entries = entries.filter((_, i) => i !== index);
        else entries[index] = [entries[index]![0], change.value];
      }
    }
    return entries;
  });
}

/** Form encoding of entries (objects as JSON text, arrays as repeated fields). */
export function formText(entries: [string, unknown][]): string {
  const params = new URLSearchParams();
  for (const [k, v] of entries) {
    for (const item of Array.isArray(v) ? v : [v])
      params.append(k, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
  }
  return params.toString();
}

/** Bodies that are not valid JSON, or JSON of the wrong shape. */
export const brokenJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[',
    'null',
    '"text"',
    '123',
    'true',
    '[]',
    '{"a":1,}',
    "{'a':1}",
    '{"a":NaN}',
    '\u0000',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"a":"\\ud800"}',
    '\uFEFF{}',
  ),
  fc.integer({ min: 100, max: 20_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 100, max: 20_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** Content types a body may wrongly claim. */
export const wrongContentType: fc.Arbitrary<string> = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'image/png',
  'application/vnd.api+json',
  'application/json, text/html',
  'text/html; charset=utf-8',
  '*/*',
  'application/json; charset="',
);

/** Query strings: hostile values for the expected names, duplicates, broken percent-escapes, unknown names. */
export function hostileQuery(names: string[]): fc.Arbitrary<string> {
  const name = names.length > 0 ? fc.oneof(fc.constantFrom(...names), hostileKey) : hostileKey;
  const value = fc.oneof(
    hostileString.filter((s) => s.length < 8_000).map(encodeURIComponent),
    fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%C0%AE', '+', '&', '=', '%25', '%uFF0E'),
  );
  return fc
    .array(fc.tuple(name, value), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&'));
}

/** Authorization headers that must all answer 401 (or be ignored on public calls). */
export const hostileAuthorization: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Basic YTpi',
    'bearer x',
    `Bearer ${'k'.repeat(5000)}`,
    'Bearer \u0000',
    'Bearer a b',
  ),
  fc.string({ maxLength: 80 }).map((s) => `Bearer ${s.replace(/[\r\n]/g, '')}`),
);
