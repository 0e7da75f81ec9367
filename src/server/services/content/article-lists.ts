/** The three paged article lists (services/content/article-pages.ts does the paging): all, a journal's, a therapy's. */
import { and, eq } from 'drizzle-orm';
import type { Article, JournalPage, Paged, TherapyArticle } from '../../../shared/contract/entities.ts';
import type { Db } from '../../db/client.ts';
import { articles, therapies } from '../../db/schema.ts';
import { articlePage, toArticle, toJournalEntry, toTherapyArticle } from './article-pages.ts';
import { journalTitle } from './journals.ts';
import { therapyNamer, therapyTitleOf } from './therapy-names.ts';

/** Page `page` of every article, newest first. */
export async function allArticles(db: Db, page: number): Promise<Paged<Article>> {
  const named = await therapyNamer(db);
  return articlePage(db, undefined, page, (row) => toArticle(row, named(row.therapy)));
}

/** Page `page` of a journal's articles with the journal's title, or undefined when the journal does not exist. */
export async function journalArticles(db: Db, journalId: number, page: number): Promise<JournalPage | undefined> {
  const title = await journalTitle(db, journalId);
  if (title === undefined) return undefined;
  const named = await therapyNamer(db);
  const entries = await articlePage(db, eq(articles.journalId, journalId), page, (row) =>
    toJournalEntry(row, named(row.therapy)),
  );
  return { ...entries, title };
}

/** True when a therapy with that English title exists and staff unpublished it. */
async function isHiddenTherapy(db: Db, title: string): Promise<boolean> {
  const [hidden] = await db
    .select({ id: therapies.id })
    .from(therapies)
    .where(and(eq(therapies.title, title), eq(therapies.published, false)))
    .limit(1);
  return hidden !== undefined;
}

/**
 * Page `page` of a therapy's articles, the therapy named by its English title or by its Hindi or Nepali one (the
 * title an article's link shows that member); none for an unknown therapy, nor for one staff unpublished (its page
 * answers as an empty one; its articles stay in the other lists, each published on its own).
 */
export async function therapyArticles(db: Db, therapy: string, page: number): Promise<Paged<TherapyArticle>> {
  const title = await therapyTitleOf(db, therapy);
  if (await isHiddenTherapy(db, title)) return { result: [], page, hasMore: false };
  return articlePage(db, eq(articles.therapy, title), page, toTherapyArticle);
}
