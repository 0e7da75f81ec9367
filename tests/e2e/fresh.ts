/**
 * Data new to its worker's server in this run: the numbers of the doctors a spec enrols and logs in as, and tags that
 * make the titles a spec adds in the console its own. A spec that takes them can run again against the same database
 * (`--repeat-each`, a restarted worker) and never meets what its earlier run made.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SLOT } from './ports.ts';

/** The block of test numbers every e2e server accepts with the fixed code (scripts/e2e-server.ts): 7000000000 … 7000000999. */
export const FRESH_MOBILES = { first: 7_000_000_000, count: 1000 } as const;

/** The file of a test run (its runner's process id) with how many fresh values the server of `slot` has given out. */
export const freshFileOf = (runner: number, slot: number): string =>
  join(tmpdir(), `portal-e2e-fresh-${runner}-${slot}.json`);

/** Kept in a file: a worker that restarts after a failed test uses the same server, which knows the values used. */
const COUNT_FILE = freshFileOf(process.ppid, SLOT);

/**
 * The next unused index of this run on this worker's server (0 … FRESH_MOBILES.count − 1). One worker at a time uses
 * a server (ports.ts), so the count needs no lock.
 */
function nextIndex(): number {
  let used = 0;
  try {
    used = Number(readFileSync(COUNT_FILE, 'utf8')) || 0;
  } catch {
    // No file yet: nothing given out.
  }
  if (used >= FRESH_MOBILES.count) throw new Error(`all ${FRESH_MOBILES.count} fresh values of this run are used`);
  writeFileSync(COUNT_FILE, String(used + 1));
  return used;
}

/** A test number no doctor has yet (10 digits, no country code); it logs in with the fixed code. */
export function freshMobile(): string {
  return String(FRESH_MOBILES.first + nextIndex());
}

/** Three lower-case letters no other call of this run on this server answered ("aab"), for a title of a spec's own. */
export function freshTag(): string {
  const index = nextIndex();
  return [index / 676, index / 26, index].map((digit) => String.fromCharCode(97 + (Math.floor(digit) % 26))).join('');
}
