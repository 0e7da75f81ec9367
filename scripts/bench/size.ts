/**
 * `npm run bench:size`: for every route of the route table, the brotli and gzip bytes of the HTML, CSS and
 * JavaScript a first visit loads (islands and their static imports followed; lazy `import()` and islands hydrated on
 * interaction (`client:focus`) not counted),
 * whether anything render-blocking sits in <head>, against the budgets of DESIGN §6; and that no doctor page loads
 * any byte of the operations console (console-apart.ts). Every language's pages are measured apart (English at /,
 * Hindi under /hi/, Nepali under /ne/: docs/LANGUAGES.md), each against the same budgets. Exits 1 on a miss.
 * Needs a built site in dist/ (it builds one when missing or stale).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { staticClosure } from '../../src/integrations/module-preload.ts';
import { LANGUAGES } from '../../src/shared/messages/languages.ts';
import { languagePrefix, ROUTES } from '../../src/shared/routes.ts';
import { buildSiteIfNeeded } from '../lib/build-site.ts';
import { consoleApart } from './console-apart.ts';

const KB = 1024;
const ROOT = resolve(import.meta.dirname, '../..');
/** DESIGN §6 budgets, brotli bytes. */
export const BUDGETS = {
  memberJs: 75 * KB,
  contentJs: 0,
  cssTotal: 15 * KB,
  html: 14 * KB,
  consoleJs: 130 * KB,
} as const;
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
  // Scripts by address, and those an inline module imports once the page has painted (module-preload.ts).
  const scripts = [
    ...text.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...text.matchAll(/<script type="module">[^<]*?\bimport\("([^"]+)"\)/g),
  ].map((m) => m[1] ?? '');
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
    // The first screen's drawing script comes with the page (src/integrations/inline-limit.ts), not by address.
    drawingScriptByAddress: scripts.some((url) => /\/DrawingScript\.astro_astro_type_script/.test(url)),
  };
}

/**
 * Writes docs/results/size.md: the brotli KB of every page in every language, as this run measured them (the
 * figures the docs cite; no date, so a run that changes nothing changes no file). Only from a complete build.
 */
