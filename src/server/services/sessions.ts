/**
 * Session keys (DESIGN §4): 256-bit random keys, stored as SHA-256, idle and absolute expiry, revocable. Live
 * sessions are also held in the process for a moment (services/live-cache.ts); revocation reaches every process.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { changeFeedOf } from '../db/change-feed.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { randomKey, sha256 } from './crypto.ts';
import { LiveCache } from './live-cache.ts';

/** How long sessions live. */
export interface SessionLifetimes {
  idleSeconds: number;
  absoluteSeconds: number;
}

/** A live session resolved from a key. */
export interface ActiveSession {
  id: number;
  memberId: number;
}

/** A live session as last read from the database (times in ms since the epoch, API clock). */
interface CachedSession {
  id: number;
  memberId: number;
  lastSeenAt: number;
  expiresAt: number;
}

/** How long (real time) a session read from the database is trusted without reading it again. */
const SESSION_CACHE_TTL_MS = 2_000;

/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

/** Session operations bound to a database, clock and lifetimes. */
export class SessionStore {
  readonly #db: Db;
  readonly #now: Clock;
  readonly #life: SessionLifetimes;
  readonly #cache: LiveCache<CachedSession>;

  /** Binds the store to its database (and that database's change feed), clock and lifetimes. */
  constructor(db: Db, now: Clock, life: SessionLifetimes) {
    this.#db = db;
    this.#now = now;
    this.#life = life;
    this.#cache = new LiveCache(changeFeedOf(db), {
      topic: 'session',
      ttlMs: SESSION_CACHE_TTL_MS,
      maxEntries: 20_000,
    });
  }

  /** Opens a session for a member and returns its key (only the hash is stored). */
  async create(memberId: number): Promise<string> {
    const key = randomKey(32);
    const now = this.#now();
    await this.#db.insert(sessions).values({
      memberId,
      keyHash: sha256(key),
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + this.#life.absoluteSeconds * 1000),
    });
    return key;
  }

  /** Finds the live session of a key, refreshing its idle timer; undefined when missing, expired or revoked. */
  async resolve(key: string): Promise<ActiveSession | undefined> {
    if (key.length < 20 || key.length > 200) return undefined;
    const now = this.#now();
    const keyHash = sha256(key);
    const session = await this.#cache.load(keyHash, () => this.#read(keyHash, now));
    if (!session || session.expiresAt <= now) return undefined;
    const idleFor = now - session.lastSeenAt;
    if (idleFor > this.#life.idleSeconds * 1000) return undefined;
    if (idleFor > TOUCH_INTERVAL_MS) {
      // Marked first, so the calls that arrive while it is written do not write it again.
      session.lastSeenAt = now;
      await this.#db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, session.id));
    }
    return { id: session.id, memberId: session.memberId };
  }

  /** Reads a live (unrevoked, unexpired) session from the database. */
  async #read(keyHash: string, now: number): Promise<CachedSession | undefined> {
    const [row] = await this.#db
      .select({
        id: sessions.id,
        memberId: sessions.memberId,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(and(eq(sessions.keyHash, keyHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(now))))
      .limit(1);
    return (
      row && {
        id: row.id,
        memberId: row.memberId,
        lastSeenAt: row.lastSeenAt.getTime(),
        expiresAt: row.expiresAt.getTime(),
      }
    );
  }

  /** Revokes one session at once, in this process and (through the change feed) in every other. */
  async revoke(id: number): Promise<void> {
    await this.#db
      .update(sessions)
      .set({ revokedAt: new Date(this.#now()) })
      .where(eq(sessions.id, id));
    await this.#cache.changed(id);
  }

  /**
   * Revokes every live session of a member inside `tx` (deactivation); returns a function to call after the commit
   * that drops them from this process's cache and every other's.
   */
  async revokeAllOf(tx: Pick<Db, 'update'>, memberId: number): Promise<() => Promise<void>> {
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: new Date(this.#now()) })
      .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return async () => {
      for (const { id } of revoked) await this.#cache.changed(id);
    };
  }
}
