/**
 * The rule of the portal's forms (src/ui/Form.tsx, src/layouts/chrome/held-submit.ts): a form that sends what a
 * doctor typed is a `Form` (it posts, and releases a submit held before React owned it); a plain `<form>` is a
 * search (GET), which its island finishes when the browser sent it. Read from the source of the doctor's pages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every plain `<form …>` tag in the .tsx and .astro files under `folder`, with its file. */
function plainForms(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(tsx|astro)$/.test(name))
    .flatMap((name) =>
      [...readFileSync(join(root, folder, name), 'utf8').matchAll(/<form\b[^>]*>/g)].map((m) => `${name}: ${m[0]}`),
    );
}

it('the doctor pages have no plain form but searches', () => {
  const forms = ['src/islands', 'src/components', 'src/layouts', 'src/pages'].flatMap(plainForms);
  expect(forms.length).toBeGreaterThan(0);
  expect(forms.filter((tag) => !tag.includes('role="search"'))).toEqual([]);
});
