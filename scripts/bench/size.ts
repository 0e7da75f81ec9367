/**
 * `npm run bench:size`: for every route of the route table, the brotli and gzip bytes of the HTML, CSS and
 * JavaScript a first visit loads (islands and their static imports followed; lazy `import()` and islands hydrated on
 * interaction (`client:focus`) not counted),
 * whether anything render-blocking sits in <head>, against the budgets of DESIGN §6; and that no doctor page loads
 * any byte of the operations console (console-apart.ts). Exits 1 on a miss.
 * Needs a built site in dist/ (it builds one when missing or stale).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { staticClosure } from '../../src/integrations/module-preload.ts';
import { ROUTES } from '../../src/shared/routes.ts';
import { buildSiteIfNeeded } from '../lib/build-site.ts';
import { consoleApart } from './console-apart.ts';

const KB = 1024;
/** DESIGN §6 budgets, brotli bytes. */
export const BUDGETS = { memberJs: 75 * KB, contentJs: 0, cssTotal: 15 * KB, html: 14 * KB } as const;
/** Public pages that must work with zero JavaScript. */
const CONTENT_PAGES = ['/privacy/', '/terms/', '/disclaimer/', '/404.html'];

const dist = buildSiteIfNeeded();
const brotli = (data: Buffer) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const gzip = (data: Buffer) => gzipSync(data, { level: 9 }).length;
const read = (url: string) => readFileSync(join(dist, url.split('?')[0] ?? url));

/** Measures one page: its HTML file and everything it loads on first visit. */
function measure(htmlPath: string) {
  const html = readFileSync(join(dist, htmlPath));
  const text = html.toString();
  const head = text.slice(0, Math.max(0, text.indexOf('</head>')));
  const css = [...text.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');
  const scripts = [...text.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? '');
  // Islands hydrated on interaction (`client:focus`) load nothing on a first visit.
  const islands = [...text.matchAll(/<astro-island\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !tag.includes('client="focus"'))
    .flatMap((tag) => [...tag.matchAll(/(?:component|renderer)-url="([^"]+)"/g)].map((m) => m[1] ?? ''));
  const js = staticClosure(
    dist,
    [...scripts, ...islands].filter((u) => u.startsWith('/')),
  );
  const blocking = [...head.matchAll(/<script(?![^>]*\b(?:async|defer|type="module")\b)[^>]*\bsrc=/g)].length;
  const sum = (urls: string[], f: (b: Buffer) => number) => urls.reduce((n, u) => n + f(read(u)), 0);
  return {
    page: htmlPath,
    html: { br: brotli(html), gz: gzip(html) },
    css: { br: sum(css, brotli), gz: sum(css, gzip), files: css },
    js: { br: sum(js, brotli), gz: sum(js, gzip), files: js.length, urls: js },
    blockingScripts: blocking,
  };
}

const pages = [...new Set(ROUTES.map((r) => `${r.shell}index.html`)), '/404.html']
  .map((p) => p.replace(/^\/index\.html$/, '/index.html'))
  .filter((p) => existsSync(join(dist, p)));
const missing = ROUTES.filter((r) => !existsSync(join(dist, r.shell, 'index.html'))).map((r) => r.pattern);
const results = pages.map(measure);
const allCss = new Set(results.flatMap((r) => r.css.files));
const cssTotal = [...allCss].reduce((n, u) => n + brotli(read(u)), 0);
const failures: string[] = [];
const kb = (n: number) => (n / KB).toFixed(1).padStart(6);

console.log(
  'page'.padEnd(34),
  'HTML br/gz KB'.padStart(15),
  'CSS br/gz KB'.padStart(15),
  'JS br/gz KB'.padStart(15),
  ' blocking',
);
for (const r of results) {
  // /privacy/ itself, not /privacy/member/ (the member twin runs the member shell's scripts).
  const content = CONTENT_PAGES.some((p) => r.page === p || r.page === `${p}index.html`);
  const jsBudget = content ? BUDGETS.contentJs : BUDGETS.memberJs;
  if (r.js.br > jsBudget) failures.push(`${r.page}: JS ${kb(r.js.br)} KB > ${kb(jsBudget)} KB`);
  if (r.html.br > BUDGETS.html) failures.push(`${r.page}: HTML ${kb(r.html.br)} KB > 14 KB`);
  if (r.blockingScripts > 0) failures.push(`${r.page}: ${r.blockingScripts} render-blocking script(s) in <head>`);
  console.log(
    r.page.padEnd(34),
    `${kb(r.html.br)}/${kb(r.html.gz)}`,
    ` ${kb(r.css.br)}/${kb(r.css.gz)}`,
    ` ${kb(r.js.br)}/${kb(r.js.gz)}`,
    `   ${r.blockingScripts}`,
  );
}
if (cssTotal > BUDGETS.cssTotal) failures.push(`CSS total ${kb(cssTotal)} KB > 15 KB`);
// The operations console (/admin/): measured apart; no doctor page may load any of it.
const consolePage = existsSync(join(dist, 'admin/index.html')) ? measure('/admin/index.html') : undefined;
const apart = consoleApart(
  dist,
  consolePage ? [...consolePage.js.urls, ...consolePage.css.files] : [],
  results.map((r) => ({ page: r.page, files: [...r.js.urls, ...r.css.files] })),
);
failures.push(...apart.failures);
if (consolePage)
  console.log(
    `\nConsole /admin/ (not a doctor route): JS ${kb(consolePage.js.br)} KB, CSS ${kb(consolePage.css.br)} KB brotli; ` +
      `${apart.consoleFiles.length} file(s) of its own (${apart.consoleKb.toFixed(1)} KB raw), none loaded by a doctor page.`,
  );
// A site built with NODE_ENV other than production carries React's development build (and no service worker).
const jsFiles = [...new Set(results.flatMap((r) => r.js.urls))];
if (jsFiles.some((url) => read(url).includes('react-devtools')))
  failures.push('React development build in dist/ (build with NODE_ENV=production)');
console.log(
  `\nCSS in total (brotli): ${kb(cssTotal)} KB; budgets: JS ≤ 75 KB on member routes, 0 on content pages; CSS ≤ 15 KB; HTML ≤ 14 KB.`,
);
if (missing.length > 0) console.log(`Routes without a built shell yet: ${missing.join(', ')}`);
if (failures.length > 0) {
  console.error(`\nBudget missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('All budgets met.');
