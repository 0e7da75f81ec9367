/**
 * Writes dist/sw.js at the end of the build: src/sw/sw.ts compiled to JavaScript, preceded by its MANIFEST
 * (the precache list of this build and a version that changes whenever any precached byte does).
 * The precache list holds every page, the styles and scripts the pages load (their static imports included),
 * the manifest, icons and the offline page, and the chunks the shell chunk loads later by import() (the status
 * chrome, the chat); other chunks only reached by a dynamic import() (Firebase, pagefind's loader) are left to the
 * run-time cache. The operations console (/admin/) is never precached: a doctor's
 * device downloads none of its bytes.
 */
import { isConsoleFile } from '../shared/delivery/console-csp.ts';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { routeRegex } from '../shared/delivery/rewrites.ts';
import { ENDPOINTS, type Endpoint } from '../shared/contract/endpoints.ts';
import { ROUTES } from '../shared/routes.ts';

/** The MANIFEST the worker reads. */
export interface SwManifest {
  version: string;
  precache: string[];
  shells: [string, string][];
  offline: string;
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

const ASSET_REF = /\/_astro\/[\w.-]+\.(?:js|css)/g;
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;

/** The /_astro/ files the pages load, with the static imports of those scripts. */
function loadedAssets(dist: string, htmlFiles: readonly string[]): string[] {
  const found = new Set<string>();
  const queue = htmlFiles.flatMap((file) => readFileSync(join(dist, file), 'utf8').match(ASSET_REF) ?? []);
  while (queue.length > 0) {
    const asset = queue.pop() ?? '';
    if (found.has(asset) || !existsSync(join(dist, asset))) continue;
    found.add(asset);
    if (!asset.endsWith('.js')) continue;
    const code = readFileSync(join(dist, asset), 'utf8');
    for (const [, name] of code.matchAll(STATIC_IMPORT)) queue.push(`/_astro/${name}`);
    // The shell's later loads (status chrome, chat) belong to every page's offline use.
    if (asset.startsWith('/_astro/shell.'))
      for (const [, name] of code.matchAll(DYNAMIC_IMPORT)) queue.push(`/_astro/${name}`);
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
  const wanted = [...html, ...loadedAssets(dist, html), ...extra.filter((f) => files.includes(f))];
  const hash = createHash('sha256');
  for (const file of wanted) hash.update(file).update(readFileSync(join(dist, file)));
  const precache = [...new Set(wanted.map(pageUrl))];
  return {
    version: hash.digest('hex').slice(0, 12),
    precache,
    shells: routeShells(),
    offline: '/offline/',
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
