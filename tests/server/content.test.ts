/** Content calls: paged article lists, journal, therapy articles, emailers, videos, portals, files, privacy policy. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, emailers, files, focuses, journals, pages, portals, videos } from '../../src/server/db/schema.ts';
import { PAGE_SIZE } from '../../src/shared/constants.ts';
import type { Article, Paged } from '../../src/shared/contract/entities.ts';
import { build, type TestApp } from './helpers/app.ts';
import { insertMember, post } from './helpers/fixtures.ts';

let t: TestApp;
let cardioKey: string;
let diabetesKey: string;
let journalA: number;
let journalB: number;

const ARTICLE_COUNT = 45;
const RAW_HTML = '<p onclick="steal()">Raw <script>alert(1)</script> &amp; <a href="javascript:x()">link</a></p>';
const get = (url: string, key?: string) => ({
  method: 'GET' as const,
  url: `/api${url}`,
  headers: key ? { authorization: `Bearer ${key}` } : {},
});
const postQuery = (url: string, key?: string) => ({ ...get(url, key), method: 'POST' as const, payload: {} });

/** 45 articles: 30 in journal A, 15 in B; therapy Diabetes for every third; the last two share a date. */
async function insertArticles(): Promise<void> {
  const { db } = t.database;
  const [a, b] = await db
    .insert(journals)
    .values([{ title: 'Journal A' }, { title: 'Journal B' }])
    .returning({ id: journals.id });
  journalA = a?.id ?? 0;
  journalB = b?.id ?? 0;
  await db.insert(articles).values(
    Array.from({ length: ARTICLE_COUNT }, (_, i) => ({
      title: `Article ${i}`,
      reference: `<i>Ref ${i}</i>`,
      description: i === 9 ? RAW_HTML : `<p>Finding ${i}</p>`,
      journalId: i < 30 ? journalA : journalB,
      therapy: i % 3 === 0 ? 'Diabetes' : 'Hypertension',
      link: `https://example.org/articles/${i}`,
      publishedAt: new Date(Date.UTC(2025, 0, 1 + Math.min(i, 43))),
    })),
  );
}

async function insertMedia(): Promise<void> {
  const { db } = t.database;
  await db.insert(focuses).values([{ name: 'Cardiology' }, { name: 'Diabetology' }]);
  await db.insert(emailers).values([
    {
      title: 'Cardio digest 1',
      journalId: journalA,
      subCategoryTitle: 'Journal Emailers',
      therapeuticFocus: 'Cardiology',
    },
    {
      title: 'Cardio digest 2',
      journalId: journalB,
      subCategoryTitle: 'Journal Emailers',
      therapeuticFocus: 'Cardiology',
    },
    {
      title: 'Diabetes digest',
      journalId: journalB,
      subCategoryTitle: 'Journal Emailers',
      therapeuticFocus: 'Diabetology',
    },
    { title: 'Elsewhere', journalId: journalB, subCategoryTitle: 'Other', therapeuticFocus: 'Cardiology' },
  ]);
  await db.insert(videos).values([
    {
      title: 'ECG basics',
      trailerLink: 'https://v.example.org/t1',
      link: 'https://v.example.org/1',
      thumbnail: 'cme.svg',
      linkName: 'cme-videos',
      therapeuticFocus: 'Cardiology',
    },
    {
      title: 'Insulin start',
      trailerLink: '#',
      link: 'https://v.example.org/2',
      linkName: 'cme-videos',
      therapeuticFocus: 'Diabetology',
    },
  ]);
  await db.insert(portals).values([
    {
      title: 'Risk calculator',
      link: 'https://risk.example.org',
      linkName: 'medical-portals',
      therapeuticFocus: 'Cardiology',
    },
    {
      title: 'HbA1c converter',
      link: 'https://hba1c.example.org',
      linkName: 'medical-portals',
      therapeuticFocus: 'Diabetology',
    },
  ]);
  await db.insert(files).values([
    { linkName: 'brochures', name: 'Zeta.pdf' },
    { linkName: 'brochures', name: 'Alpha.pdf' },
    { linkName: 'leaflets', name: 'Leaflet.pdf' },
  ]);
}

beforeAll(async () => {
  t = await build();
  await insertArticles();
  await insertMedia();
  const { db } = t.database;
  cardioKey = await t.app.deps.sessions.create(
    await insertMember(db, { countryCode: '91', phone: '9876543210', focus: 'Cardiology' }),
  );
  diabetesKey = await t.app.deps.sessions.create(
    await insertMember(db, { countryCode: '977', phone: '9841000001', focus: 'Diabetology' }),
  );
});
afterAll(async () => t.close());

