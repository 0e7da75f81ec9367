/**
 * Fails when a message key in src/shared/messages is referenced nowhere in src/ (`npm test` step `messages`).
 * A key counts as used when its full path appears (`t.area.key`, `m.key`), or when an object above it is used
 * whole (`t.area.group` passed on) or indexed by a value (`t.area.group[name]`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { apiMessages } from '../src/shared/messages/api.ts';
import * as en from '../src/shared/messages/en.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE = join(ROOT, 'src');
const MESSAGES = join(SOURCE, 'shared/messages');
const EXTENSIONS = /\.(ts|tsx|astro|mjs|js)$/;

/** Every file under `folder` with a source extension. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return EXTENSIONS.test(entry.name) ? [path] : [];
  });
}

/** The paths of every leaf of a message object, e.g. ['t', 'orders', 'title']. */
function leaves(value: unknown, path: string[]): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [path];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when the code uses the leaf at `path` (see the module comment). */
function isUsed(code: string, path: string[]): boolean {
  if (new RegExp(`\\b${escapeRegExp(path.join('.'))}(?![\\w$])`).test(code)) return true;
  // From `t.area` or `m.key` down: `m` alone is too common a name to stand for the whole API message set.
  for (let length = path.length - 1; length >= 2; length -= 1) {
    const prefix = escapeRegExp(path.slice(0, length).join('.'));
    if (new RegExp(`\\b${prefix}(?![\\w$.])`).test(code)) return true;
  }
  return false;
}

const code = sourceFiles(SOURCE)
  .filter((file) => !file.startsWith(MESSAGES))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')
  .replace(/\s*(\?)?\.\s*(?=[\w$[])/g, '.');

const paths = [...leaves({ ...en }, ['t']), ...leaves(apiMessages, ['m'])];
const unused = paths.filter((path) => !isUsed(code, path)).map((path) => path.join('.'));

if (unused.length > 0) {
  console.error(`Unused message keys (${unused.length}), referenced nowhere in ${relative(ROOT, SOURCE)}/:`);
  for (const key of unused) console.error(`  ${key}`);
  console.error(`Remove them from ${relative(ROOT, MESSAGES)}/ or use them.`);
  process.exitCode = 1;
} else {
  console.log(`Message keys: all ${paths.length} are used in ${relative(ROOT, SOURCE)}/.`);
}
