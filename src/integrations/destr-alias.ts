/**
 * ofetch's JSON parser, destr, replaced by src/api/json-text.ts in the build and in the tests that run the API client:
 * the same answers for JSON and for text that is not, in a fraction of the bytes (docs/PERFORMANCE.md).
 */
import { fileURLToPath } from 'node:url';

/** The Vite alias that resolves `destr` (ofetch's only import of it) to our parser. */
export const DESTR_ALIAS = {
  find: /^destr$/,
  replacement: fileURLToPath(new URL('../api/json-text.ts', import.meta.url)),
};
