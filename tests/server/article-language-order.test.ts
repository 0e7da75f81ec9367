/**
 * Long content carries a language tag (issue 43 §1): a Hindi or Nepali member's article lists (GetArticles, GetJournal,
 * GetTherapyArticles) start with the articles in their language, newest first, then the others, with exact pages and
 * hasMore; an English member's lists stay newest first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, journals } from '../../src/server/db/schema.ts';
import type { Paged } from '../../src/shared/contract/entities.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { signedInMember, type SignedIn } from './helpers/member-session.ts';

type Language = 'en' | 'hi' | 'ne';

let t: TestApp;
let journalId = 0;
const members: Partial<Record<Language, SignedIn>> = {};

/** 25 English articles (newest E25), then older: two Hindi, one Nepali. */
const TAGGED: readonly { title: string; language: Language; day: number }[] = [
  ...Array.from({ length: 25 }, (_, i) => ({ title: `E${i + 1}`, language: 'en' as const, day: 10 + i })),
  { title: 'H1', language: 'hi', day: 5 },
  { title: 'H2', language: 'hi', day: 3 },
  { title: 'N1', language: 'ne', day: 4 },
];

/** The article titles of every page of a list call as the member of that language reads it. */
async function titlesOf(url: string, body: object, language: Language): Promise<string[]> {
  const key = members[language]?.key ?? '';
  const titles: string[] = [];
  for (let page = 1; page < 5; page += 1) {
    const response = await t.request(post(url, { ...body, page: String(page) }, key));
    expect(response.statusCode).toBe(200);
    const paged = (response.json() as [unknown, Paged<{ Atitle?: string; Jtitle?: string }>])[1];
    titles.push(...paged.result.map((row) => row.Atitle ?? row.Jtitle ?? ''));
    if (!paged.hasMore) return titles;
  }
  throw new Error('more pages than articles');
}

const newestEnglish = Array.from({ length: 25 }, (_, i) => `E${25 - i}`);

beforeAll(async () => {
  t = await build();
  const { db } = t.database;
  const [journal] = await db.insert(journals).values({ title: 'Heart Journal' }).returning({ id: journals.id });
  journalId = journal?.id ?? 0;
  await db.insert(articles).values(
    TAGGED.map(({ title, language, day }) => ({
      title,
      language,
      journalId,
      therapy: 'Cardiology',
      link: `https://example.org/${title}`,
      publishedAt: new Date(Date.UTC(2026, 0, day)),
    })),
  );
  for (const language of ['en', 'hi', 'ne'] as const)
    members[language] = await signedInMember(t, { therapeuticFocus: 'Cardiology', language });
});
afterAll(async () => t.close());

describe('article lists by the member language', () => {
  it('GetArticles: Hindi first across the page boundary, each article once, English member newest first', async () => {
    expect(await titlesOf('/GetArticles.php', {}, 'hi')).toEqual(['H1', 'H2', ...newestEnglish, 'N1']);
    expect(await titlesOf('/GetArticles.php', {}, 'ne')).toEqual(['N1', ...newestEnglish, 'H1', 'H2']);
    expect(await titlesOf('/GetArticles.php', {}, 'en')).toEqual([...newestEnglish, 'H1', 'N1', 'H2']);
  });

  it('GetJournal and GetTherapyArticles put the member language first too', async () => {
    expect(await titlesOf('/GetJournal.php', { Jid: String(journalId) }, 'ne')).toEqual([
      'N1',
      ...newestEnglish,
      'H1',
      'H2',
    ]);
    expect(await titlesOf('/GetTherapyArticles.php', { Therapy: 'Cardiology' }, 'hi')).toEqual([
      'H1',
      'H2',
      ...newestEnglish,
      'N1',
    ]);
  });
});
