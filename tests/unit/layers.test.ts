/**
 * The rules of the layers (docs/ARCHITECTURE.md), read from the import statements of the source files: the API client
 * (src/api) imports only the contract (src/shared), src/lib imports no store, no route module (src/server/routes) touches the database
 * schema or the query builder (database code lives in src/server/services), and the database layer and its seed sit below the services.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every .ts, .tsx and .astro file under a folder of the project, as paths from the project root. */
function sourceFiles(folder: string): string[] {
  const dir = join(root, folder);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(tsx?|astro)$/.test(name))
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

/** True when `file` imports `wanted`, directly or through the project's own modules. */
function reaches(file: string, wanted: string, seen = new Set<string>()): boolean {
  if (file === wanted) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  return importsOf(file)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => target(file, specifier))
    .some((next) => /\.tsx?$/.test(next) && reaches(next, wanted, seen));
}

describe('layers', () => {
  it('finds the imports it checks (the rules below would pass vacuously otherwise)', () => {
    expect(sourceFiles('src/api').length).toBeGreaterThan(5);
    expect(sourceFiles('src/server/routes').length).toBeGreaterThan(20);
    expect(importsOf('src/api/client.ts').some((s) => s.includes('shared/'))).toBe(true);
  });

  it('src/api imports only src/shared (and its own files): no store, island, Node or DOM module of ours', () => {
    const allowed = (path: string) => path.startsWith('src/api/') || path.startsWith('src/shared/');
    const packages = new Set(['ofetch', 'typebox']);
    expect(violations('src/api', (path) => (path.startsWith('src/') ? !allowed(path) : !packages.has(path)))).toEqual(
      [],
    );
  });

  it('every module that reaches the API client also loads src/stores/session.ts, which connects it', () => {
    const users = [...sourceFiles('src/stores'), ...sourceFiles('src/islands'), ...sourceFiles('src/layouts')].filter(
      (file) => !file.startsWith('src/api/') && reaches(file, 'src/api/client.ts'),
    );
    expect(users.length).toBeGreaterThan(5);
    expect(users.filter((file) => !reaches(file, 'src/stores/session.ts'))).toEqual([]);
  });

  it('src/lib (helpers without state) imports no store, island or page', () => {
    const forbidden = (path: string) => /^src\/(stores|islands|pages|layouts)\//.test(path);
    expect(sourceFiles('src/lib').length).toBeGreaterThan(5);
    expect(violations('src/lib', forbidden)).toEqual([]);
  });

  it('only stores reach src/api: islands, pages, layouts, components and ui go through a store', () => {
    const api = (path: string) => path.startsWith('src/api/');
    const folders = ['src/islands', 'src/pages', 'src/layouts', 'src/components', 'src/ui'];
    expect(folders.flatMap((folder) => violations(folder, api))).toEqual([]);
  });

  it('services never import a plugin (plugins call services, not the other way round)', () => {
    expect(sourceFiles('src/server/services').length).toBeGreaterThan(50);
    expect(violations('src/server/services', (path) => path.startsWith('src/server/plugins/'))).toEqual([]);
  });

  it('the database layer (src/server/db, the seed included) imports no service; src/server/lib imports neither', () => {
    expect(sourceFiles('src/server/db/seed').length).toBeGreaterThan(5);
    const above = (path: string) => /^src\/server\/(services|routes|plugins)\//.test(path);
    expect(violations('src/server/db', above)).toEqual([]);
    expect(violations('src/server/lib', (path) => above(path) || path.startsWith('src/server/db/'))).toEqual([]);
  });

  it('build-time delivery code (src/delivery) stays out of the browser and of the contract (src/shared)', () => {
    expect(sourceFiles('src/delivery').length).toBeGreaterThan(5);
    const browser = ['src/shared', 'src/api', 'src/lib', 'src/stores', 'src/islands', 'src/ui', 'src/components'];
    expect(browser.flatMap((folder) => violations(folder, (path) => path.startsWith('src/delivery/')))).toEqual([]);
  });

  it('the build integrations reach the server code (the database) only through catalogue-source.ts', () => {
    const others = sourceFiles('src/integrations').filter((file) => file !== 'src/integrations/catalogue-source.ts');
    const server = (path: string) => path.startsWith('src/server/') || path === 'drizzle-orm' || path.startsWith('pg');
    expect(
      others.flatMap((file) =>
        importsOf(file)
          .filter((s) => server(target(file, s)))
          .map((s) => `${file} → ${s}`),
      ),
    ).toEqual([]);
    expect(importsOf('src/integrations/catalogue-source.ts').some((s) => s.includes('server/db/'))).toBe(true);
  });

  it('the console (src/admin) imports nothing from the islands or the stores', () => {
    expect(violations('src/admin', (path) => /^src\/(islands|stores)\//.test(path))).toEqual([]);
  });

  it('no route module imports the database schema or the query builder (database code lives in services)', () => {
    const database = (path: string) =>
      path === 'drizzle-orm' || path.startsWith('drizzle-orm/') || path.startsWith('src/server/db/schema');
    expect(violations('src/server/routes', database)).toEqual([]);
  });
});
