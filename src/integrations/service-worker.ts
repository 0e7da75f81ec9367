/**
 * Writes dist/sw.js at the end of the build: src/sw/sw.ts compiled to JavaScript, preceded by its MANIFEST
 * (the precache list of this build and a version that changes whenever any precached byte does).
 * The precache list holds every page, the styles and scripts the pages load (their static imports included),
 * the manifest, icons and the offline page, and the chunks those scripts load later by import() (the status chrome,
 * the chat, the order forms, the Privacy section of /settings): a page seen offline must not fail on a part it loads
 * late. Only the chunks of RUNTIME_ONLY (Firebase, the tag loader, pagefind's loader) are left to the run-time
 * cache. The operations console (/admin/) is never precached: a doctor's
 * device downloads none of its bytes. The list is kept per language (docs/LANGUAGES.md): a worker told Hindi (its
 * first address `/sw.js?lang=hi`, then the pages' LANGUAGE messages) precaches /hi/ and its scripts only, so a
 * device never downloads all three.
 */
import { isConsoleFile } from '../delivery/console-csp.ts';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { routeRegex } from '../delivery/rewrites.ts';
import { ENDPOINTS, type Endpoint } from '../shared/contract/endpoints.ts';
import { LANGUAGES, type Language } from '../shared/messages/languages.ts';
import { languagePrefix, ROUTES, splitLanguage } from '../shared/routes.ts';

/** The MANIFEST the worker reads. */
export interface SwManifest {
  version: string;
  /** Per language: its pages, the styles and scripts they load, and the files every language shares. */
  precache: Record<Language, string[]>;
  shells: [string, string][];
  /** The offline page inside a language (its prefix added by the worker). */
  offline: string;
  /** Each language's address prefix ('' for English). */
  prefixes: Record<Language, string>;
  apiBase: string;
  reads: string[];
}

/** Every file under a folder, as site paths (`/home/index.html`). */
export function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return listFiles(full, root);
    return [`/${relative(root, full).split(sep).join('/')}`];
  });
}

/** The address a page file is served at: `/home/index.html` → `/home/`, `/404.html` stays. */
function pageUrl(file: string): string {
  return file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
}

const ASSET_REF = /(?:\/(?:hi|ne))?\/_astro\/[\w.-]+\.(?:js|css)/g;
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;

/** Chunks loaded by import() that are not precached: third parties' code and the search's own loader. */
const RUNTIME_ONLY = ['push-firebase', 'firebase', 'analytics', 'tags', 'pagefind'];

/** The /_astro/ files the pages load, with the static and dynamic imports of those scripts (but RUNTIME_ONLY). */
function loadedAssets(dist: string, htmlFiles: readonly string[]): string[] {
  const found = new Set<string>();
  const queue = htmlFiles.flatMap((file) => readFileSync(join(dist, file), 'utf8').match(ASSET_REF) ?? []);
  while (queue.length > 0) {
    const asset = queue.pop() ?? '';
    if (found.has(asset) || !existsSync(join(dist, asset))) continue;
    found.add(asset);
    if (!asset.endsWith('.js')) continue;
    const code = readFileSync(join(dist, asset), 'utf8');
    const folder = asset.slice(0, asset.lastIndexOf('/') + 1);
    for (const [, name] of code.matchAll(STATIC_IMPORT)) queue.push(`${folder}${name}`);
    for (const [, name = ''] of code.matchAll(DYNAMIC_IMPORT))
      if (!RUNTIME_ONLY.some((prefix) => name.startsWith(prefix))) queue.push(`${folder}${name}`);
  }
  return [...found].sort();
}

/** [regex, shell] for every route (the same shapes as the CDN rewrites), most specific first. */
function routeShells(): [string, string][] {
  return ROUTES.map((route) => [routeRegex(route.pattern), route.shell]);
}

/** Builds the worker's manifest for a built site. */
function swManifest(dist: string, apiBase: string, extra: readonly string[]): SwManifest {
  const files = listFiles(dist);
  const html = files.filter((f) => f.endsWith('.html') && !f.startsWith('/pagefind/') && !isConsoleFile(f));
  const shared = extra.filter((f) => files.includes(f));
  const hash = createHash('sha256');
  const precache = Object.fromEntries(
    LANGUAGES.map((language) => {
      const pages = html.filter((f) => splitLanguage(f).language === language);
      const wanted = [...pages, ...loadedAssets(dist, pages), ...shared];
      for (const file of wanted) hash.update(file).update(readFileSync(join(dist, file)));
      return [language, [...new Set(wanted.map(pageUrl))]];
    }),
  ) as Record<Language, string[]>;
  return {
    version: hash.digest('hex').slice(0, 12),
    precache,
    shells: routeShells(),
    offline: '/offline/',
    prefixes: Object.fromEntries(LANGUAGES.map((l) => [l, languagePrefix(l)])) as Record<Language, string>,
    apiBase,
    reads: Object.values(ENDPOINTS as Record<string, Endpoint>)
      .filter((endpoint) => endpoint.saved)
      .map((endpoint) => endpoint.path),
  };
}

/** Compiles src/sw/sw.ts and writes dist/sw.js; returns the manifest. */
export function writeServiceWorker(
  dist: string,
  source: string,
  apiBase: string,
  extra: readonly string[],
): SwManifest {
  const manifest = swManifest(dist, apiBase, extra);
  const { outputText } = ts.transpileModule(readFileSync(source, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: true },
  });
  const body = outputText.replace(/^export \{\};?\s*$/m, '');
  writeFileSync(join(dist, 'sw.js'), `const MANIFEST = ${JSON.stringify(manifest)};\n${body}`);
  return manifest;
}