function writeFigures(): void {
  if (missing.length > 0) return;
  const languages = LANGUAGES.map((language) => languagePrefix(language) || 'en');
  const label = (language: string) => language.replace(/\//g, '');
  const kb1 = (n: number | undefined) => (n === undefined ? '–' : (n / KB).toFixed(1));
  const rows = [...figures.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([page, row]) => {
      const en = row.get('en');
      const js = languages.map((language) => kb1(row.get(language)?.js));
      return `| ${page.replace(/index\.html$/, '')} | ${kb1(en?.html)} | ${kb1(en?.css)} | ${js.join(' | ')} |`;
    });
  const text = [
    '# First-visit bytes per page',
    '',
    'Written by `npm run bench:size` (part of `npm test`) from the built site; do not edit by hand. Brotli KB of the',
    'HTML, the CSS and the JavaScript a first visit loads (islands and their static imports; lazy chunks not counted),',
    'per language. Budgets (DESIGN §6): JavaScript ≤ 75 KB on member routes and 0 on content pages, CSS ≤ 15 KB, HTML',
    '≤ 14 KB.',
    '',
    ...languages.map((language) => {
      const pages = [...figures.values()].map((row) => row.get(language)).filter((f) => f !== undefined);
      const largest = (key: 'html' | 'css' | 'js') => kb1(Math.max(0, ...pages.map((f) => f[key])));
      return `- ${label(language)}: largest JavaScript ${largest('js')} KB, HTML ${largest('html')} KB, CSS ${largest('css')} KB`;
    }),
    '',
    `| Page | HTML (en) | CSS (en) | ${languages.map((language) => `JS (${label(language)})`).join(' | ')} |`,
    `|---|---:|---:|${languages.map(() => '---:').join('|')}|`,
    ...rows,
    '',
  ].join('\n');
  mkdirSync(join(ROOT, 'docs/results'), { recursive: true });
  writeFileSync(join(ROOT, 'docs/results/size.md'), text);
  console.log('\nFigures written to docs/results/size.md.');
}

const failures: string[] = [];
const kb = (n: number) => (n / KB).toFixed(1).padStart(6);
/** Every language's measured pages (for the console check). */
const everyPage: ReturnType<typeof measure>[] = [];
/** Every language's missing shells. */
const missing: string[] = [];
/** Brotli KB by page (without its language prefix) and language, for docs/results/size.md. */
const figures = new Map<string, Map<string, { html: number; css: number; js: number }>>();

/** Measures one language's pages against the budgets; prints its table. */
function benchLanguage(prefix: string): void {
  const pages = [...new Set(ROUTES.map((r) => `${prefix}${r.shell}index.html`)), `${prefix}/404.html`].filter((p) =>
    existsSync(join(dist, p)),
  );
  missing.push(
    ...ROUTES.filter((r) => !existsSync(join(dist, prefix, r.shell, 'index.html'))).map((r) => prefix + r.pattern),
  );
  const results = pages.map(measure);
  everyPage.push(...results);
  const allCss = new Set(results.flatMap((r) => r.css.files));
  const cssTotal = [...allCss].reduce((n, u) => n + brotli(read(u)), 0);
  console.log(`\n${prefix || '(English)'}`);
  console.log(
    'page'.padEnd(34),
    'HTML br/gz KB'.padStart(15),
    'CSS br/gz KB'.padStart(15),
    'JS br/gz KB'.padStart(15),
    ' blocking',
  );
  for (const r of results) {
    // /privacy/ itself, not /privacy/member/ (the member twin runs the member shell's scripts).
    const page = r.page.slice(prefix.length);
    const content = CONTENT_PAGES.some((p) => page === p || page === `${p}index.html`);
    const jsBudget = content ? BUDGETS.contentJs : BUDGETS.memberJs;
    if (r.js.br > jsBudget) failures.push(`${r.page}: JS ${kb(r.js.br)} KB > ${kb(jsBudget)} KB`);
    if (r.html.br > BUDGETS.html) failures.push(`${r.page}: HTML ${kb(r.html.br)} KB > 14 KB`);
    if (r.blockingScripts > 0) failures.push(`${r.page}: ${r.blockingScripts} render-blocking script(s) in <head>`);
    if (r.drawingScriptByAddress)
      failures.push(`${r.page}: the drawing script is loaded by address, not written into the page (inline-limit.ts)`);
    const row = figures.get(page) ?? new Map();
    row.set(prefix || 'en', { html: r.html.br, css: r.css.br, js: r.js.br });
    figures.set(page, row);
    console.log(
      r.page.padEnd(34),
      `${kb(r.html.br)}/${kb(r.html.gz)}`,
      ` ${kb(r.css.br)}/${kb(r.css.gz)}`,
      ` ${kb(r.js.br)}/${kb(r.js.gz)}`,
      `   ${r.blockingScripts}`,
    );
  }
  const member = results.filter((r) => r.js.br > 0).map((r) => r.js.br);
  console.log(
    `${prefix || '(English)'}: largest member-route JS ${kb(Math.max(0, ...member))} KB, CSS in total ${kb(cssTotal)} KB (brotli)`,
  );
  if (cssTotal > BUDGETS.cssTotal) failures.push(`${prefix || '(English)'}: CSS total ${kb(cssTotal)} KB > 15 KB`);
}

for (const language of LANGUAGES) {
  const prefix = languagePrefix(language);
  if (prefix === '' || existsSync(join(dist, prefix))) benchLanguage(prefix);
}
// The operations console (/admin/): measured apart; no doctor page may load any of it.
const consolePage = existsSync(join(dist, 'admin/index.html')) ? measure('/admin/index.html') : undefined;
const apart = consoleApart(
  dist,
  consolePage ? [...consolePage.js.urls, ...consolePage.css.files] : [],
  everyPage.map((r) => ({ page: r.page, files: [...r.js.urls, ...r.css.files] })),
);
failures.push(...apart.failures);
if (consolePage && consolePage.js.br > BUDGETS.consoleJs)
  failures.push(`/admin/: console JS ${kb(consolePage.js.br)} KB > 130 KB (issue 41)`);
if (consolePage)
  console.log(
    `\nConsole /admin/ (not a doctor route): JS ${kb(consolePage.js.br)} KB, CSS ${kb(consolePage.css.br)} KB brotli; ` +
      `${apart.consoleFiles.length} file(s) of its own (${apart.consoleKb.toFixed(1)} KB raw), none loaded by a doctor page.`,
  );
// A site built with NODE_ENV other than production carries React's development build (and no service worker).
const jsFiles = [...new Set(everyPage.flatMap((r) => r.js.urls))];
if (jsFiles.some((url) => read(url).includes('react-devtools')))
  failures.push('React development build in dist/ (build with NODE_ENV=production)');
writeFigures();
console.log(
  `\nBudgets, per language: JS ≤ 75 KB on member routes, 0 on content pages; CSS ≤ 15 KB; HTML ≤ 14 KB. Console JS ≤ 130 KB.`,
);
if (missing.length > 0) console.log(`Routes without a built shell yet: ${missing.join(', ')}`);
if (failures.length > 0) {
  console.error(`\nBudget missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('All budgets met.');
