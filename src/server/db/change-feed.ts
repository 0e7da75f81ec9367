/**
 * Tells every API process that shares a database which cached rows changed, so in-process caches (sessions,
 * members, catalogue and article answers) can be trusted between their TTLs. A change is applied in the writing
 * process at once and reaches the others through PostgreSQL LISTEN/NOTIFY (a few milliseconds). While the
 * listening connection is down the feed is not `live`: caches must then read through to the database, and every
 * subscriber hears `ALL_CHANGED` when it drops and again when it is back. PGlite belongs to one process, so its
 * feed is local and always live.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The topic that means "anything may have changed": forget every cached entry. */
export const ALL_CHANGED = '*';

/** The PostgreSQL channel the API processes talk on. */
const CHANNEL = 'portal_changes';

/** The first and the longest wait before the listening connection is opened again. */
const RECONNECT_MS = { first: 250, max: 10_000 };

/** Runs `publish` SQL on the shared database (through the pool). */
type Notify = (channel: string, payload: string) => Promise<unknown>;

/** One process's view of the changes made to a shared database. */
export interface ChangeFeed {
  /** True when a change made by any process will reach this one (false while PostgreSQL's listener is down). */
  readonly live: boolean;
  /** Announces a change: subscribers in this process hear it before this returns; other processes shortly after. */
  publish(topic: string): Promise<void>;
  /** Calls `handler` with every topic announced (ALL_CHANGED included); returns a function that stops it. */
  subscribe(handler: (topic: string) => void): () => void;
  /** Stops listening (part of closing the database). */
  close(): Promise<void>;
}

/** The subscribers of one feed. */
class Subscribers {
  readonly #handlers = new Set<(topic: string) => void>();

  add(handler: (topic: string) => void): () => void {
    this.#handlers.add(handler);
    return () => this.#handlers.delete(handler);
  }

  tell(topic: string): void {
    for (const handler of this.#handlers) handler(topic);
  }
}

/** A feed for a database only this process uses (PGlite): always live, nothing leaves the process. */
export function localChangeFeed(): ChangeFeed {
  const subscribers = new Subscribers();
  return {
    live: true,
    publish: async (topic) => subscribers.tell(topic),
    subscribe: (handler) => subscribers.add(handler),
    close: async () => undefined,
  };
}

/**
 * A feed over PostgreSQL: `notify` sends through the pool; a dedicated connection to `url` listens and is opened
 * again (with backoff) whenever it is lost, or not opened within `connectTimeoutMs` (a hung server: else closing
 * the feed would wait for it for ever).
 */
export function postgresChangeFeed(url: string, notify: Notify, connectTimeoutMs?: number): ChangeFeed {
  const subscribers = new Subscribers();
  // Each process marks what it sends, so it does not apply its own changes twice.
  const self = randomBytes(6).toString('hex');
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let wait = RECONNECT_MS.first;

  const lost = (broken: pg.Client) => {
    if (client !== broken) return;
    client = undefined;
    if (live) subscribers.tell(ALL_CHANGED);
    live = false;
    void broken.end().catch(() => undefined);
    if (closed) return;
    retry = setTimeout(() => void connect(), wait);
    retry.unref();
    wait = Math.min(wait * 2, RECONNECT_MS.max);
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      ...(connectTimeoutMs ? { connectionTimeoutMillis: connectTimeoutMs } : {}),
    });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      const payload = message.payload ?? '';
      const space = payload.indexOf(' ');
      if (space > 0 && payload.slice(0, space) !== self) subscribers.tell(payload.slice(space + 1));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (closed || client !== next) return void next.end().catch(() => undefined);
      live = true;
      wait = RECONNECT_MS.first;
      // Whatever changed while nobody listened is unknown.
      subscribers.tell(ALL_CHANGED);
    } catch {
      lost(next);
    }
  };
  void connect();

  return {
    get live() {
      return live;
    },
    async publish(topic) {
      subscribers.tell(topic);
      await notify(CHANNEL, `${self} ${topic}`);
    },
    subscribe: (handler) => subscribers.add(handler),
    async close() {
      closed = true;
      live = false;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}

/** The feed of each open database, by its Drizzle object (set by openDatabase). */
const feeds = new WeakMap<object, ChangeFeed>();

/** Records the feed of a database (openDatabase calls it). */
export function registerChangeFeed(db: object, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

/** The change feed of a database; a database not opened by openDatabase gets a local one. */
export function changeFeedOf(db: object): ChangeFeed {
  let feed = feeds.get(db);
  if (!feed) {
    feed = localChangeFeed();
    feeds.set(db, feed);
  }
  return feed;
}
