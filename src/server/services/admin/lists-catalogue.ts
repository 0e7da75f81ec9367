/**
 * Therapies, therapeutic focuses and journals for the content team. A therapy keeps its id, so its products stay
 * with it through a rename, and its articles (which name the therapy by title) are moved to the new title in the
 * same audited write. A focus is addressed by its name, which members, cards and push topics carry: it is never
 * renamed, only its image and order change; `Common` is the push topic of everyone and cannot be a focus. An image
 * is a file name of the site's image folder or an image uploaded in the console (it must exist).
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { articles, focuses, journals, members, products, therapies } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { existingImage } from './content-images.ts';
import { byId, countsBy, type ListTable, listService } from './content-list-store.ts';
import { contentText } from './content-texts.ts';
import { type TitleTranslationInput, titleTranslationColumn, titleTranslationFields } from './list-translations.ts';

const invalid = (message: string, field: string) => new AppError(400, 'VALIDATION_FAILED', message, { field });

/** Therapies with how many products each has. */
const THERAPIES = byId({
  table: therapies,
  entity: 'therapy',
  notFound: contentText.therapyUnknown,
  searched: [therapies.title],
  order: [asc(therapies.id)],
  shown: async (db, rows: (typeof therapies.$inferSelect)[]) => {
    const by = await countsBy(
      db,
      products.therapyId,
      rows.map((row) => row.id),
    );
    return rows.map(({ id, title, image, translations, published }) => ({
      id,
      title,
      image,
      published,
      ...titleTranslationFields(translations),
      products: by.get(id) ?? 0,
    }));
  },
});

/** Focuses with how many doctors chose each. */
const FOCUSES: ListTable<
  typeof focuses,
  { name: string; image: string; sort: number; doctors: number } & ReturnType<typeof titleTranslationFields>
> = {
  table: focuses,
  key: focuses.name,
  keyField: 'name',
  keyOf: (row) => row.name,
  version: focuses.version,
  entity: 'focus',
  notFound: contentText.focusNotFound,
  searched: [focuses.name],
  order: [asc(focuses.sort), asc(focuses.name)],
  shown: async (db, rows) => {
    const by = await countsBy(
      db,
      members.therapeuticFocus,
      rows.map((row) => row.name),
    );
    return rows.map(({ name, image, sort, translations }) => ({
      name,
      image,
      sort,
      ...titleTranslationFields(translations),
      doctors: by.get(name) ?? 0,
    }));
  },
};

/** Journals with how many articles each has. */
const JOURNALS = byId({
  table: journals,
  entity: 'journal',
  notFound: contentText.journalUnknown,
  searched: [journals.title],
  order: [asc(journals.id)],
  shown: async (db, rows: (typeof journals.$inferSelect)[]) => {
    const by = await countsBy(
      db,
      articles.journalId,
      rows.map((row) => row.id),
    );
    return rows.map(({ id, title, language }) => ({ id, title, language, articles: by.get(id) ?? 0 }));
  },
});

/** Therapies: titles are unique; a rename moves the therapy's articles to the new title (each audited). */
export const therapyList = listService(
  THERAPIES,
  (input: { id: number }) => input.id,
  async (tx, input: { title: string; image: string } & TitleTranslationInput, id, storage) => {
    const title = input.title.trim();
    const same = eq(therapies.title, title);
    const [twin] = await tx
      .select({ id: therapies.id })
      .from(therapies)
      .where(id === null ? same : and(same, ne(therapies.id, Number(id))));
    if (twin) throw invalid(contentText.therapyTwice(title), 'title');
    return {
      values: { title, image: await existingImage(storage, input.image, 'image'), ...titleTranslationColumn(input) },
      after: async (inner, before) => {
        if (!before || before.title === title) return [];
        const moved = await inner
          .update(articles)
          .set({ therapy: title })
          .where(eq(articles.therapy, before.title))
          .returning({ id: articles.id });
        return moved.map((article) => ({
          action: 'article.update',
          entity: 'article',
          entityId: article.id,
          changes: { therapy: { from: before.title, to: title } },
        }));
      },
    };
  },
);

/** Focuses: added with a new name (not Common), changed (image, order) by name. */
export const focusList = listService(
  FOCUSES,
  (input: { name: string }) => input.name,
  async (tx, input: { name: string; image: string; sort: number } & TitleTranslationInput, key, storage) => {
    if (key === null) {
      if (input.name.toLowerCase() === 'common') throw invalid(contentText.focusReserved, 'name');
      const [twin] = await tx.select({ name: focuses.name }).from(focuses).where(eq(focuses.name, input.name));
      if (twin) throw invalid(contentText.focusTwice(input.name), 'name');
    }
    const image = await existingImage(storage, input.image, 'image');
    return { values: { name: input.name, image, sort: input.sort, ...titleTranslationColumn(input) } };
  },
);

/** Journals: a title. */
export const journalList = listService(
  JOURNALS,
  (input: { id: number }) => input.id,
  async (_tx, input: { title: string; language?: 'en' | 'hi' | 'ne' | undefined }) => ({
    values: { title: input.title.trim(), ...(input.language && { language: input.language }) },
  }),
);
