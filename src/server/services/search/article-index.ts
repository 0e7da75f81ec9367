/**
 * The article search index in the API's memory (PostgreSQL only, started by the server: see startArticleIndex): it
 * answers a search's list of matches — the newest LISTED ids matching every clause, the same set and order as
 * `search_vector @@ query order by published_at desc, id desc` — so PostgreSQL only reads the page's rows by primary
 * key instead of a GIN bitmap scan plus a heap page per match — or not at all: the index holds every article's answer
 * (`indexedCards`), so a search it answers is served from memory.
 *
 * Lexemes come from the stored vectors (article-index-build.ts), and the operands are the ones the SQL query names
 * (full-text.ts: stems and the indexed words a word starts), so matching is PostgreSQL's own. A clause with a phrase
 * of the medical dictionary (`<->`, positions) is not answered here: such a search keeps the SQL path.
 *
 * Freshness: a write through the API empties the caches (services/cache.ts, in this process at once, in the others by
 * the change feed), which drops the index and rebuilds it; until it is rebuilt searches run in SQL. Any other change
 * (by hand, a process without the change feed) moves the change counter of migration 0019, read at most once every
 * VERSION_CHECK_MS by a search: the index is then rebuilt, so it is at most VERSION_CHECK_MS plus one build stale.
 */
import { perDatabase, type Db } from '../../db/client.ts';
import { articleVersion } from '../../db/schema.ts';
import { onCachesCleared } from '../cache.ts';
import { type ArticleIndex, buildArticleIndex } from './article-index-build.ts';
import type { Operand, SearchClause } from './full-text.ts';
import { allOf, anyOf, type Places } from './posting-lists.ts';

/** How often (at most) a search reads the change counter. */
const VERSION_CHECK_MS = 1_000;

/** Unions kept per index (word starts, clauses): at most this many places in all (4 bytes each), 16 MB. */
const KEPT_PLACES = 4_000_000;

