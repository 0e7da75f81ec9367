/** Member and staff ids as the logs carry them: salted hashes (LOG_ID_SALT), stable per id, never the id itself. */
import { createHmac } from 'node:crypto';

/** The log form of a member's or staff account's id: 16 hex characters of an HMAC-SHA256 with the salt. */
export function logId(salt: string, kind: 'member' | 'staff', id: number): string {
  // The first 8 bytes as hex: a string of its own, not a slice that keeps the whole digest's text alive.
  return createHmac('sha256', salt).update(`${kind}:${id}`).digest().toString('hex', 0, 8);
}

/** How many log ids of each kind a LogIds keeps before it starts over (about 400 KB each when full). */
const KEPT = 5000;

/** The log ids of one salt, each computed once per process while the set of recent callers fits in KEPT. */
export class LogIds {
  readonly #salt: string;
  readonly #known = { member: new Map<number, string>(), staff: new Map<number, string>() };

  /** Log ids hashed with `salt`. */
  constructor(salt: string) {
    this.#salt = salt;
  }

  /** The log form of `id`: the same as logId(salt, kind, id), hashed only when not already known. */
  of(kind: 'member' | 'staff', id: number): string {
    const known = this.#known[kind];
    let hashed = known.get(id);
    if (hashed === undefined) {
      hashed = logId(this.#salt, kind, id);
      if (known.size >= KEPT) known.clear();
      known.set(id, hashed);
    }
    return hashed;
  }
}
