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

/** The first `limit` places found in both sorted lists: a merge, or a galloping search when one is much shorter. */
function bothOf(shorter: Places, longer: Places, limit: number): Places {
  const found = new Int32Array(Math.min(shorter.length, limit));
  let count = 0;
  let j = 0;
  const gallop = longer.length > shorter.length * 16;
  for (let i = 0; i < shorter.length && count < found.length; i += 1) {
    const value = shorter[i] as number;
    if (gallop) j = seek(longer, j, value);
    else while (j < longer.length && (longer[j] as number) < value) j += 1;
    if (j >= longer.length) break;
    if (longer[j] === value) found[count++] = value;
  }
  return found.subarray(0, count);
}

/** The first `limit` places (the smallest) found in every list, the shortest lists first. */
export function allOf(lists: readonly Places[], limit = Number.POSITIVE_INFINITY): Places {
  if (lists.length === 0) return EMPTY;
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length) as [Places, ...Places[]];
  let result = shortest;
  others.forEach((list, at) => {
    result = bothOf(result, list, at === others.length - 1 ? limit : Number.POSITIVE_INFINITY);
  });
  return limit < result.length ? result.subarray(0, limit) : result;
}