async function walk(url: string, body: object): Promise<{ ids: number[]; pages: Paged<Article>[] }> {
  const pagesSeen: Paged<Article>[] = [];
  for (let page = 1; page < 10; page += 1) {
    const response = await t.request(post(url, { ...body, page: String(page) }, cardioKey));
    expect(response.statusCode).toBe(200);
    const answer = (response.json() as [unknown, Paged<Article>])[1];
    pagesSeen.push(answer);
    if (!answer.hasMore) break;
  }
  return { ids: pagesSeen.flatMap((p) => p.result.map((a) => Number(a.article_id))), pages: pagesSeen };
}

describe('session required', () => {
  const calls = [
    () => post('/GetArticles.php', { page: '1' }),
    () => post('/GetJournal.php', { Jid: String(journalA), page: '1' }),
    () => post('/GetTherapyArticles.php', { Therapy: 'Diabetes', page: '1' }),
    () => post('/SearchArticles.php', { search_string: 'a', page: '1' }),
    () => postQuery('/GetEmailers.php?subcategory_title=Journal%20Emailers&therapeutic_focus='),
    () => postQuery('/GetVideos.php?page=cme-videos&therapeutic_focus='),
    () => get('/GetPortals.php?page=medical-portals&therapeutic_focus='),
    () => post('/files.php', { name: 'brochures' }),
  ];
  it.each(calls.map((call, i) => [i, call] as const))('call %i answers 401 without a valid key', async (_i, call) => {
    expect((await t.request(call())).statusCode).toBe(401);
    const request = call();
    const response = await t.request({
      ...request,
      headers: { authorization: 'Bearer definitely-not-a-session-key-000' },
    });
    expect(response.json()[0]).toEqual({ status: 'error', code: 'SESSION_INVALID' });
  });
});

describe('GetArticles.php', () => {
  it('walks every article newest first (id desc on equal dates) until hasMore turns false', async () => {
    const { ids, pages: seen } = await walk('/GetArticles.php', {});
    expect(seen.map((p) => [p.page, p.result.length, p.hasMore])).toEqual([
      [1, PAGE_SIZE, true],
      [2, PAGE_SIZE, true],
      [3, ARTICLE_COUNT - 2 * PAGE_SIZE, false],
    ]);
    const rows = await t.database.db.select({ id: articles.id, at: articles.publishedAt }).from(articles);
    const expected = rows.sort((x, y) => y.at.getTime() - x.at.getTime() || y.id - x.id).map((r) => r.id);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(ARTICLE_COUNT);
    expect(seen[0]?.result[0]?.Atitle).toBe('Article 44');
    expect(seen[0]?.result[1]?.Atitle).toBe('Article 43');
  });

  it('answers an empty page past the end, and the Article shape with its HTML sanitised to the allow-list', async () => {
    const past = await t.request(post('/GetArticles.php', { page: '4' }, cardioKey));
    expect(past.json()).toEqual([{ status: 'success' }, { result: [], page: 4, hasMore: false }]);
    const third = (await t.request(post('/GetArticles.php', { page: '2' }, cardioKey))).json()[1] as Paged<Article>;
    const raw = third.result.find((a) => a.Atitle === 'Article 9');
    expect(raw).toEqual({
      article_id: expect.stringMatching(/^\d+$/),
      Atitle: 'Article 9',
      reference: '<i>Ref 9</i>',
      description: '<p>Raw  &amp; <span>link</span></p>',
      journal_id: String(journalA),
      therapy: 'Diabetes',
      therapy_shown: 'Diabetes',
      link: 'https://example.org/articles/9',
    });
  });

  it('names page when it is missing, zero or not a number', async () => {
    for (const body of [{}, { page: '0' }, { page: 'two' }, { page: '-1' }]) {
      const response = await t.request(post('/GetArticles.php', body, cardioKey));
      expect(response.statusCode).toBe(400);
      expect(response.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'page' });
    }
  });
});

