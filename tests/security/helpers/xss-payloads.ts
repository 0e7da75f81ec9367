/**
 * The XSS corpus of issue 7 §8: the hand-written vectors of xss-vectors.ts, the cross products URL vectors × hostile
 * schemes and elements × event handlers, and fast-check mutations of all of them (mixed case, whitespace, NUL and
 * control characters inside keywords, other tag separators, namespace and raw-text wrappers, other ways to call the
 * reporting function). Deterministic: the same count always gives the same payloads.
 */
import fc from 'fast-check';
import { CLASSIC_VECTORS, ELEMENTS, HANDLERS, URL_SCHEMES, URL_VECTORS } from './xss-vectors.ts';
import { createRandom } from '../../../src/server/db/seed/random.ts';

/** One payload: its id (which the JavaScript it carries reports), the family it comes from and its text. */
export interface Payload {
  id: number;
  family: 'classic' | 'url' | 'handler' | 'mutated';
  text: string;
}

/** Ways a payload calls back: each reports the payload id through __xss or a dialog function the page watches. */
const CALLS: readonly ((id: number) => string)[] = [
  (id) => `__xss(${id})`,
  (id) => `alert(${id})`,
  (id) => `top.__xss(${id})`,
  (id) => `confirm(${id})`,
  (id) => `prompt(${id})`,
  (id) => `print(${id})`,
  (id) => `window['__xss'](${id})`,
  (id) => `self[\`__xss\`](${id})`,
  (id) => `eval('__xss(${id})')`,
  (id) => `setTimeout('__xss(${id})')`,
  (id) => `[${id}].map(__xss)`,
  (id) => `__xss\`${id}\``,
  (id) => `Function('__xss(${id})')()`,
  (id) => `parent.__xss(${id})`,
  (id) => `(0,__xss)(${id})`,
  (id) => `globalThis.__xss?.(${id})`,
];

/** Contexts a vector is wrapped in: namespaces (svg, math), raw-text and template elements, tables, attributes, links. */
const WRAPPERS: readonly ((inner: string) => string)[] = [
  (s) => s,
  (s) => `<p>${s}</p>`,
  (s) => `<svg>${s}</svg>`,
  (s) => `<math>${s}</math>`,
  (s) => `<svg><foreignObject>${s}</foreignObject></svg>`,
  (s) => `<math><mtext>${s}</mtext></math>`,
  (s) => `<table><tr><td>${s}</td></tr></table>`,
  (s) => `<table>${s}</table>`,
  (s) => `<noscript>${s}</noscript>`,
  (s) => `<template>${s}</template>`,
  (s) => `<select>${s}</select>`,
  (s) => `<textarea>${s}</textarea>`,
  (s) => `<style>${s}</style>`,
  (s) => `<title>${s}</title>`,
  (s) => `<!--${s}-->`,
  (s) => `<a href="https://ok.example/">${s}</a>`,
  (s) => `<div title="${s}">t</div>`,
  (s) => `<p title='${s}'>t</p>`,
  (s) => `<iframe srcdoc="${s.replace(/"/g, '&quot;')}"></iframe>`,
  (s) => `<ul><li>${s}</li></ul>`,
  (s) => `<blockquote><em>${s}</em></blockquote>`,
  (s) => `<h1>${s}</h1>`,
  (s) => `x</p>${s}<p>`,
];

/** What goes between a tag name and its first attribute. */
const SEPARATORS: readonly string[] = [' ', '/', '\t', '\n', '\r', '\x0c', ' /', '/\t', '  ', '\n\n'];

/** What is slipped into a keyword (script, javascript, onerror, …). */
const SPLITTERS: readonly string[] = [
  '\0',
  '\t',
  '\n',
  '\r',
  '\x01',
  '\x0b',
  ' ',
  '&#0;',
  '&#9;',
  '&#x0A;',
  '&Tab;',
  '\u200B',
  '\u00AD',
  '%00',
  '\uFEFF',
];

const KEYWORDS = /script|javascript|onerror|onload|onclick|svg|iframe|href|src|data|vbscript|style/gi;

