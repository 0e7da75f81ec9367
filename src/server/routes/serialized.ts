/**
 * Answers turned into JSON bytes once and sent as they are: an answer that is the same for every member (a cached
 * catalogue list, an article page, a search) is serialised when it is cached, not again on every call
 * (docs/PERFORMANCE.md: JSON.stringify of a 13 KB answer costs about 40 µs, more than the rest of the call), and
 * its brotli and gzip forms are made once too (plugins/compress.ts, `compressOnce`).
 */
import { compressOnce } from '../plugins/compress.ts';

/** The UTF-8 JSON of an answer of type A. */
export class SerializedAnswer<A> {
  /** The answer as UTF-8 JSON bytes; never modified, so it can be sent and compressed any number of times. */
  readonly body: Buffer;

  /** Serialises `answer` once. */
  constructor(answer: A) {
    this.body = compressOnce(Buffer.from(JSON.stringify(answer)));
  }
}

/** Serialises an answer once, for a cache to hold. */
export const serialized = <A>(answer: A): SerializedAnswer<A> => new SerializedAnswer(answer);
