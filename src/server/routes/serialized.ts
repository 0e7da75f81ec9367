/**
 * Answers turned into JSON bytes once and sent as they are: an answer that is the same for every member (a cached
 * catalogue list, an article page, a search) is serialised when it is cached, not again on every call
 * (docs/PERFORMANCE.md: JSON.stringify of a 13 KB answer costs about 40 µs, more than the rest of the call), and
 * its brotli and gzip forms are made once too (plugins/compress.ts, `compressOnce`).
 */
import type { Paged } from '../../shared/contract/entities.ts';
import { ok, type Ok } from '../../shared/envelope.ts';
import { compressOnce } from '../plugins/compress.ts';

/** The UTF-8 JSON of an answer of type A. */
export class SerializedAnswer<A> {
  /** The answer as UTF-8 JSON bytes; never modified, so it can be sent and compressed any number of times. */
  readonly body: Buffer;
  /** Marks the answer type (the body alone does not name it). */
  declare readonly answer?: A;

  /** Takes the JSON bytes of an answer of type A (`serialized` and `serializedPage` make them). */
  constructor(body: Buffer) {
    this.body = compressOnce(body);
  }
}

/** Serialises an answer once, for a cache to hold. */
export const serialized = <A>(answer: A): SerializedAnswer<A> =>
  new SerializedAnswer<A>(Buffer.from(JSON.stringify(answer)));

/** Where the items go in the JSON of `ok({ result: [], page, hasMore })`. */
const EMPTY_RESULT = '"result":[]';

/**
 * The answer `ok({ result, page, hasMore })` of a page whose items are JSON already (each one item's bytes, as the
 * article index holds them), joined as they are instead of parsed and serialised again.
 */
export function serializedPage<T>(
  items: readonly Buffer[],
  page: number,
  hasMore: boolean,
): SerializedAnswer<Ok<Paged<T>>> {
  const text = JSON.stringify(ok({ result: [], page, hasMore }));
  const at = text.indexOf(EMPTY_RESULT) + EMPTY_RESULT.length - 1;
  const parts: Buffer[] = [Buffer.from(text.slice(0, at))];
  items.forEach((item, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(item);
  });
  parts.push(Buffer.from(text.slice(at)));
  return new SerializedAnswer<Ok<Paged<T>>>(Buffer.concat(parts));
}

const COMMA = Buffer.from(',');
