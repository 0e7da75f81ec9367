/**
 * Builds the article search index (article-index.ts) from the stored vectors: every article's lexemes as PostgreSQL
 * parsed them (`tsvector_to_array(search_vector)`, so stemming and the dictionary are PostgreSQL's own), read newest
 * first in batches, each article numbered by its place in that order, with its answer (the card SearchArticles
 * returns), so an indexed search needs no database at all.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, articleVersion } from '../../db/schema.ts';
import { articleColumns, publishedArticle, toArticle } from '../content/article-pages.ts';

/** Articles read per statement while building. */
const BATCH = 5_000;

/** The words of the articles, as sorted lists of places (0 = the newest article, ties by the larger id first). */
export interface ArticleIndex {
  /** The change counter (migration 0019) read before the first article. */
  version: number;
  /** Article id of each place. */
  ids: Int32Array;
  /**
   * The answer of each place's article as JSON (sanitised once, here): bytes cardStarts[p] .. cardStarts[p + 1]) of
   * cardJson. One buffer outside the JavaScript heap, so 100,000 answers cost the collector nothing.
   */
  cardJson: Buffer;
  cardStarts: Int32Array;
  /** The therapy of each place's article: its number in `therapies`. */
  therapyOf: Int32Array;
  /** The therapies of the articles (English titles); a card ends with its therapy as shown, English here. */
  therapies: string[];
  /** The places in ascending id order (to find an id's place by bisection). */
  placesById: Int32Array;
  /** Every lexeme of the articles, in code-unit order (the order of `startsWith` ranges). */
  lexemes: string[];
  /** The places of lexemes[i] are postings[starts[i] .. starts[i + 1]), ascending. */
  starts: Int32Array;
  postings: Int32Array;
  /** Approximate bytes held (typed arrays and the lexeme strings). */
  bytes: number;
}

/** An Int32Array that grows by doubling. */
class IntList {
  values = new Int32Array(1_024);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
}

/** One batch of articles, newest first, after the article at (`at`, `id`) when given. */
function batchAfter(db: Db, after: { at: string; id: number } | undefined) {
  return db
    .select({
      ...articleColumns,
      at: sql<string>`${articles.publishedAt}::text`,
      words: sql<string[]>`tsvector_to_array(${articles.searchVector})`,
    })
    .from(articles)
    .where(
      and(
        publishedArticle,
        after
          ? sql`(${articles.publishedAt}, ${articles.id}) < (${after.at}::timestamptz, ${after.id}::int)`
          : undefined,
      ),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(BATCH);
}

/** Reads every article's lexemes and returns the index (a failed read rejects; nothing is half-built). */
export async function buildArticleIndex(db: Db): Promise<ArticleIndex> {
  const [counter] = await db
    .select({ version: articleVersion.version })
    .from(articleVersion)
    .where(eq(articleVersion.id, 1));
  const codes = new Map<string, number>();
  const ids = new IntList();
  const cardChunks: Buffer[] = [];
  const cardStarts = new IntList();
  cardStarts.push(0);
  let cardBytes = 0;
  const therapyNumbers = new Map<string, number>();
  const therapyOf = new IntList();
  const pairCodes = new IntList();
  const pairPlaces = new IntList();
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const rows = await batchAfter(db, after);
    for (const row of rows) {
      const place = ids.length;
      ids.push(row.id);
      const card = Buffer.from(JSON.stringify(toArticle(row)));
      cardChunks.push(card);
      cardBytes += card.length;
      cardStarts.push(cardBytes);
      let therapy = therapyNumbers.get(row.therapy);
      if (therapy === undefined) {
        therapy = therapyNumbers.size;
        therapyNumbers.set(row.therapy, therapy);
      }
      therapyOf.push(therapy);
      for (const word of row.words) {
        let code = codes.get(word);
        if (code === undefined) {
          code = codes.size;
          codes.set(word, code);
        }
        pairCodes.push(code);
        pairPlaces.push(place);
      }
    }
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) break;
    after = { at: last.at, id: last.id };
  }
  const lexemes = [...codes.keys()].sort();
  const rank = new Int32Array(lexemes.length);
  lexemes.forEach((lexeme, index) => {
    rank[codes.get(lexeme) as number] = index;
  });
  const starts = new Int32Array(lexemes.length + 1);
  for (let i = 0; i < pairCodes.length; i += 1) {
    const at = (rank[pairCodes.values[i] as number] as number) + 1;
    starts[at] = (starts[at] as number) + 1;
  }
  for (let i = 0; i < lexemes.length; i += 1) starts[i + 1] = (starts[i + 1] as number) + (starts[i] as number);
  const postings = new Int32Array(pairCodes.length);
  const next = starts.slice(0, lexemes.length);
  // Pairs are in place order, so each lexeme's places come out ascending.
  for (let i = 0; i < pairCodes.length; i += 1) {
    const at = rank[pairCodes.values[i] as number] as number;
    const slot = next[at] as number;
    postings[slot] = pairPlaces.values[i] as number;
    next[at] = slot + 1;
  }
  const idList = ids.values.slice(0, ids.length);
  const placesById = Int32Array.from(idList.keys()).sort((a, b) => (idList[a] as number) - (idList[b] as number));
  const cardJson = Buffer.concat(cardChunks, cardBytes);
  let textBytes = 0;
  for (const lexeme of lexemes) textBytes += 16 + lexeme.length * 2;
  const bytes =
    idList.byteLength * 3 + starts.byteLength + postings.byteLength + textBytes + lexemes.length * 8 + cardBytes * 1.25;
  return {
    version: counter?.version ?? 0,
    ids: idList,
    cardJson,
    cardStarts: cardStarts.values.slice(0, cardStarts.length),
    therapyOf: therapyOf.values.slice(0, therapyOf.length),
    therapies: [...therapyNumbers.keys()],
    placesById,
    lexemes,
    starts,
    postings,
    bytes,
  };
}
