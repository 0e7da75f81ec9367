/**
 * Search text → PostgreSQL full-text query (English configuration, migration 0008): every searched word matches the
 * indexed words that start with its English stem ("studies" finds "study", "amlo" finds "amlodipine"), and a word or
 * phrase of the medical dictionary (medical-terms.ts) also matches the other terms of its group.
 *
 * A word start is not sent to the index as a prefix (`amlo:*`, several times slower in the GIN index): the words it
 * starts are looked up first in search_lexemes, and the query names them exactly (`'amlodipin' | 'amlocard'`).
 */
import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cachePerDatabase } from '../cache.ts';
import { MEDICAL_TERM_GROUPS } from './medical-terms.ts';
import { searchWords } from './text-match.ts';

/** What one searched word matches: the indexed words it names, or (`prefix`) every indexed word starting with one. */
export interface Operand {
  /** Its tsquery text. */
  text: string;
  /** The indexed words (lexemes) it names; with `prefix`, the one stem they start with. */
  lexemes: readonly string[];
  prefix: boolean;
}

/** One way a clause matches: every operand anywhere in the article, or (`phrase`) the operands in a row. */
interface MatchAlternative {
  operands: readonly Operand[];
  phrase: boolean;
}

/** One searched word, or a phrase of the dictionary, and the tsquery text that matches it. */
export interface SearchClause {
  /** The searched words it stands for, as typed. */
  words: string[];
  /** tsquery text; undefined when the words hold no letter or digit, or only stop words. */
  query: string | undefined;
  /** The same query as data (empty when `query` is undefined): any alternative matching matches the clause. */
  alternatives: MatchAlternative[];
}

/** One way a clause can match: words in a row (a phrase) or all of them anywhere. */
interface Alternative {
  parts: string[];
  join: ' <-> ' | ' & ';
}

/** Shorter words are matched whole: as a start, one or two letters would match almost everything. */
const MIN_PREFIX_LENGTH = 3;

/** Shortest single-word dictionary term a searched word may start with to join its group. */
const MIN_TERM_LENGTH = 4;

/** A word start that begins more indexed words than this is sent as a prefix instead. */
const MAX_EXPANSION = 40;

/**
 * Lower case without Latin accents, as unaccent does (search_fold() folds once more in SQL): only Latin letters are
 * decomposed and only combining diacritics dropped; Devanagari is left as written (रक्तचाप keeps its ् and ा).
 */
const fold = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\u00c0-\u024f\u1e00-\u1eff]/g, (letter) => letter.normalize('NFD'))
    .replace(/[\u0300-\u036f]/g, '');

/** The runs of letters (with their vowel signs) and digits of a word: only these reach the query, so no operator can be typed in. */
const tokensOf = (word: string): string[] => fold(word).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

/** The terms of each group, split into words, longest phrase first (so "high blood pressure" wins over "blood"). */
const TERMS = MEDICAL_TERM_GROUPS.flatMap((group, index) => group.map((term) => ({ index, parts: term.split(' ') })))
  .filter((term) => term.parts.length > 1 || (term.parts[0] ?? '').length >= MIN_TERM_LENGTH)
  .sort((a, b) => b.parts.length - a.parts.length);

/** The dictionary group whose term the words from `at` start with, and how many words it takes. */
function groupAt(singles: (string | undefined)[], at: number): { index: number; length: number } | undefined {
  for (const term of TERMS) {
    const fits = term.parts.every((part, offset) => singles[at + offset]?.startsWith(part) === true);
    if (fits) return { index: term.index, length: term.parts.length };
  }
  return undefined;
}

/** The words of a search text (white space, at most 5) and the ways each (or each dictionary phrase) may match. */
function clausesOf(text: string): { words: string[]; alternatives: Alternative[] }[] {
  const words = searchWords(text);
  const tokens = words.map(tokensOf);
  // Only a word that is one run of letters can be part of a dictionary term.
  const singles = tokens.map((list) => (list.length === 1 ? list[0] : undefined));
  const clauses: { words: string[]; alternatives: Alternative[] }[] = [];
  for (let at = 0; at < words.length; ) {
    const group = groupAt(singles, at);
    const length = group?.length ?? 1;
    const own = tokens.slice(at, at + length).flat();
    const synonyms = group
      ? (MEDICAL_TERM_GROUPS[group.index] ?? []).map((term): Alternative => ({ parts: term.split(' '), join: ' <-> ' }))
      : [];
    const typed: Alternative[] = own.length > 0 ? [{ parts: own, join: group ? ' <-> ' : ' & ' }] : [];
    clauses.push({ words: words.slice(at, at + length), alternatives: [...typed, ...synonyms] });
    at += length;
  }
  return clauses;
}

/** A lexeme as a tsquery operand (quoted: the tsquery input takes it literally, without stemming it again). */
const quoted = (lexeme: string): string => `'${lexeme.replace(/['\\]/g, (char) => `\\${char}`)}'`;

