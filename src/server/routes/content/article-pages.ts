/** One page of articles, newest first, and the three answer shapes of the paged article lists. */
import { type SQL, desc } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../shared/constants.ts';
import type { Article, JournalEntry, Paged, TherapyArticle } from '../../../shared/contract/entities.ts';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import { sanitizeHtml } from '../../services/sanitize-html.ts';

/** An article row as stored. */
export type ArticleRow = typeof articles.$inferSelect;

/**
 * Page `page` (from 1) of the articles matching `where`, ordered published_at desc, id desc.
 * One row more than PAGE_SIZE is read, so hasMore is exact; a page past the end is empty with hasMore false.
 */
export async function articlePage<T>(db: Db, where: SQL | undefined, page: number, shape: (row: ArticleRow) => T): Promise<Paged<T>> {
  const rows = await db.select().from(articles).where(where)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(PAGE_SIZE + 1).offset((page - 1) * PAGE_SIZE);
  return { result: rows.slice(0, PAGE_SIZE).map(shape), page, hasMore: rows.length > PAGE_SIZE };
}

/** An Article of GetArticles and SearchArticles; its HTML is sanitised to the allow-list (services/sanitize-html.ts). */
export function toArticle(row: ArticleRow): Article {
  return {
    article_id: String(row.id), Atitle: row.title, reference: sanitizeHtml(row.reference), description: sanitizeHtml(row.description),
    journal_id: String(row.journalId), therapy: row.therapy, link: row.link,
  };
}

/** A JournalEntry of GetJournal (Jtitle is the article's title). */
export function toJournalEntry(row: ArticleRow): JournalEntry {
  return { article_id: String(row.id), Jtitle: row.title, description: sanitizeHtml(row.description), therapy: row.therapy, link: row.link };
}

/** A TherapyArticle of GetTherapyArticles. */
export function toTherapyArticle(row: ArticleRow): TherapyArticle {
  return {
    article_id: String(row.id), Atitle: row.title, description: sanitizeHtml(row.description), journal_id: String(row.journalId),
    link: row.link,
  };
}
