/**
 * Rows kept in the process for a moment, so a member call does not wait for the database to learn who is calling
 * (docs/PERFORMANCE.md): sessions by key hash, members by id. Safe because every change to such a row is
 * announced on the database's change feed (db/change-feed.ts): the writing process forgets the row before it
 * answers, other processes within milliseconds; while the feed is not live nothing is served from here; and an
 * entry is trusted for a short TTL at most, a backstop should a notice ever go missing. An entry in the last part of
 * its TTL is read again in the background by the call that finds it (REFRESH_AHEAD_SHARE), so a row in steady use
 * is renewed before it expires and no call waits for the database; none is ever served past its TTL.
 */
import { ALL_CHANGED, type ChangeFeed } from '../db/change-feed.ts';

/** Which rows a cache holds: the feed topic prefix of their changes, how long and how many. */
export interface LiveCacheOptions {
  /** Changes of row `id` are announced as `${topic}:${id}`. */
  topic: string;
  ttlMs: number;
  maxEntries: number;
}

interface Entry<V> {
  row: V;
  until: number;
}

/** An entry found in this last share of its TTL is read again in the background, and served meanwhile. */
export const REFRESH_AHEAD_SHARE = 0.25;

/** The feed topic that announces a change of row `id` of a cache's `topic`. */
const changedTopic = (topic: string, id: number): string => `${topic}:${id}`;

/** Rows (each with an `id`) by lookup key, forgotten after the TTL, when changed, and when the feed is interrupted. */
export class LiveCache<V extends { id: number }> {
  readonly #byKey = new Map<string, Entry<V>>();
  /** One lookup key per row: the key of each cached row id. */
  readonly #keyById = new Map<number, string>();
  /** Reads under way, by key: callers of a missing key share one read (no stampede when an entry expires). */
  readonly #reading = new Map<string, Promise<V | undefined>>();
  readonly #feed: ChangeFeed;
  readonly #options: LiveCacheOptions;
  /** Counts changes: a read that started before one may hold the old row, and is not cached. */
  #generation = 0;

  /** Listens to the feed for changes of this cache's rows. */
  constructor(feed: ChangeFeed, options: LiveCacheOptions) {
    this.#feed = feed;
    this.#options = options;
    const prefix = `${options.topic}:`;
    feed.subscribe((topic) => {
      if (topic === ALL_CHANGED) this.#clear();
      else if (topic.startsWith(prefix)) this.forget(Number(topic.slice(prefix.length)));
    });
  }

  /** The cached entry of a key, if it is still trusted. */
  #get(key: string): Entry<V> | undefined {
    if (!this.#feed.live) return undefined;
    const entry = this.#byKey.get(key);
    if (!entry) return undefined;
    if (entry.until > performance.now()) return entry;
    this.#drop(entry.row.id);
    return undefined;
  }

  /**
   * The row of `key`: cached, or read by `read` (undefined: no such row) and remembered. Concurrent callers of a
   * missing key share one read; a cached row near the end of its TTL is served while it is read again.
   */
  async load(key: string, read: () => Promise<V | undefined>): Promise<V | undefined> {
    const cached = this.#get(key);
    if (cached) {
      const refreshFrom = cached.until - this.#options.ttlMs * REFRESH_AHEAD_SHARE;
      // A failed refresh is forgotten: the row expires as it would have, and the next call reads it again.
      if (performance.now() >= refreshFrom && !this.#reading.has(key)) this.#read(key, read).catch(() => undefined);
      return cached.row;
    }
    return this.#reading.get(key) ?? this.#read(key, read);
  }

  /** Reads the row of `key` once (later callers share the read) and remembers it. */
  #read(key: string, read: () => Promise<V | undefined>): Promise<V | undefined> {
    const since = this.#generation;
    const reading = read()
      .then((row) => {
        if (row) this.#set(key, row, since);
        else this.#dropKey(key);
        return row;
      })
      .finally(() => {
        // A change may have dropped this read, and a newer one taken its place.
        if (this.#reading.get(key) === reading) this.#reading.delete(key);
      });
    this.#reading.set(key, reading);
    return reading;
  }

  /** Remembers a row read from the database, unless the feed is down or a change came in since `readSince`. */
  #set(key: string, row: V, readSince: number): void {
    if (!this.#feed.live || readSince !== this.#generation) return;
    this.#drop(row.id);
    if (this.#byKey.size >= this.#options.maxEntries) {
      const oldest = this.#byKey.values().next();
      if (!oldest.done) this.#drop(oldest.value.row.id);
    }
    this.#byKey.set(key, { row, until: performance.now() + this.#options.ttlMs });
    this.#keyById.set(row.id, key);
  }

  /** Forgets row `id` (it changed): reads already under way will not cache it either. */
  forget(id: number): void {
    this.#generation += 1;
    // A read under way may hold the old row: later callers must not share it.
    this.#reading.clear();
    this.#drop(id);
  }

  /** Forgets row `id` here and announces the change to every other process sharing the database. */
  async changed(id: number): Promise<void> {
    this.forget(id);
    await this.#feed.publish(changedTopic(this.#options.topic, id));
  }

  /** Forgets the row cached under `key` (a read found it gone). */
  #dropKey(key: string): void {
    const entry = this.#byKey.get(key);
    if (entry) this.#drop(entry.row.id);
  }

  #drop(id: number): void {
    const key = this.#keyById.get(id);
    if (key === undefined) return;
    this.#keyById.delete(id);
    this.#byKey.delete(key);
  }

  #clear(): void {
    this.#generation += 1;
    this.#reading.clear();
    this.#byKey.clear();
    this.#keyById.clear();
  }
}
