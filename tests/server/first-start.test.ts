/**
 * Issue 39 §3: `npm start` on a fresh clone prepares the database (migrated, demo seeded) before the site is built,
 * so the records the build reads for the search index hold the demo catalogue; the catalogue's fingerprint,
 * written into the build stamp, changes with the catalogue so a later start rebuilds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareSite } from '../../scripts/lib/first-start.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { products } from '../../src/server/db/schema.ts';
import { prepareDatabase } from '../../src/server/server.ts';
import { loadSearchSource } from '../../src/integrations/catalogue-source.ts';

let root: string;
let env: Record<string, string>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'first-start-'));
  env = { DATABASE_URL: `file://${join(root, 'db')}`, STORAGE_DIR: join(root, 'storage') };
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the first npm start', () => {
  it('builds the site only after seeding: the search records the build reads hold the demo products', async () => {
    let seen: { titles: string[]; catalogue: string | undefined } | undefined;
    const dist = await prepareSite(env, async (_force, catalogue) => {
      const { source } = await loadSearchSource(env);
      seen = { titles: source.products.map((product) => product.title), catalogue };
      return 'dist';
    });
    expect(dist).toBe('dist');
    expect(seen?.titles).toContain('Telmicor');
    expect(seen?.catalogue).toMatch(/^[0-9a-f]{16}$/);
  }, 120_000);

  it('a later start names the same catalogue, and a changed catalogue another (so the site is rebuilt)', async () => {
    const first = await prepareDatabase(env);
    expect(await prepareDatabase(env)).toBe(first);
    const database = await openDatabase(env.DATABASE_URL ?? '');
    try {
      await database.db.update(products).set({ composition: 'Telmisartan 20 mg' });
    } finally {
      await database.close();
    }
    expect(await prepareDatabase(env)).not.toBe(first);
  }, 120_000);

  it('does nothing for a memory database, which the build and the API each make for themselves', async () => {
    expect(await prepareDatabase({ DATABASE_URL: 'memory://' })).toBeUndefined();
  });
});
