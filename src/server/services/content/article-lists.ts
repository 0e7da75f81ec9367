/** The three paged article lists (services/content/article-pages.ts does the paging): all, a journal's, a therapy's. */
import { eq } from 'drizzle-orm';
import type { Article, JournalEntry, Paged, TherapyArticle } from '../../../shared/contract/entities.ts';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import { articlePage, toArticle, toJournalEntry, toTherapyArticle } from './article-pages.ts';
import { journalExists } from './journals.ts';
import { therapyNamer, therapyTitleOf } from './therapy-names.ts';

/** Page `page` of every article, newest first. */
export async function allArticles(db: Db, page: number): Promise<Paged<Article>> {
  const named = await therapyNamer(db);
  return articlePage(db, undefined, page, (row) => toArticle(row, named(row.therapy)));
}

/** Page `page` of a journal's articles, or undefined when the journal does not exist. */
export async function journalArticles(
  db: Db,
  journalId: number,
  page: number,
): Promise<Paged<JournalEntry> | undefined> {
  if (!(await journalExists(db, journalId))) return undefined;
  const named = await therapyNamer(db);
  return articlePage(db, eq(articles.journalId, journalId), page, (row) => toJournalEntry(row, named(row.therapy)));
}

/**
 * Page `page` of a therapy's articles, the therapy named by its English title or by its Hindi or Nepali one (the
 * title an article's link shows that member); none for an unknown therapy.
 */
export async function therapyArticles(db: Db, therapy: string, page: number): Promise<Paged<TherapyArticle>> {
  const title = await therapyTitleOf(db, therapy);
  return articlePage(db, eq(articles.therapy, title), page, toTherapyArticle);
}
