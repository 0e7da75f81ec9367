/**
 * An article's therapy in the doctor's language: GetArticles, GetJournal and SearchArticles answer `therapy_shown`
 * (the therapy's Hindi or Nepali title, else English) beside the English `therapy`, and GetTherapyArticles finds a
 * therapy's articles by that translated title too, the one the article's "Read more" link carries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, journals, therapies } from '../../src/server/db/schema.ts';
import { articleIndexOf } from '../../src/server/services/search/article-index.ts';
import type { Article, JournalEntry, TherapyArticle } from '../../src/shared/contract/entities.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { signedInMember, type SignedIn } from './helpers/member-session.ts';

type Language = 'en' | 'hi' | 'ne';

let t: TestApp;
let journalId: number;
const members: Partial<Record<Language, SignedIn>> = {};

const HINDI = 'उच्चरक्तचापरोधी';
const NEPALI = 'उच्च रक्तचापका औषधि';

/** The rows of a page of `url` as the member of `language` reads them. */
async function rowsOf<T>(url: string, body: object, language: Language): Promise<T[]> {
  const member = members[language];
  if (!member) throw new Error(`no ${language} member`);
  const response = await t.request(post(url, body, member.key));
  expect(response.statusCode).toBe(200);
  return (response.json() as [unknown, { result: T[] }])[1].result;
}

/** Each article's title with its therapy and the therapy as shown, by title. */
const therapiesOf = (rows: (Article | JournalEntry)[]) =>
  Object.fromEntries(rows.map((row) => ['Atitle' in row ? row.Atitle : row.Jtitle, [row.therapy, row.therapy_shown]]));

beforeAll(async () => {
  t = await build();
  const { db } = t.database;
  await db.insert(therapies).values([
    // The Nepali title is stored with spaces around it, as a hand edit might leave it.
    { title: 'Antihypertensives', translations: { hi: { title: HINDI }, ne: { title: ` ${NEPALI} ` } } },
    { title: 'Antidiabetics', translations: { hi: { title: ' ' } } },
    // Quotes in a title: the search names it in the member's language without parsing the whole card.
    { title: 'Pain "relief"', translations: { hi: { title: 'दर्द "राहत"' } } },
  ]);
  journalId = (await db.insert(journals).values({ title: 'Heart Review' }).returning({ id: journals.id }))[0]?.id ?? 0;
  const article = (title: string, therapy: string, day: number) => ({
    title,
    journalId,
    therapy,
    link: `https://example.org/${day}`,
    publishedAt: new Date(Date.UTC(2026, 0, day)),
  });
  await db
    .insert(articles)
    .values([
      article('Telmisartan in elderly patients', 'Antihypertensives', 3),
      article('Metformin in elderly patients', 'Antidiabetics', 2),
      article('Influenza vaccine in elderly patients', 'Vaccines', 1),
      article('Paracetamol in elderly patients', 'Pain "relief"', 4),
    ]);
  for (const language of ['en', 'hi', 'ne'] as const)
    members[language] = await signedInMember(t, { therapeuticFocus: 'Cardiology', language });
});
afterAll(async () => t.close());

const english = {
  'Telmisartan in elderly patients': ['Antihypertensives', 'Antihypertensives'],
  'Metformin in elderly patients': ['Antidiabetics', 'Antidiabetics'],
  'Influenza vaccine in elderly patients': ['Vaccines', 'Vaccines'],
  'Paracetamol in elderly patients': ['Pain "relief"', 'Pain "relief"'],
};
const translated = (title: string) => ({
  ...english,
  'Telmisartan in elderly patients': ['Antihypertensives', title],
  ...(title === HINDI ? { 'Paracetamol in elderly patients': ['Pain "relief"', 'दर्द "राहत"'] } : {}),
});

describe("an article's therapy in the member's language", () => {
  it('GetArticles and GetJournal name it in Hindi or Nepali (English where the therapy has no title there)', async () => {
    const all = (language: Language) => rowsOf<Article>('/GetArticles.php', { page: '1' }, language);
    const journal = (language: Language) =>
      rowsOf<JournalEntry>('/GetJournal.php', { Jid: String(journalId), page: '1' }, language);
    expect(therapiesOf(await all('hi'))).toEqual(translated(HINDI));
    expect(therapiesOf(await all('ne'))).toEqual(translated(NEPALI));
    expect(therapiesOf(await all('en'))).toEqual(english);
    expect(therapiesOf(await journal('ne'))).toEqual(translated(NEPALI));
    expect(therapiesOf(await journal('en'))).toEqual(english);
  });

  it('SearchArticles names it so too, through SQL and through the article index, cached per language', async () => {
    const search = (text: string, language: Language) =>
      rowsOf<Article>('/SearchArticles.php', { search_string: text, page: '1' }, language);
    // English first: a search answer cached for English is not the one a Hindi member gets.
    expect(therapiesOf(await search('elderly', 'en'))).toEqual(english);
    expect(therapiesOf(await search('elderly', 'hi'))).toEqual(translated(HINDI));
    await articleIndexOf(t.database.db).ready();
    expect(therapiesOf(await search('patients', 'ne'))).toEqual(translated(NEPALI));
    expect(therapiesOf(await search('patients', 'hi'))).toEqual(translated(HINDI));
    expect(therapiesOf(await search('patients', 'en'))).toEqual(english);
  });

  it('GetTherapyArticles finds a therapy by its English, Hindi or Nepali title, for a member of any language', async () => {
    const titles = async (therapy: string, language: Language) =>
      (await rowsOf<TherapyArticle>('/GetTherapyArticles.php', { Therapy: therapy, page: '1' }, language)).map(
        (row) => row.Atitle,
      );
    const telmisartan = ['Telmisartan in elderly patients'];
    expect(await titles('Antihypertensives', 'en')).toEqual(telmisartan);
    expect(await titles(HINDI, 'hi')).toEqual(telmisartan);
    expect(await titles(NEPALI, 'ne')).toEqual(telmisartan);
    // An address opened in Hindi still finds its articles after the doctor changes language.
    expect(await titles(HINDI, 'en')).toEqual(telmisartan);
    expect(await titles('Vaccines', 'hi')).toEqual(['Influenza vaccine in elderly patients']);
    expect(await titles('Antidiabetics', 'hi')).toEqual(['Metformin in elderly patients']);
    // Part of a title names no therapy.
    expect(await titles('उच्च', 'ne')).toEqual([]);
  });
});
