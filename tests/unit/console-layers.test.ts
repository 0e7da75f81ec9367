/**
 * The operations console (src/admin) stays apart from the doctors' code: it imports only its own files, the staff
 * contract and the shared constants it needs, never the doctors' API client, stores, islands, layouts or messages;
 * and no doctor-side module imports it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(tsx?|astro)$/.test(name))
    .map((name) => join(folder, name));
}

/** The project files a file imports, as paths from the root (packages as they are). */
function importsOf(file: string): string[] {
  return ts
    .preProcessFile(readFileSync(join(root, file), 'utf8'), true, true)
    .importedFiles.map(({ fileName }) =>
      fileName.startsWith('.') ? relative(root, resolve(root, dirname(file), fileName)) : fileName,
    );
}

describe('console layers', () => {
  it('src/admin imports only itself, the staff contract and its helpers, the shared rules, React, nanostores, TypeBox and uqr', () => {
    const files = sourceFiles('src/admin');
    expect(files.length).toBeGreaterThan(10);
    const allowed = (path: string) =>
      path.startsWith('src/admin/') ||
      path.startsWith('src/shared/contract/admin/') ||
      path === 'src/shared/contract/define.ts' ||
      // The business time zones its dates are written in, and the sample-year rules (the contract loads these too).
      path === 'src/shared/business-time.ts' ||
      path === 'src/shared/constants.ts' ||
      // The safety queues' statuses and choices (constants only, as the forms and the API read them).
      path === 'src/shared/safety.ts' ||
      /^(react|react\/jsx-runtime|nanostores|@nanostores\/react|typebox|typebox\/value|uqr)$/.test(path);
    const wrong = files.flatMap((file) =>
      importsOf(file)
        .filter((path) => !allowed(path))
        .map((path) => `${file} → ${path}`),
    );
    expect(wrong).toEqual([]);
  });

  it('no doctor-side module imports the console', () => {
    const doctorSide = ['src/api', 'src/stores', 'src/islands', 'src/layouts', 'src/lib', 'src/ui', 'src/components'];
    const wrong = doctorSide.flatMap(sourceFiles).flatMap((file) =>
      importsOf(file)
        .filter((path) => path.startsWith('src/admin/'))
        .map((p) => `${file} → ${p}`),
    );
    expect(wrong).toEqual([]);
  });
});