/** The first place in the sorted lexemes not below `value`. */
function firstAtLeast(lexemes: readonly string[], value: string): number {
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((lexemes[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The places of one lexeme (a view, not a copy). */
function placesOf(index: ArticleIndex, lexeme: string): Places {
  const at = firstAtLeast(index.lexemes, lexeme);
  if (index.lexemes[at] !== lexeme) return new Int32Array(0);
  return index.postings.subarray(index.starts[at], index.starts[at + 1]);
}

/** The places kept per index, least recently used first (a Map keeps insertion order), and their total length. */
const keptUnions = new WeakMap<ArticleIndex, { entries: Map<string, Places>; total: number }>();

/** The places kept under `key` for this index, else made by `make` and kept (the least recently used go first). */
function kept(index: ArticleIndex, key: string, make: () => Places): Places {
  let store = keptUnions.get(index);
  if (!store) {
    store = { entries: new Map(), total: 0 };
    keptUnions.set(index, store);
  }
  const known = store.entries.get(key);
  if (known) {
    store.entries.delete(key);
    store.entries.set(key, known);
    return known;
  }
  const places = make();
  store.entries.set(key, places);
  store.total += places.length;
  for (const [oldest, list] of store.entries) {
    if (store.total <= KEPT_PLACES || oldest === key) break;
    store.entries.delete(oldest);
    store.total -= list.length;
  }
  return places;
}

/** The places of every lexeme starting with `stem`. */
function placesStarting(index: ArticleIndex, stem: string): Places {
  const lists: Places[] = [];
  for (let at = firstAtLeast(index.lexemes, stem); at < index.lexemes.length; at += 1) {
    if (!(index.lexemes[at] as string).startsWith(stem)) break;
    lists.push(index.postings.subarray(index.starts[at], index.starts[at + 1]));
  }
  return anyOf(lists);
}

/** The places an operand matches. */
function operandPlaces(index: ArticleIndex, operand: Operand): Places {
  if (operand.prefix) return placesStarting(index, operand.lexemes[0] ?? '');
  return anyOf(operand.lexemes.map((lexeme) => placesOf(index, lexeme)));
}

/** The places a clause matches (any of its alternatives), kept by its query text; undefined for a phrase. */
function clausePlaces(index: ArticleIndex, clause: SearchClause): Places | undefined {
  if (clause.alternatives.some((alternative) => alternative.phrase && alternative.operands.length > 1))
    return undefined;
  return kept(index, clause.query ?? '', () =>
    anyOf(
      clause.alternatives.map((alternative) =>
        allOf(alternative.operands.map((operand) => operandPlaces(index, operand))),
      ),
    ),
  );
}

/**
 * The ids of the first `limit` articles (newest first) matching every clause, or undefined when a clause holds a
 * phrase (answered by SQL). Clauses without a query (stop words only) are left out, as fullTextQuery leaves them.
 */
export function matchedIds(
  index: ArticleIndex,
  clauses: readonly SearchClause[],
  limit: number,
): Int32Array | undefined {
  const perClause: Places[] = [];
  for (const clause of clauses) {
    if (clause.alternatives.length === 0) continue;
    const places = clausePlaces(index, clause);
    if (!places) return undefined;
    perClause.push(places);
  }
  if (perClause.length === 0) return new Int32Array(0);
  const places = allOf(perClause, limit);
  const ids = new Int32Array(places.length);
  for (let i = 0; i < places.length; i += 1) ids[i] = index.ids[places[i] as number] as number;
  return ids;
}

/** The place of article `id` in the index, or undefined when it is not there. */
function placeOfId(index: ArticleIndex, id: number): number | undefined {
  const { placesById, ids } = index;
  let low = 0;
  let high = placesById.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ids[placesById[middle] as number] as number) < id) low = middle + 1;
    else high = middle;
  }
  const place = placesById[low];
  return place !== undefined && ids[place] === id ? place : undefined;
}

/**
 * The end of the cards of a therapy (an English title) for the member being answered: its title as shown to them and
 * the card's closing brace, `"उच्च रक्तचाप की दवाएँ"}`; null when they read it as it is (the English the index holds).
 */
export type CardEnd = (therapy: string) => Buffer | null;

/**
 * The answers (JSON) of the articles `ids` in that order, or undefined when one is not in this index (changed since).
 * A card ends with its therapy as shown (toArticle puts therapy_shown last), so `end` swaps only those bytes.
 */
export function indexedCards(index: ArticleIndex, ids: Int32Array, end?: CardEnd): Buffer[] | undefined {
  const cards: Buffer[] = [];
  // Per therapy of the page: its new end and the length of the English one it replaces; null: kept as it is.
  const ends = new Map<number, { shown: Buffer; replaced: number } | null>();
  const endOf = (therapy: number) => {
    const english = index.therapies[therapy] as string;
    const shown = end?.(english);
    return shown ? { shown, replaced: Buffer.byteLength(JSON.stringify(english)) + 1 } : null;
  };
  for (const id of ids) {
    const place = placeOfId(index, id);
    if (place === undefined) return undefined;
    const start = index.cardStarts[place] as number;
    const stop = index.cardStarts[place + 1] as number;
    const therapy = index.therapyOf[place] as number;
    if (end && !ends.has(therapy)) ends.set(therapy, endOf(therapy));
    const renamed = ends.get(therapy);
    cards.push(
      renamed
        ? Buffer.concat([index.cardJson.subarray(start, stop - renamed.replaced), renamed.shown])
        : index.cardJson.subarray(start, stop),
    );
  }
  return cards;
}

/** The index of one database, built and refreshed in the background once started. */
class IndexHolder {
  readonly #db: Db;
  #started = false;
  #everBuilt = false;
  #index: ArticleIndex | undefined;
  #building: Promise<void> | undefined;
  #failure: unknown;
  #checkedAt = Number.NEGATIVE_INFINITY;
  /** Bumped when the caches are emptied: a build that started before is thrown away. */
  #generation = 0;

  constructor(db: Db) {
    this.#db = db;
    onCachesCleared(db, () => {
      this.#index = undefined;
      this.#generation += 1;
      if (this.#started) this.#rebuild();
    });
  }

  /** False only while a started index has never been built (readiness: /api/ready). */
  get servable(): boolean {
    return !this.#started || this.#everBuilt;
  }

  /** Builds the index now and keeps it fresh from then on. */
  start(): void {
    this.#started = true;
    this.current();
  }

  /** The index if started and built (a build starts when it is missing, a check when one is due); else undefined. */
  current(): ArticleIndex | undefined {
    if (!this.#started) return undefined;
    if (!this.#index) this.#rebuild();
    else if (performance.now() - this.#checkedAt >= VERSION_CHECK_MS) this.#check(this.#index);
    return this.#index;
  }

  /** The index once built (tests; starts it). */
  async ready(): Promise<ArticleIndex> {
    this.#started = true;
    for (;;) {
      const index = this.current();
      if (index) return index;
      await this.#building;
      if (this.#failure) throw this.#failure;
    }
  }

  /** Rebuilds when the change counter has moved since `index` was read. */
  #check(index: ArticleIndex): void {
    this.#checkedAt = performance.now();
    this.#db
      .select({ version: articleVersion.version })
      .from(articleVersion)
      .then(([row]) => {
        if (row && row.version !== index.version && this.#index === index) this.#rebuild();
      })
      // A failed check is tried again at the next due search.
      .catch(() => undefined);
  }

  #rebuild(): void {
    if (this.#building) return;
    const generation = this.#generation;
    this.#building = buildArticleIndex(this.#db)
      .then((index) => {
        this.#failure = undefined;
        if (generation !== this.#generation) return;
        this.#everBuilt = true;
        this.#index = index;
        this.#checkedAt = performance.now();
      })
      // A failed build leaves the searches on PostgreSQL; the next search tries again.
      .catch((error: unknown) => {
        this.#failure = error;
      })
      .finally(() => {
        this.#building = undefined;
        // Emptied while building (the change feed's first connection does it at start): build again at once.
        if (generation !== this.#generation && !this.#index && !this.#failure) this.#rebuild();
      });
  }
}

/** The article index holder of a database. */
export const articleIndexOf = perDatabase((db) => new IndexHolder(db));

/** Starts the index of a database in the background (the API on PostgreSQL); searches use SQL until it is built. */
export function startArticleIndex(db: Db): void {
  articleIndexOf(db).start();
}
