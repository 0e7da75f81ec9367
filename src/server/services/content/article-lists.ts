/** The three paged article lists (services/content/article-pages.ts does the paging): all, a journal's, a therapy's. */
import { eq } from 'drizzle-orm';
import type { Article, JournalEntry, Paged, TherapyArticle } from '../../../shared/contract/entities.ts';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import { articlePage, toArticle, toJournalEntry, toTherapyArticle } from './article-pages.ts';
import { journalExists } from './journals.ts';

/** Page `page` of every article, newest first. */
export function allArticles(db: Db, page: number): Promise<Paged<Article>> {
  return articlePage(db, undefined, page, toArticle);
}

/** Page `page` of a journal's articles, or undefined when the journal does not exist. */
export async function journalArticles(
  db: Db,
  journalId: number,
  page: number,
): Promise<Paged<JournalEntry> | undefined> {
  if (!(await journalExists(db, journalId))) return undefined;
  return articlePage(db, eq(articles.journalId, journalId), page, toJournalEntry);
}

/** Page `page` of a therapy's articles (none for an unknown therapy). */
export function therapyArticles(db: Db, therapy: string, page: number): Promise<Paged<TherapyArticle>> {
  return articlePage(db, eq(articles.therapy, therapy), page, toTherapyArticle);
}