function mixCase(text: string, mode: 'upper' | 'alternate' | 'lower-tags' | 'random', seed: number): string {
  let n = seed;
  let index = 0;
  // Only the markup outside the placeholder is changed: `§` has no case.
  return text.replace(/[a-z]/gi, (c) => {
    index += 1;
    if (mode === 'upper') return c.toUpperCase();
    if (mode === 'lower-tags') return c.toLowerCase();
    if (mode === 'alternate') return index % 2 === 0 ? c.toUpperCase() : c.toLowerCase();
    n = (n * 1103515245 + 12345) % 2147483648;
    return n % 2 === 0 ? c.toUpperCase() : c.toLowerCase();
  });
}

function splitKeyword(text: string, splitter: string, which: number): string {
  const hits = [...text.matchAll(KEYWORDS)];
  if (hits.length === 0) return text;
  const hit = hits[which % hits.length];
  if (!hit || hit.index === undefined) return text;
  const at = hit.index + Math.max(1, Math.floor(hit[0].length / 2));
  return text.slice(0, at) + splitter + text.slice(at);
}

/** A deterministic shuffle (the seed's mulberry32), so a reduced run still covers every scheme, vector, element and handler. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = createRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** URL vector × scheme templates (`§` still open). */
function urlTemplates(): string[] {
  return URL_VECTORS.flatMap((vector) => URL_SCHEMES.map((scheme) => vector.replace('¤', scheme)));
}

/** Element × handler templates. */
function handlerTemplates(): string[] {
  return ELEMENTS.flatMap((element) => HANDLERS.map((handler) => `<${element} ${handler}>x</${element}>`));
}

const mutation = (bases: readonly string[]) =>
  fc.record({
    base: fc.constantFrom(...bases),
    wrapper: fc.nat({ max: WRAPPERS.length - 1 }),
    caseMode: fc.constantFrom('none', 'upper', 'alternate', 'lower-tags', 'random'),
    separator: fc.constantFrom(...SEPARATORS),
    splitter: fc.option(fc.constantFrom(...SPLITTERS), { freq: 2 }),
    which: fc.nat({ max: 20 }),
    seed: fc.nat({ max: 1_000_000 }),
  });

/** One drawn mutation. */
type Mutation = ReturnType<typeof mutation> extends fc.Arbitrary<infer T> ? T : never;

function mutate(m: Mutation): string {
  let text = m.caseMode === 'none' ? m.base : mixCase(m.base, m.caseMode, m.seed);
  text = text.replace(/<([a-z][\w-]*) /i, `<$1${m.separator}`);
  if (m.splitter !== null) text = splitKeyword(text, m.splitter, m.which);
  return (WRAPPERS[m.wrapper] ?? ((s: string) => s))(text);
}

/**
 * At least `count` distinct payloads: every classic vector, then URL and handler combinations (interleaved, shuffled
 * with a fixed seed), then fast-check mutations (fixed seed) until `count` is reached. Distinct before the id is
 * filled in, so no two payloads differ only in the number they report.
 */
export function xssPayloads(count: number): Payload[] {
  const templates = new Map<string, Payload['family']>();
  const add = (template: string, family: Payload['family']) => {
    if (templates.size < count && !templates.has(template)) templates.set(template, family);
  };
  for (const template of CLASSIC_VECTORS) add(template, 'classic');
  const urls = shuffled(urlTemplates(), 8);
  const handlers = shuffled(handlerTemplates(), 9);
  // A third of what is left for each cross product, the rest for mutations.
  const share = Math.max(0, Math.floor((count - templates.size) / 3));
  for (const template of urls.slice(0, share)) add(template, 'url');
  for (const template of handlers.slice(0, share)) add(template, 'handler');
  const bases = [...CLASSIC_VECTORS, ...urlTemplates(), ...handlerTemplates()];
  for (let seed = 1; templates.size < count; seed += 1) {
    for (const m of fc.sample(mutation(bases), { seed, numRuns: count })) add(mutate(m), 'mutated');
    if (seed > 50) throw new Error(`only ${templates.size} distinct payloads after 50 rounds`);
  }
  return [...templates].map(([template, family], id) => {
    const call = CALLS[id % CALLS.length] ?? CALLS[0];
    return { id, family, text: template.replaceAll('§', call ? call(id) : `__xss(${id})`) };
  });
}
