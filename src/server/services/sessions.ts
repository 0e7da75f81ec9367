/** Session keys (DESIGN §4): 256-bit random keys, stored as SHA-256, idle and absolute expiry, revocable. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { randomKey, sha256 } from './crypto.ts';

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

/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

/** Session operations bound to a database, clock and lifetimes. */
export class SessionStore {
  readonly #db: Db;
  readonly #now: Clock;
  readonly #life: SessionLifetimes;

  /** Binds the store to its database, clock and lifetimes. */
  constructor(db: Db, now: Clock, life: SessionLifetimes) {
    this.#db = db;
    this.#now = now;
    this.#life = life;
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
    const [row] = await this.#db
      .select({ id: sessions.id, memberId: sessions.memberId, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(and(eq(sessions.keyHash, sha256(key)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(now))))
      .limit(1);
    if (!row) return undefined;
    const idleFor = now - row.lastSeenAt.getTime();
    if (idleFor > this.#life.idleSeconds * 1000) return undefined;
    if (idleFor > TOUCH_INTERVAL_MS) {
      await this.#db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, row.id));
    }
    return { id: row.id, memberId: row.memberId };
  }

  /** Revokes one session at once. */
  async revoke(id: number): Promise<void> {
    await this.#db.update(sessions).set({ revokedAt: new Date(this.#now()) }).where(eq(sessions.id, id));
  }
}
