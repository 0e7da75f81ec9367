/**
 * Answers turned into JSON once and sent as they are: an answer that is the same for every member (a cached
 * catalogue list, an article page, a search) is serialised when it is cached, not again on every call
 * (docs/PERFORMANCE.md: JSON.stringify of a 13 KB answer costs about 40 µs, more than the rest of the call).
 */

/** The JSON text of an answer of type A. */
export class SerializedAnswer<A> {
  /** The answer as JSON. */
  readonly json: string;

  /** Serialises `answer` once. */
  constructor(answer: A) {
    this.json = JSON.stringify(answer);
  }
}

/** Serialises an answer once, for a cache to hold. */
export const serialized = <A>(answer: A): SerializedAnswer<A> => new SerializedAnswer(answer);
