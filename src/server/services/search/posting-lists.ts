/**
 * Sorted lists of article places (0 = the newest article, services/search/article-index.ts) and the set operations of
 * a full-text query on them: any of several lists (`|`) and all of them (`&`), the latter stopping at a limit.
 */

/** A sorted list of distinct places, ascending. */
export type Places = Int32Array;

const EMPTY: Places = new Int32Array(0);

/** The places in any of the lists (one list is returned as it is, not copied). */
export function anyOf(lists: readonly Places[]): Places {
  const nonEmpty = lists.filter((list) => list.length > 0);
  if (nonEmpty.length === 0) return EMPTY;
  if (nonEmpty.length === 1) return nonEmpty[0] as Places;
  let total = 0;
  for (const list of nonEmpty) total += list.length;
  const all = new Int32Array(total);
  let at = 0;
  for (const list of nonEmpty) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  let kept = 0;
  for (let i = 0; i < all.length; i += 1) {
    if (i === 0 || all[i] !== all[i - 1]) all[kept++] = all[i] as number;
  }
  return all.subarray(0, kept);
}

/** The first place of a sorted list at or after `from` whose value is not below `value` (galloping search). */
function seek(list: Places, from: number, value: number): number {
  let step = 1;
  let low = from;
  let high = from;
  while (high < list.length && (list[high] as number) < value) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  high = Math.min(high, list.length);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first `limit` places (the smallest) found in every list: the shortest list is walked, the others sought in. */
export function allOf(lists: readonly Places[], limit = Number.POSITIVE_INFINITY): Places {
  if (lists.length === 0) return EMPTY;
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length) as [Places, ...Places[]];
  if (others.length === 0) return limit < shortest.length ? shortest.subarray(0, limit) : shortest;
  const found: number[] = [];
  const cursors = others.map(() => 0);
  walk: for (let i = 0; i < shortest.length && found.length < limit; i += 1) {
    const value = shortest[i] as number;
    for (let o = 0; o < others.length; o += 1) {
      const list = others[o] as Places;
      const at = seek(list, cursors[o] as number, value);
      cursors[o] = at;
      if (at >= list.length) break walk;
      if (list[at] !== value) continue walk;
    }
    found.push(value);
  }
  return Int32Array.from(found);
}