describe('GetJournal.php', () => {
  it("pages the entries of one journal with the JournalEntry shape, each page naming the journal's title", async () => {
    const { ids, pages: seen } = await walk('/GetJournal.php', { Jid: String(journalA) });
    expect(seen.map((p) => [p.result.length, p.hasMore])).toEqual([
      [PAGE_SIZE, true],
      [30 - PAGE_SIZE, false],
    ]);
    expect(ids).toHaveLength(30);
    expect(seen.map((p) => (p as Paged<Article> & { title?: string }).title)).toEqual(['Journal A', 'Journal A']);
    expect(seen[0]?.result[0]).toEqual({
      article_id: expect.stringMatching(/^\d+$/),
      Jtitle: 'Article 29',
      description: '<p>Finding 29</p>',
      therapy: 'Hypertension',
      therapy_shown: 'Hypertension',
      link: 'https://example.org/articles/29',
    });
    const b = await t.request(post('/GetJournal.php', { Jid: String(journalB), page: '1' }, cardioKey));
    expect(b.json()[1]).toMatchObject({ page: 1, hasMore: false, title: 'Journal B' });
    expect(b.json()[1].result).toHaveLength(15);
  });

  it('answers 404 for an unknown journal and names Jid and page', async () => {
    for (const Jid of ['999999', '999999999']) {
      const response = await t.request(post('/GetJournal.php', { Jid, page: '1' }, cardioKey));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual([
        { status: 'error', code: 'NOT_FOUND' },
        { Message: 'This journal could not be found.' },
      ]);
    }
    for (const [body, field] of [
      [{ page: '1' }, 'Jid'],
      [{ Jid: 'x', page: '1' }, 'Jid'],
      [{ Jid: String(journalA) }, 'page'],
    ] as const) {
      const response = await t.request(post('/GetJournal.php', body, cardioKey));
      expect(response.statusCode).toBe(400);
      expect(response.json()[0]).toMatchObject({ field });
    }
  });
});

describe('GetTherapyArticles.php', () => {
  it('pages the articles of one therapy with the TherapyArticle shape', async () => {
    const response = await t.request(post('/GetTherapyArticles.php', { Therapy: 'Diabetes', page: '1' }, cardioKey));
    const answer = response.json()[1];
    expect(answer).toMatchObject({ page: 1, hasMore: false });
    expect(answer.result).toHaveLength(15);
    expect(answer.result[0]).toEqual({
      article_id: expect.stringMatching(/^\d+$/),
      Atitle: 'Article 42',
      description: '<p>Finding 42</p>',
      journal_id: String(journalB),
      link: 'https://example.org/articles/42',
    });
    const { ids } = await walk('/GetTherapyArticles.php', { Therapy: 'Hypertension' });
    expect(ids).toHaveLength(30);
  });

  it('answers an empty page for an unknown therapy and names Therapy', async () => {
    const response = await t.request(post('/GetTherapyArticles.php', { Therapy: 'Nope', page: '1' }, cardioKey));
    expect(response.json()).toEqual([{ status: 'success' }, { result: [], page: 1, hasMore: false }]);
    const missing = await t.request(post('/GetTherapyArticles.php', { page: '1' }, cardioKey));
    expect(missing.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'Therapy' });
  });
});

