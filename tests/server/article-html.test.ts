/**
 * Article HTML is stored in the sanitiser's form by every write path (services/content/article-html.ts): the demo
 * seed, the console's article editor and an import of rows written by SQL; answers are the same as when every answer
 * parsed it. And the search's kept list of matches (services/content/article-search.ts) gives the same pages as the
 * whole search, across its end.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, journals, therapies } from '../../src/server/db/schema.ts';
import { seedDemo } from '../../src/server/services/demo-seed.ts';
import { invalidateCaches } from '../../src/server/services/cache.ts';
import { sanitizeStoredArticles } from '../../src/server/services/content/article-html.ts';
import { LISTED_MATCHES } from '../../src/server/services/content/article-search.ts';
import { sanitizeParsed } from '../../src/server/lib/sanitize-html.ts';
import { isSanitizedForm } from '../../src/server/lib/sanitized-form.ts';
import { PAGE_SIZE } from '../../src/shared/constants.ts';
import type { Article, Paged } from '../../src/shared/contract/entities.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { type SignedIn, signedInMember } from './helpers/member-session.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let doctor: SignedIn;

beforeAll(async () => {
  t = await build();
  doctor = await signedInMember(t, { phone: '9400000002' });
});
afterAll(() => t.close());

const storedHtml = () =>
  t.database.db
    .select({ id: articles.id, reference: articles.reference, description: articles.description })
    .from(articles)
    .orderBy(asc(articles.id));

const inSanitizedForm = (row: { reference: string; description: string }) =>
  isSanitizedForm(row.reference) && isSanitizedForm(row.description);

const articlePage = async (page: number): Promise<Paged<Article>> =>
  (await t.request(post('/GetArticles.php', { page }, doctor.key))).json()[1];

const searchPage = async (text: string, page: number): Promise<Paged<Article>> => {
  const answer = await t.request(post('/SearchArticles.php', { search_string: text, page: String(page) }, doctor.key));
  expect(answer.statusCode).toBe(200);
  return answer.json()[1];
};

describe('stored article HTML', () => {
  it('the demo seed stores its articles, the markup tests included, in the sanitiser form', async () => {
    const storageDir = await mkdtemp(join(tmpdir(), 'article-html-'));
    try {
      await seedDemo(t.database.db, { storageDir });
    } finally {
      await rm(storageDir, { recursive: true, force: true });
    }
    const rows = await storedHtml();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every(inSanitizedForm)).toBe(true);
    expect(rows.some((row) => /javascript:|onerror=|<script/i.test(row.reference + row.description))).toBe(false);
  });

  it('the console stores what it publishes and changes in the sanitiser form', async () => {
    const content: SignedInStaff = await signedInStaff(t, 'content');
    const [journal] = await t.database.db.select({ id: journals.id }).from(journals).limit(1);
    const [therapy] = await t.database.db.select({ title: therapies.title }).from(therapies).limit(1);
    const article = {
      title: 'Stored sanitised',
      journalId: journal?.id ?? 0,
      therapy: therapy?.title ?? '',
      link: 'https://journals.example.org/stored',
      reference: '<p><a href="https://doi.example.org/1" onclick="x()">doi</a></p>',
      description: '<p>Raw <img src=x onerror=alert(1)><b>bold</b></p>',
    };
    const call = (url: string, payload: object) =>
      t.request({ method: 'POST', url: `/api/admin${url}`, headers: staffHeader(content.key), payload });
    const added = await call('/articles', article);
    expect(added.statusCode).toBe(200);
    const id = added.json()[1].id as number;
    const changed = await call('/articles/update', { ...article, id, reference: '<a href="javascript:x()">x</a>' });
    expect(changed.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ reference: articles.reference, description: articles.description })
      .from(articles)
      .where(eq(articles.id, id));
    expect(row).toEqual({ reference: '<span>x</span>', description: '<p>Raw <b>bold</b></p>' });
    expect(row && inSanitizedForm(row)).toBe(true);
  });

  it('an import by SQL is sanitised in place once; the answers stay what the sanitiser made of the raw rows', async () => {
    const [journal] = await t.database.db.select({ id: journals.id }).from(journals).limit(1);
    const raw = [
      '<p onclick="steal()">Raw <script>alert(1)</script> &amp; <a href="javascript:x()">link</a></p>',
      '<p><em>Bench Journal</em> 2026; <a href="https://doi.example.org/10.5555/1">doi</a></p>',
      '<h1>Big</h1><ul>text<li>one</ul><iframe src="https://x.example"></iframe>',
    ];
    await t.database.db.insert(articles).values(
      raw.map((html, i) => ({
        title: `Imported ${i}`,
        reference: html,
        description: `<div>${html}</div>`,
        journalId: journal?.id ?? 0,
        therapy: 'Imported',
        link: `https://journals.example.org/imported/${i}`,
        publishedAt: new Date(Date.UTC(2030, 0, 1 + i)),
      })),
    );
    const before = await articlePage(1);
    expect((await storedHtml()).every(inSanitizedForm)).toBe(false);
    expect(await sanitizeStoredArticles(t.database.db)).toBe(raw.length);
    const imported = (await storedHtml()).slice(-raw.length);
    expect(imported.map((row) => row.reference)).toEqual(raw.map(sanitizeParsed));
    expect(imported.map((row) => row.description)).toEqual(raw.map((html) => sanitizeParsed(`<div>${html}</div>`)));
    expect(await sanitizeStoredArticles(t.database.db)).toBe(0);
    await invalidateCaches(t.database.db);
    const after = await articlePage(1);
    expect(after.result.slice(0, raw.length)).toEqual(before.result.slice(0, raw.length));
  });
});

describe('the search keeps its matches', () => {
  const MATCHES = LISTED_MATCHES + 3 * PAGE_SIZE + 5;

  beforeAll(async () => {
    const [journal] = await t.database.db.select({ id: journals.id }).from(journals).limit(1);
    await t.database.db.insert(articles).values(
      Array.from({ length: MATCHES }, (_, i) => ({
        title: `Zyxolol trial ${i}`,
        description: '<p>Zyxolol.</p>',
        journalId: journal?.id ?? 0,
        therapy: 'Keeps',
        link: `https://journals.example.org/zyxolol/${i}`,
        // Three at a time share a date: the id breaks the tie, as in the lists.
        publishedAt: new Date(Date.UTC(2020, 0, 1, 0, Math.floor(i / 3))),
      })),
    );
  });

  it('every page, before, across and after the kept list, is the slice of the whole search in list order', async () => {
    const expected = (
      await t.database.db
        .select({ id: articles.id })
        .from(articles)
        .where(sql`${articles.title} like 'Zyxolol trial %'`)
        .orderBy(desc(articles.publishedAt), desc(articles.id))
    ).map((row) => String(row.id));
    expect(expected.length).toBe(MATCHES);
    const seen: string[] = [];
    const pages = Math.ceil(MATCHES / PAGE_SIZE);
    for (let page = 1; page <= pages + 1; page += 1) {
      const answer = await searchPage('zyxolol', page);
      expect(answer.page).toBe(page);
      expect(answer.hasMore).toBe(page < pages);
      seen.push(...answer.result.map((article) => article.article_id));
    }
    expect(seen).toEqual(expected);
    // A search not yet listed, first asked for a later page: listed and answered in one statement, then kept.
    const asked: [page: number, forgetFirst: boolean][] = [
      [3, true],
      [4, false],
      [49, true],
      [48, false],
      [50, true],
    ];
    for (const [page, forgetFirst] of asked) {
      if (forgetFirst) await invalidateCaches(t.database.db);
      const answer = await searchPage('zyxolol', page);
      const from = (page - 1) * PAGE_SIZE;
      expect(answer.result.map((article) => article.article_id)).toEqual(expected.slice(from, from + PAGE_SIZE));
      expect(answer.hasMore).toBe(true);
    }
  });
});
