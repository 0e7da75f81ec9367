/**
 * Catalogue answers, article pages and searches are cached per database for a few seconds (routes/catalogue/
 * cached.ts); a write path in the process (the demo seed, invalidateCaches) empties them, and member-specific parts
 * of an answer are never taken from the cache.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, journals, members } from '../../src/server/db/schema.ts';
import { seedDemo } from '../../src/server/services/demo-seed.ts';
import { invalidateCaches } from '../../src/server/services/cache.ts';
import { build, type TestApp } from './helpers/app.ts';
import { insertMember, post } from './helpers/fixtures.ts';

let t: TestApp;
let storageDir: string;

const member = async (phone: string) => {
  const id = await insertMember(t.database.db, { countryCode: '91', phone, focus: 'Cardiology' });
  return { id, key: await t.app.deps.sessions.create(id) };
};

beforeAll(async () => {
  t = await build();
  storageDir = mkdtempSync(join(tmpdir(), 'catalogue-cache-'));
});
afterAll(async () => {
  await t.close();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('catalogue caches', () => {
  it('are invalidated by the demo seed, so its catalogue shows at once', async () => {
    const before = await member('6000000001');
    expect((await t.request(post('/GetTherapy.php', {}, before.key))).json()[1]).toEqual([]);
    expect((await t.request(post('/GetAllTherapy.php', {}, before.key))).json()[1]).toEqual([]);
    await seedDemo(t.database.db, { storageDir });
    expect((await t.request(post('/GetTherapy.php', {}, before.key))).json()[1].length).toBeGreaterThan(0);
    expect((await t.request(post('/GetAllTherapy.php', {}, before.key))).json()[1].length).toBeGreaterThan(0);
  });

  it("answer each member's own links and role beside the shared grid", async () => {
    const a = await member('6000000002');
    const b = await member('6000000003');
    await t.database.db
      .update(members)
      .set({ feedbackLink: 'https://a.example.org', memberRole: '24' })
      .where(eq(members.id, a.id));
    const gridA = (await t.request(post('/GetCategory.php', {}, a.key))).json();
    const gridB = (await t.request(post('/GetCategory.php', {}, b.key))).json();
    expect(gridA[1]).toEqual(gridB[1]);
    expect(gridA[4]).toBe('https://a.example.org');
    expect(gridB[4]).toBe('');
    const categoryId = gridA[1][0].serv_category_id;
    const cardsA = (
      await t.request({
        method: 'GET',
        url: `/api/GetSubCategory.php?category_id=${categoryId}`,
        headers: { authorization: `Bearer ${a.key}` },
      })
    ).json();
    const cardsB = (
      await t.request({
        method: 'GET',
        url: `/api/GetSubCategory.php?category_id=${categoryId}`,
        headers: { authorization: `Bearer ${b.key}` },
      })
    ).json();
    expect(cardsA[1]).toEqual(cardsB[1]);
    expect([cardsA[0].member_role, cardsB[0].member_role]).toEqual(['24', '1']);
  });

  it('answer 404 for an unknown category, also when asked again', async () => {
    const { key } = await member('6000000004');
    for (let i = 0; i < 2; i += 1) {
      const response = await t.request({
        method: 'GET',
        url: '/api/GetSubCategory.php?category_id=999999',
        headers: { authorization: `Bearer ${key}` },
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('hold article pages, journal pages, therapy pages and searches until invalidated', async () => {
    const { key } = await member('6000000005');
    const [journal] = await t.database.db
      .insert(journals)
      .values({ title: 'Cache Journal' })
      .returning({ id: journals.id });
    const asks = {
      articles: () => post('/GetArticles.php', { page: '1' }, key),
      journal: () => post('/GetJournal.php', { Jid: String(journal?.id), page: '1' }, key),
      therapy: () => post('/GetTherapyArticles.php', { Therapy: 'Nephrology', page: '1' }, key),
      search: () => post('/SearchArticles.php', { search_string: 'zebrafish  kidney', page: '1' }, key),
      products: () => ({
        method: 'GET' as const,
        url: '/api/Searchmoleculeproducts.php?searchedString=zebrafish',
        headers: { authorization: `Bearer ${key}` },
      }),
    };
    const body = async (ask: () => InjectOptions) => (await t.request(ask())).body;
    const before = new Map<string, string>();
    for (const [name, ask] of Object.entries(asks)) {
      const response = await t.request(ask());
      expect(response.statusCode, name).toBe(200);
      before.set(name, response.body);
    }
    await t.database.db.insert(articles).values({
      title: 'Zebrafish kidney models',
      description: 'A review',
      journalId: journal?.id ?? 0,
      therapy: 'Nephrology',
      link: 'https://example.org/z',
    });
    for (const [name, ask] of Object.entries(asks)) expect(await body(ask), name).toBe(before.get(name));
    await invalidateCaches(t.database.db);
    for (const name of ['articles', 'journal', 'therapy', 'search'] as const) {
      expect(await body(asks[name]), name).toContain('Zebrafish kidney models');
    }
  });
});