describe('GetEmailers.php, GetVideos.php, GetPortals.php', () => {
  it("lists emailers of a sub-category for the member's own focus by default, or the focus asked for", async () => {
    const url = '/GetEmailers.php?subcategory_title=Journal%20Emailers&therapeutic_focus=';
    expect((await t.request(postQuery(url, cardioKey))).json()).toEqual([
      { status: 'success' },
      [
        { title: 'Cardio digest 1', journal_id: String(journalA) },
        { title: 'Cardio digest 2', journal_id: String(journalB) },
      ],
    ]);
    expect((await t.request(postQuery(url, diabetesKey))).json()[1]).toEqual([
      { title: 'Diabetes digest', journal_id: String(journalB) },
    ]);
    expect((await t.request(postQuery(`${url}Diabetology`, cardioKey))).json()[1]).toHaveLength(1);
  });

  it('lists videos and portals of a link name for the focus, with their shapes', async () => {
    const cardioVideos = await t.request(postQuery('/GetVideos.php?page=cme-videos&therapeutic_focus=', cardioKey));
    expect(cardioVideos.json()).toEqual([
      { status: 'success' },
      [
        {
          video_id: expect.stringMatching(/^\d+$/),
          title: 'ECG basics',
          trailer_link: 'https://v.example.org/t1',
          link: 'https://v.example.org/1',
          thumbnail: 'cme.svg',
        },
      ],
    ]);
    const diabetesVideos = await t.request(postQuery('/GetVideos.php?page=cme-videos&therapeutic_focus=', diabetesKey));
    expect(diabetesVideos.json()[1].map((v: { title: string }) => v.title)).toEqual(['Insulin start']);
    const portal = await t.request(get('/GetPortals.php?page=medical-portals&therapeutic_focus=', diabetesKey));
    expect(portal.json()).toEqual([
      { status: 'success' },
      [{ portal_id: expect.stringMatching(/^\d+$/), title: 'HbA1c converter', link: 'https://hba1c.example.org' }],
    ]);
    expect(
      (await t.request(get('/GetPortals.php?page=unknown&therapeutic_focus=Cardiology', cardioKey))).json()[1],
    ).toEqual([]);
  });

  it('names the missing query fields', async () => {
    const cases = [
      [postQuery('/GetEmailers.php?therapeutic_focus=', cardioKey), 'subcategory_title'],
      [postQuery('/GetVideos.php?therapeutic_focus=', cardioKey), 'page'],
      [get('/GetPortals.php?page=%20&therapeutic_focus=', cardioKey), 'page'],
    ] as const;
    for (const [request, field] of cases) {
      const response = await t.request(request);
      expect(response.statusCode).toBe(400);
      expect(response.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
  });

  it("takes a missing therapeutic_focus as a blank one: the caller's own focus", async () => {
    for (const [without, blank] of [
      ['/GetVideos.php?page=cme-videos', '/GetVideos.php?page=cme-videos&therapeutic_focus='],
      [
        '/GetEmailers.php?subcategory_title=Journal%20Emailers',
        '/GetEmailers.php?subcategory_title=Journal%20Emailers&therapeutic_focus=',
      ],
    ]) {
      const missing = await t.request(postQuery(without as string, cardioKey));
      expect(missing.statusCode, without).toBe(200);
      expect(missing.json(), without).toEqual((await t.request(postQuery(blank as string, cardioKey))).json());
    }
    const portals = await t.request(get('/GetPortals.php?page=medical-portals', cardioKey));
    expect(portals.json()).toEqual(
      (await t.request(get('/GetPortals.php?page=medical-portals&therapeutic_focus=', cardioKey))).json(),
    );
  });
});

describe('files.php', () => {
  it("lists files by name for a link name, with or without the client's dot suffix", async () => {
    for (const name of ['brochures.php', 'brochures']) {
      const response = await t.request(post('/files.php', { name }, cardioKey));
      expect(response.json()).toEqual([
        { status: 'success' },
        [
          { name: 'Alpha.pdf', title_shown: 'Alpha.pdf' },
          { name: 'Zeta.pdf', title_shown: 'Zeta.pdf' },
        ],
      ]);
    }
    expect((await t.request(post('/files.php', { name: 'nothing.php' }, cardioKey))).json()[1]).toEqual([]);
    const missing = await t.request(post('/files.php', {}, cardioKey));
    expect(missing.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'name' });
  });
});

describe('PrivacyPolicy.php', () => {
  it("answers src/content/pages/privacy.md (the Markdown of the site's /privacy) rendered to HTML, without any key", async () => {
    await t.database.db.insert(pages).values({ slug: 'privacy', description: '<h2>Stale</h2>', image: 'old.svg' });
    const response = await t.request(post('/PrivacyPolicy.php', {}));
    expect(response.statusCode).toBe(200);
    const [head, [page]] = response.json() as [unknown, { page_id: string; description: string; image: string }[]];
    expect(head).toEqual({ status: 'success' });
    expect(page).toMatchObject({ page_id: 'privacy', image: 'privacy.svg' });
    expect(page?.description).toContain('<h1>Privacy Policy</h1>');
    expect(page?.description).toContain('<h2 id="what-we-collect">What we collect</h2>');
    expect(page?.description).not.toContain('Stale');
  });

  it('answers the copy of the language asked for (hi/privacy.md, ne/privacy.md)', async () => {
    for (const [language, title, image] of [
      ['hi', 'गोपनीयता नीति', 'privacy.hi.svg'],
      ['ne', 'गोपनीयता नीति', 'privacy.ne.svg'],
    ] as const) {
      const request = post('/PrivacyPolicy.php', {});
      const response = await t.request({ ...request, headers: { 'accept-language': language } });
      const [, [page]] = response.json() as [unknown, { description: string; image: string }[]];
      expect(page?.description, language).toContain(`<h1>${title}</h1>`);
      expect(page?.image, language).toBe(image);
      expect(response.headers['content-language']).toBe(language);
    }
  });
});
