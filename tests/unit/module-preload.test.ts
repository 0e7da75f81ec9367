/**
 * The build step that preloads, at low priority, what a page's eager islands import and loads module scripts after
 * the first paint (on a small fake dist/).
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { addModulePreloads, eagerIslandFiles, staticClosure } from '../../src/integrations/module-preload.ts';
import { tempTree } from './helpers/temp-tree.ts';

const island = (client: string, component: string) =>
  `<astro-island component-url="/_astro/${component}" renderer-url="/_astro/client.js" ssr client="${client}"></astro-island>`;

const FILES: Record<string, string> = {
  '_astro/react.js': `var r=1;${'export{r};'.repeat(50)}`,
  '_astro/client.js': 'import{r}from"./react.js";export default r;',
  '_astro/shell.js': 'import{r as e}from"./react.js";export{e as s};',
  '_astro/content.js': 'import{s}from"./shell.js";import"./react.js";export{s as c};',
  '_astro/List.js':
    'import{c}from"./content.js";import{r}from"./react.js";const l=()=>import("./Lazy.js");export default c;',
  '_astro/Lazy.js': 'export default 1;',
  '_astro/Search.js': 'import{s}from"./shell.js";export default s;',
  '_astro/PageStatus.js': 'import"./boot.js";',
  '_astro/boot.js': 'export{};',
  'articles/index.html':
    `<html><head><title>A</title></head><body class="member">${island('focus', 'Search.js')}${island('load', 'List.js')}` +
    '<script type="module" src="/_astro/PageStatus.js"></script></body></html>',
  'privacy/index.html': '<html><head><title>P</title></head><body><main>Text</main></body></html>',
  'index.html':
    `<html><head><title>L</title></head><body class="public">${island('load', 'List.js')}` +
    '<script type="module" src="/_astro/PageStatus.js"></script></body></html>',
};

let dist: string;

beforeEach(() => {
  dist = tempTree('portal-preload-', FILES);
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

it('follows static imports only, each file once', () => {
  expect(staticClosure(dist, ['/_astro/List.js']).sort()).toEqual([
    '/_astro/List.js',
    '/_astro/content.js',
    '/_astro/react.js',
    '/_astro/shell.js',
  ]);
});

it('takes the islands that hydrate on load, not those hydrated on focus', () => {
  expect(eagerIslandFiles(readFileSync(join(dist, 'articles/index.html'), 'utf8'))).toEqual([
    '/_astro/List.js',
    '/_astro/client.js',
  ]);
});

/** The inline module that asks for `src` in a task queued from the next frame (after its paint). */
const AFTER_PAINT = (src: string) =>
  `<script type="module">requestAnimationFrame(()=>setTimeout(()=>import("${src}")))</script>`;

it('preloads the imports of a member page eager island at low priority, biggest first; scripts after the paint', () => {
  expect(addModulePreloads(dist)).toBe(2);
  const html = readFileSync(join(dist, 'articles/index.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low">/g)].map(
    (m) => m[1],
  );
  expect(preloaded).toEqual(['/_astro/react.js', '/_astro/content.js', '/_astro/shell.js']);
  expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  expect(html).toContain(AFTER_PAINT('/_astro/PageStatus.js'));
  expect(html).not.toContain('src="/_astro/PageStatus.js"');
  expect(readFileSync(join(dist, 'privacy/index.html'), 'utf8')).toBe(FILES['privacy/index.html']);
});

it('preloads nothing on the login page (its first screen is static HTML); its script comes after the paint', () => {
  addModulePreloads(dist);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  expect(html).not.toContain('modulepreload');
  expect(html).toContain(AFTER_PAINT('/_astro/PageStatus.js'));
});

it('leaves a page alone the second time', () => {
  addModulePreloads(dist);
  expect(addModulePreloads(dist)).toBe(0);
});
