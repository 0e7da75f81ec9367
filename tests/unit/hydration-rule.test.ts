/**
 * Issue 44's rule of the doctor's pages: no island hydrates with `client:load`, whose script is asked for while the
 * page is parsed and so stands on its largest paint's path on a cheap phone. An island hydrates once the page has
 * painted (`client:painted`), when idle, seen or focused. Read from the source; the console (/admin) is apart.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every `client:load` in the .astro files under `folder` (the console's folder left out), with its file. */
function loadedAtOnce(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.astro') && !name.startsWith('admin'))
    .filter((name) => readFileSync(join(root, folder, name), 'utf8').includes('client:load'))
    .map((name) => `${folder}/${name}`);
}

it('no doctor page hydrates an island with client:load', () => {
  expect(['src/pages', 'src/layouts', 'src/islands', 'src/components'].flatMap(loadedAtOnce)).toEqual([]);
});

it('the check reads the pages themselves', () => {
  const pages = readdirSync(join(root, 'src/pages'), { recursive: true, encoding: 'utf8' });
  expect(pages.filter((name) => name.endsWith('.astro')).length).toBeGreaterThan(20);
});