/** Each part's tsquery operand (see operands), looked up in one query for all parts. */
async function lookUpOperands(db: Db, parts: readonly string[]): Promise<Map<string, Operand | undefined>> {
  const result = new Map<string, Operand | undefined>();
  if (parts.length === 0) return result;
  const list = sql.join(
    parts.map((part) => sql`${part}`),
    sql`, `,
  );
  const answer = (await db.execute(sql`
    select part, stem, case when length(part) >= ${MIN_PREFIX_LENGTH} and stem is not null then array(
      select lexeme from search_lexemes where lexeme ^@ stem order by lexeme limit ${MAX_EXPANSION + 1}
    ) end as lexemes
    from unnest(array[${list}]::text[]) as part,
      lateral (select (ts_lexize('english_stem', search_fold(part)))[1] as stem) as stems`)) as unknown as {
    rows: { part: string; stem: string | null; lexemes: string[] | null }[];
  };
  for (const { part, stem, lexemes } of answer.rows) {
    if (!stem) result.set(part, undefined);
    else if (!lexemes) result.set(part, { text: quoted(stem), lexemes: [stem], prefix: false });
    else if (lexemes.length > MAX_EXPANSION)
      result.set(part, { text: `${quoted(stem)}:*`, lexemes: [stem], prefix: true });
    else {
      const named = [...new Set([stem, ...lexemes])];
      result.set(part, { text: `(${named.map(quoted).join(' | ')})`, lexemes: named, prefix: false });
    }
  }
  return result;
}

/**
 * The operands of the words searched lately, per database: doctors search with a small vocabulary, so most searches
 * need no lookup at all and are one statement. Emptied with the catalogue caches when articles are written through
 * the API (services/cache.ts), so a new article's words are found at once; otherwise kept for WORD_TTL_MS.
 */
const WORD_TTL_MS = 10 * 60_000;
const wordOperands = cachePerDatabase<string, Operand | undefined>({ ttlMs: WORD_TTL_MS, maxEntries: 5_000 });

/**
 * Each part's tsquery operand: its English stem, or with MIN_PREFIX_LENGTH letters and more every indexed word that
 * starts with the stem; undefined for a stop word. The parts not cached are looked up together, in one query.
 */
async function operands(db: Db, parts: readonly string[]): Promise<Map<string, Operand | undefined>> {
  const cache = wordOperands(db);
  const missing: string[] = [];
  let lookup: Promise<Map<string, Operand | undefined>> | undefined;
  // The cache calls the loader of each missing part at once, so every missing part is listed before the lookup runs.
  const load = (part: string) => {
    missing.push(part);
    lookup ??= Promise.resolve().then(() => lookUpOperands(db, missing));
    return lookup.then((found) => found.get(part));
  };
  const values = await Promise.all(parts.map((part) => cache.get(part, () => load(part))));
  return new Map(parts.map((part, index) => [part, values[index]]));
}

/** The clauses of a search text, each with its tsquery text (one query for the word starts). */
export async function searchClauses(db: Db, text: string): Promise<SearchClause[]> {
  const clauses = clausesOf(text);
  const parts = [...new Set(clauses.flatMap((c) => c.alternatives.flatMap((a) => a.parts)))];
  const found = await operands(db, parts);
  return clauses.map(({ words, alternatives }) => {
    const matching = alternatives.flatMap((alternative): MatchAlternative[] => {
      const kept = alternative.parts.flatMap((part) => {
        const operand = found.get(part);
        return operand ? [operand] : [];
      });
      return kept.length > 0 ? [{ operands: kept, phrase: alternative.join === ' <-> ' }] : [];
    });
    const rendered = matching.map(({ operands: kept, phrase }) =>
      kept.map((o) => o.text).join(phrase ? ' <-> ' : ' & '),
    );
    return { words, query: rendered.length > 0 ? `(${rendered.join(' | ')})` : undefined, alternatives: matching };
  });
}

/** The tsquery text matching every clause (`all`) or any (`any`); '' when no clause has a query. */
export function fullTextQuery(clauses: readonly SearchClause[], mode: 'all' | 'any'): string {
  return clauses.flatMap((clause) => (clause.query ? [clause.query] : [])).join(mode === 'all' ? ' & ' : ' | ');
}

/** The tsquery of a query text (or a placeholder for one) built by searchClauses. */
export function tsQuery(query: string | Placeholder): SQL {
  return sql`${query}::tsquery`;
}

/** True when the stored vector matches the query text. */
export function vectorMatches(vector: AnyColumn, query: string | Placeholder): SQL {
  return sql`${vector} @@ ${tsQuery(query)}`;
}

/**
 * How well the stored vector matches the query text (ts_rank: title words, weight A, count more than the rest);
 * `titleOnly` counts the title alone (the other words still match, ranked last).
 */
export function vectorRank(vector: AnyColumn, query: string | Placeholder, titleOnly = false): SQL<number> {
  return titleOnly
    ? sql<number>`ts_rank('{0, 0, 0, 1}', ${vector}, ${tsQuery(query)})`
    : sql<number>`ts_rank(${vector}, ${tsQuery(query)})`;
}
