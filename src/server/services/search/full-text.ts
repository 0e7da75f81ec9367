/**
 * Search text → PostgreSQL full-text query (English configuration, migration 0008): every searched word matches the
 * words that start with its stem ("studies" finds "study", "amlo" finds "amlodipine"), and a word or phrase of the
 * medical dictionary (medical-terms.ts) also matches the other terms of its group.
 */
import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { MEDICAL_TERM_GROUPS } from './medical-terms.ts';
import { searchWords } from './text-match.ts';

/** One searched word, or a phrase of the dictionary, and the tsquery text that matches it. */
export interface SearchClause {
  /** The searched words it stands for, as typed. */
  words: string[];
  /** to_tsquery() text; undefined when the words hold no letter or digit (then only literal matching can find them). */
  query: string | undefined;
}

/** Shorter words are matched whole: as a prefix, one or two letters would match almost everything. */
const MIN_PREFIX_LENGTH = 3;

/** Shortest single-word dictionary term a searched word may start with to join its group. */
const MIN_TERM_LENGTH = 4;

/** Lower case without accents (search_fold() does the same in SQL; the query text goes through it there too). */
const fold = (text: string): string => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** The letters-and-digits runs of a word: only these reach to_tsquery(), so no operator can be typed in. */
const tokensOf = (word: string): string[] => fold(word).match(/[\p{L}\p{N}]+/gu) ?? [];

/** A token as a tsquery operand: a prefix match from MIN_PREFIX_LENGTH letters on. */
const operand = (token: string): string => (token.length >= MIN_PREFIX_LENGTH ? `${token}:*` : token);

/** A dictionary term as a tsquery: its words in a row, each as a prefix. */
const termQuery = (term: string): string => term.split(' ').map(operand).join(' <-> ');

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

/** The clauses of a search text (white-space words, at most 5; dictionary phrases taken together). */
export function searchClauses(text: string): SearchClause[] {
  const words = searchWords(text);
  const tokens = words.map(tokensOf);
  // Only a word that is one run of letters can be part of a dictionary term.
  const singles = tokens.map((list) => (list.length === 1 ? list[0] : undefined));
  const clauses: SearchClause[] = [];
  for (let at = 0; at < words.length; ) {
    const group = groupAt(singles, at);
    const length = group?.length ?? 1;
    const own = tokens.slice(at, at + length).flat();
    const typed = own.length === 0 ? undefined : own.map(operand).join(group ? ' <-> ' : ' & ');
    const synonyms = group ? (MEDICAL_TERM_GROUPS[group.index] ?? []).map(termQuery) : [];
    const alternatives = [...(typed ? [typed] : []), ...synonyms];
    clauses.push({
      words: words.slice(at, at + length),
      query: alternatives.length === 0 ? undefined : `(${alternatives.join(' | ')})`,
    });
    at += length;
  }
  return clauses;
}

/** The tsquery text matching every clause (`all`) or any (`any`); '' when no clause has letters or digits. */
export function fullTextQuery(clauses: readonly SearchClause[], mode: 'all' | 'any'): string {
  return clauses.flatMap((clause) => (clause.query ? [clause.query] : [])).join(mode === 'all' ? ' & ' : ' | ');
}

/** The tsquery of a query text (or a placeholder for one), folded like the stored vectors. */
export function tsQuery(query: string | Placeholder): SQL {
  return sql`to_tsquery('english', search_fold(${query}))`;
}

/** True when the stored vector matches the query text. */
export function vectorMatches(vector: AnyColumn, query: string | Placeholder): SQL {
  return sql`${vector} @@ ${tsQuery(query)}`;
}

/** How well the stored vector matches the query text (ts_rank: title words weigh more than the rest). */
export function vectorRank(vector: AnyColumn, query: string | Placeholder): SQL<number> {
  return sql<number>`ts_rank(${vector}, ${tsQuery(query)})`;
}
