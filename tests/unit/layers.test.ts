/**
 * The rules of the layers (docs/ARCHITECTURE.md), read from the import statements of the source files: the API client
 * (src/api) imports only the contract (src/shared), and no route module (src/server/routes) touches the database
 * schema or the query builder (database code lives in src/server/services).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every .ts/.tsx file under a folder of the project, as paths from the project root. */
function sourceFiles(folder: string): string[] {
  const dir = join(root, folder);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

/** The modules a file imports or re-exports (static, type-only and dynamic imports alike). */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
  return info.importedFiles.map((imported) => imported.fileName);
}

/** A relative import as a path from the project root; a package name as it is. */
function target(file: string, specifier: string): string {
  return specifier.startsWith('.') ? relative(root, resolve(root, dirname(file), specifier)) : specifier;
}

/** "file → import" for every import of the files under `folder` that `forbidden` rejects. */
function violations(folder: string, forbidden: (target: string) => boolean): string[] {
  return sourceFiles(folder).flatMap((file) =>
    importsOf(file)
      .filter((specifier) => forbidden(target(file, specifier)))
      .map((specifier) => `${file} → ${specifier}`),
  );
}

describe('layers', () => {
  it('finds the imports it checks (the rules below would pass vacuously otherwise)', () => {
    expect(sourceFiles('src/api').length).toBeGreaterThan(5);
    expect(sourceFiles('src/server/routes').length).toBeGreaterThan(20);
    expect(importsOf('src/api/client.ts').some((s) => s.includes('shared/'))).toBe(true);
  });

  it('no route module imports the database schema or the query builder (database code lives in services)', () => {
    const database = (path: string) =>
      path === 'drizzle-orm' || path.startsWith('drizzle-orm/') || path.startsWith('src/server/db/schema');
    expect(violations('src/server/routes', database)).toEqual([]);
  });
});
