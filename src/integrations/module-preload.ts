/**
 * Writes `<link rel="modulepreload" fetchpriority="low">` into each member page for what the islands it hydrates at
 * once (`client:load` / `client:only`) import: React, the shell and the page's area chunk
 * (src/integrations/chunk-groups.ts). Without it the browser finds each level only after the one above has arrived
 * (island → area → shell), a round trip per level before the island can ask the API for its data; with it every
 * file is requested while the HTML is parsed. Islands hydrated later (`client:idle`, `client:later`, `client:focus`) are left to
 * load when they hydrate. It also has every page load its module scripts once it has painted.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from './service-worker.ts';

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+)["']/g;

/** The chunks `entries` import statically, the entries first, each once (paths as the page links them). */
export function staticClosure(dist: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.shift() ?? '';
    if (seen.has(url) || !existsSync(join(dist, url))) continue;
    seen.add(url);
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    for (const match of readFileSync(join(dist, url), 'utf8').matchAll(STATIC_IMPORT)) {
      queue.push(base + (match[1] ?? '').slice(2));
    }
  }
  return [...seen];
}

/**
 * Member pages (MemberLayout's `<body class="member">`): their main content comes from the island's first API call,
 * so the sooner its code is in, the sooner the page is complete. Login and verify show their text and form as
 * static HTML; preloading their islands' code would only compete with that first screen.
 */
const MEMBER_PAGE = /<body\b[^>]*\bclass="(?:[^"]*\s)?member(?:\s[^"]*)?"/;

/** The component and renderer files of the islands of `html` that hydrate on load (or render only on the client). */
export function eagerIslandFiles(html: string): string[] {
  return [...html.matchAll(/<astro-island\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\bclient="(load|only)"/.test(tag))
    .flatMap((tag) => [...tag.matchAll(/\b(?:component|renderer)-url="(\/[^"]+)"/g)].map((m) => m[1] ?? ''));
}

/**
 * A member page with the preload links before `</head>` (unchanged when it hydrates nothing at once). The islands'
 * own files and the renderer are not preloaded: Astro's island script requests them as it meets the island, and
 * preloading them too made the islands hydrate while the browser still had the rest of the first screen to paint.
 * All of it is fetched at low priority: none of it is needed for the first paint (the stylesheet and the logo
 * are), and Chrome then fetches the stylesheet first.
 */
function withModulePreloads(dist: string, html: string): string {
  const islands = MEMBER_PAGE.test(html) ? eagerIslandFiles(html) : [];
  const files = staticClosure(dist, islands).filter((file) => !islands.includes(file));
  if (files.length === 0 || html.includes('rel="modulepreload"')) return html;
  // The biggest first (React): it takes longest, so it should start first.
  const bySize = files
    .map((url) => ({ url, size: readFileSync(join(dist, url)).length }))
    .sort((a, b) => b.size - a.size);
  const links = bySize.map(({ url }) => `<link rel="modulepreload" href="${url}" fetchpriority="low">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/** A module script the page loads by address (Astro writes processed scripts so). */
const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/**
 * The page's module scripts by address (the layout script: status chrome and the shell's buttons, which imports
 * React's file) asked for once the page has painted, by an inline module that imports each from a task queued in the
 * next frame: none of it is needed for the first paint, and a file asked for while the page is parsed may run before
 * that paint (a repeat visit has React's file at once) or share the line with the stylesheet and the largest image.
 */
function withScriptsAfterPaint(html: string): string {
  return html.replace(
    MODULE_SCRIPT,
    (_, src: string) =>
      `<script type="module">requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(src)})))</script>`,
  );
}

/**
 * Adds the preload links to every page of `dist` and has it load its module scripts after its first paint; returns how
 * many pages changed.
 */
export function addModulePreloads(dist: string): number {
  let pages = 0;
  for (const file of listFiles(dist).filter((name) => name.endsWith('.html'))) {
    const path = join(dist, file);
    const html = readFileSync(path, 'utf8');
    const next = withScriptsAfterPaint(withModulePreloads(dist, html));
    if (next === html) continue;
    writeFileSync(path, next);
    pages += 1;
  }
  return pages;
}
