/** When `npm start` (and the e2e server) rebuild the site: scripts/lib/build-site.ts staleness. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildInputs, serverFilesReadByBuild, siteNeedsBuild } from '../../scripts/lib/build-site.ts';

const REPO = resolve(import.meta.dirname, '../..');
const BUILT_AT = new Date('2025-06-01T12:00:00Z');
const BEFORE = new Date('2025-06-01T11:00:00Z');
const AFTER = new Date('2025-06-01T13:00:00Z');

let root = '';

/** Writes `files` (path → content) under a fresh project folder, all older than a build stamp. */
function project(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'portal-build-site-'));
  for (const [path, content] of Object.entries({
    ...files,
    'dist/index.html': '<h1>built</h1>',
    'dist-deploy/build-stamp': 'built',
  })) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  for (const path of buildInputs(root)) utimesSync(path, BEFORE, BEFORE);
  utimesSync(join(root, 'dist-deploy/build-stamp'), BUILT_AT, BUILT_AT);
  return root;
}

const touch = (path: string): void => utimesSync(join(root, path), AFTER, AFTER);

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const SITE = {
  'astro.config.mjs': "import delivery from './src/integrations/delivery.ts';\n",
  'src/integrations/delivery.ts': "import { catalogueRecords } from './catalogue-records.ts';\n",
  'src/integrations/catalogue-records.ts': "import { PRODUCTS } from '../server/db/seed/products.ts';\n",
  'src/server/db/seed/products.ts':
    "import { THERAPY_NAMES } from './therapy-names.ts';\nexport const PRODUCTS = [];\n",
  'src/server/db/seed/therapy-names.ts': 'export const THERAPY_NAMES = [];\n',
  'src/server/routes/login.ts': "import { PRODUCTS } from '../db/seed/products.ts';\n",
  'src/pages/home.astro': '<h1>Home</h1>\n',
  'public/favicon.svg': '<svg/>',
};

describe('site staleness', () => {
  it('is fresh when nothing changed after the build, and stale without a build stamp', () => {
    project(SITE);
    expect(siteNeedsBuild(root)).toBe(false);
    rmSync(join(root, 'dist-deploy/build-stamp'));
    expect(siteNeedsBuild(root)).toBe(true);
  });

  it('is stale after a change to a page, a public file or the Astro configuration', () => {
    for (const path of ['src/pages/home.astro', 'public/favicon.svg', 'astro.config.mjs']) {
      project(SITE);
      touch(path);
      expect(siteNeedsBuild(root), path).toBe(true);
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('is stale after a change to the seed catalogue the pagefind export reads, directly or through an import', () => {
    for (const path of ['src/server/db/seed/products.ts', 'src/server/db/seed/therapy-names.ts']) {
      project(SITE);
      touch(path);
      expect(siteNeedsBuild(root), path).toBe(true);
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('is stale when the catalogue it was built from changed (issue 39 §3), fresh when it is the same', () => {
    project(SITE);
    const { PUBLISH_API_URL, DATABASE_URL, SEED_DEMO } = process.env;
    const source = `search source: ${PUBLISH_API_URL?.trim() || DATABASE_URL?.trim() || 'file://.data/db'} seed=${SEED_DEMO !== 'false'}`;
    writeFileSync(join(root, 'dist-deploy/build-stamp'), `built\n${source}\ncatalogue: 0123456789abcdef`);
    utimesSync(join(root, 'dist-deploy/build-stamp'), BUILT_AT, BUILT_AT);
    expect(siteNeedsBuild(root, join(root, 'dist'), '0123456789abcdef')).toBe(false);
    expect(siteNeedsBuild(root, join(root, 'dist'), 'fedcba9876543210')).toBe(true);
  });

  it('stays fresh after a change to API code the build never reads', () => {
    project(SITE);
    touch('src/server/routes/login.ts');
    expect(siteNeedsBuild(root)).toBe(false);
  });
});

describe("the server files this project's build reads", () => {
  it('are the database code and the search-records export of the publish step, not the API', () => {
    const server = serverFilesReadByBuild(
      REPO,
      buildInputs(REPO).filter((file) => !file.includes('/src/server/')),
    ).map((file) => file.slice(REPO.length + 1));
    expect(server).toContain('src/server/db/seed/catalogue.ts');
    expect(server).toContain('src/server/db/seed/products.ts');
    expect(server).toContain('src/server/services/admin/search-records.ts');
    expect(server).not.toContain('src/server/app.ts');
    const allowed = ['src/server/db/', 'src/server/lib/', 'src/server/services/'];
    expect(server.filter((file) => !allowed.some((prefix) => file.startsWith(prefix)))).toEqual([]);
    expect(
      server.filter((file) => file.startsWith('src/server/routes/') || file.startsWith('src/server/plugins/')),
    ).toEqual([]);
  });
});
