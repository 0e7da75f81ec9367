/**
 * Articles for the content team: list, publish, change, each write audited. Reference and description pass the
 * same sanitiser as the doctors' answers (server/lib/sanitize-html.ts) before they are stored, so staff see what
 * doctors will see. A new article is published now, so it leads the doctors' article list.
 */
import { asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Language } from '../../../shared/messages/languages.ts';
import { articles, focuses, journals, therapies } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { Actor } from './actor.ts';
import { withCachesInvalidated } from '../cache.ts';
import { auditedWrite, changesOf } from './audit.ts';
import { atVersion, checkVersion, nextVersion, staleVersion } from './record-version.ts';
import { contentText } from './content-texts.ts';

/** An article as the console shows it. */
export interface AdminArticle {
  id: number;
  published: boolean;
  title: string;
  journalId: number;
  journal: string;
  therapy: string;
  link: string;
  reference: string;
  description: string;
  /** The article's language: doctors of that language see it first. */
  language: Language;
  publishedAt: string;
  /** The edit version: a change names it and is refused (409) once another change raised it. */
  version: number;
}

/** What staff set on an article. */
export interface ArticleInput {
  title: string;
  journalId: number;
  therapy: string;
  link: string;
  reference: string;
  description: string;
  /** Absent: English for a new article, the stored language for a change. */
  language?: Language | undefined;
  /** The version the form loaded (a change only): refused when the article changed since. */
  version?: number | undefined;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const columns = {
  id: articles.id,
  title: articles.title,
  journalId: articles.journalId,
  journal: journals.title,
  therapy: articles.therapy,
  link: articles.link,
  reference: articles.reference,
  description: articles.description,
  language: articles.language,
  publishedAt: articles.publishedAt,
  published: articles.published,
  version: articles.version,
};

/** The console's article of a selected row. */
const toArticle = (row: Omit<AdminArticle, 'publishedAt'> & { publishedAt: Date }): AdminArticle => ({
  ...row,
  publishedAt: row.publishedAt.toISOString(),
});

/** A choice of a form: id and title. */
interface Choice {
  id: number;
  title: string;
}

/** The therapies and journals (by title) and the focuses (by sort) the catalogue forms choose from. */
export async function catalogueChoices(
  db: Db,
): Promise<{ therapies: Choice[]; journals: Choice[]; focuses: string[] }> {
  const [therapyRows, journalRows, focusRows] = await Promise.all([
    db.select({ id: therapies.id, title: therapies.title }).from(therapies).orderBy(asc(therapies.title)),
    db.select({ id: journals.id, title: journals.title }).from(journals).orderBy(asc(journals.title)),
    db.select({ name: focuses.name }).from(focuses).orderBy(asc(focuses.sort), asc(focuses.name)),
  ]);
  return { therapies: therapyRows, journals: journalRows, focuses: focusRows.map((f) => f.name) };
}

/** A page of articles, newest first, searched in the title. */
export async function listArticles(
  db: Db,
  filter: { page: number; pageSize: number; search?: string | undefined },
): Promise<{ rows: AdminArticle[]; total: number }> {
  const search = filter.search?.trim();
  const where = search ? ilike(articles.title, `%${escapeLike(search)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(articles)
      .innerJoin(journals, eq(articles.journalId, journals.id))
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows: rows.map(toArticle), total: total?.n ?? 0 };
}

/** The columns of checked input: the journal and therapy must exist, the HTML is sanitised and must keep text. */
async function columnsOf(tx: Tx, input: ArticleInput) {
  const [journal] = await tx.select({ id: journals.id }).from(journals).where(eq(journals.id, input.journalId));
  if (!journal) throw new AppError(400, 'VALIDATION_FAILED', contentText.journalUnknown, { field: 'journalId' });
  const therapy = input.therapy.trim();
  const [known] = await tx.select({ id: therapies.id }).from(therapies).where(eq(therapies.title, therapy));
  if (!known) throw new AppError(400, 'VALIDATION_FAILED', contentText.therapyUnknown, { field: 'therapy' });
  const description = sanitizeHtml(input.description);
  if (description.replace(/<[^>]*>/g, '').trim() === '')
    throw new AppError(400, 'VALIDATION_FAILED', contentText.articleEmpty, { field: 'description' });
  return {
    title: input.title.trim(),
    journalId: input.journalId,
    therapy,
    link: input.link.trim(),
    reference: sanitizeHtml(input.reference),
    description,
    ...(input.language && { language: input.language }),
  };
}

/** One article with its journal, read in a transaction. */
async function articleIn(tx: Tx, id: number): Promise<AdminArticle | undefined> {
  const [row] = await tx
    .select(columns)
    .from(articles)
    .innerJoin(journals, eq(articles.journalId, journals.id))
    .where(eq(articles.id, id));
  return row ? toArticle(row) : undefined;
}

/** Publishes an article now. */
export async function createArticle(db: Db, actor: Actor, input: ArticleInput, now: number): Promise<AdminArticle> {
  return withCachesInvalidated(
    db,
    auditedWrite(
      db,
      actor,
      async (tx) => {
        const values = await columnsOf(tx, input);
        const [row] = await tx
          .insert(articles)
          .values({ ...values, publishedAt: new Date(now) })
          .returning({ id: articles.id });
        const article = row && (await articleIn(tx, row.id));
        if (!article) throw new Error('article not stored');
        return {
          result: article,
          audit: [
            { action: 'article.create', entity: 'article', entityId: article.id, changes: changesOf(null, values) },
          ],
        };
      },
      new Date(now),
    ),
  );
}

/** Changes an article by id (its publication date stays); the audit row lists the fields whose value differs. */
export async function updateArticle(
  db: Db,
  actor: Actor,
  id: number,
  input: ArticleInput,
  now: number,
): Promise<AdminArticle> {
  return withCachesInvalidated(
    db,
    auditedWrite(
      db,
      actor,
      async (tx) => {
        const [before] = await tx
          .select({
            title: articles.title,
            journalId: articles.journalId,
            therapy: articles.therapy,
            link: articles.link,
            reference: articles.reference,
            description: articles.description,
            language: articles.language,
            version: articles.version,
          })
          .from(articles)
          .where(eq(articles.id, id))
          .for('update');
        if (!before) throw new AppError(404, 'NOT_FOUND', contentText.articleNotFound, { field: 'id' });
        await checkVersion(tx, 'article', id, before.version, input.version);
        const values = await columnsOf(tx, input);
        const [moved] = await tx
          .update(articles)
          .set({ ...values, version: nextVersion(articles.version) })
          .where(atVersion(eq(articles.id, id), articles.version, before.version))
          .returning({ id: articles.id });
        if (!moved) throw await staleVersion(tx, 'article', id);
        const article = await articleIn(tx, id);
        if (!article) throw new Error('article not updated');
        const changes = changesOf(before, values);
        return {
          result: article,
          audit:
            Object.keys(changes).length > 0
              ? [{ action: 'article.update', entity: 'article', entityId: id, changes }]
              : [],
        };
      },
      new Date(now),
    ),
  );
}
