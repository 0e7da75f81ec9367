/**
 * How ofetch reads a JSON answer: the build puts this module in place of ofetch's parser, destr (astro.config.mjs,
 * vitest.config.ts), which is larger than the whole of it. Like destr, it answers a text that is not JSON as it is,
 * and keeps no "__proto__" key, nor a "constructor" key holding a "prototype", however the answer spells them.
 */

/** A text whose keys could spell "__proto__" or "constructor", directly or through \u escapes. */
const SUSPECT = /__proto__|constructor|\\u/;

/** JSON.parse's reviver that leaves out the keys that could pollute a prototype once the object is merged. */
function withoutPollutingKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') return undefined;
  if (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value) return undefined;
  return value;
}

/** The parsed answer, or the text itself when it is not JSON (an empty body, a proxy's error page). */
export default function parseJsonText(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return SUSPECT.test(text) ? JSON.parse(text, withoutPollutingKeys) : JSON.parse(text);
  } catch {
    return text;
  }
}
