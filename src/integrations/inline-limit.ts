/**
 * Which built files Astro and Vite write into the page instead of beside it (vite `build.assetsInlineLimit`).
 * The default, under 4 KB, holds, but for the drawing script of the first screen (src/islands/first-screen/
 * DrawingScript.astro): it is the first screen's own script, so it comes with the page rather than a request later,
 * up to FIRST_SCREEN_SCRIPT_LIMIT bytes (raw; 12.9 KB, 4.0 KB brotli now). Astro inlines a page script only when it
 * imports nothing, which first-cards.ts keeps to; `npm run bench:size` fails a page that loads it by address.
 */

/** Vite's default limit for every other file. */
const DEFAULT_LIMIT = 4096;
/** The largest drawing script written into the page. */
const FIRST_SCREEN_SCRIPT_LIMIT = 16384;

/** Whether the built file at `path` with `content` goes into the page (vite `build.assetsInlineLimit`). */
export function assetsInlineLimit(path: string, content: Buffer): boolean {
  const limit = /DrawingScript\.astro_astro_type_script/.test(path) ? FIRST_SCREEN_SCRIPT_LIMIT : DEFAULT_LIMIT;
  return content.length < limit;
}
