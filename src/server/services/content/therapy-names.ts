/**
 * Therapy names on articles: an article's therapy is a therapy's English title (the key of GetTherapyArticles), shown
 * to a Hindi or Nepali member as the therapy's translated title (docs/LANGUAGES.md "Content").
 */
import type { ContentTranslations } from '../../../shared/content-translations.ts';
import type { Db } from '../../db/client.ts';
import { therapies } from '../../db/schema.ts';
import { catalogueCache } from '../catalogue/cache.ts';
import { shownText } from '../content-language.ts';
import { currentLanguage } from '../language.ts';

/** Every therapy's translations by its English title, per database (emptied with the catalogue caches). */
const translationsByTitle = catalogueCache<'all', ReadonlyMap<string, ContentTranslations>>(1);

const therapyTranslations = (db: Db) =>
  translationsByTitle(db).get('all', async () => {
    const rows = await db.select({ title: therapies.title, translations: therapies.translations }).from(therapies);
    return new Map(rows.map((row) => [row.title, row.translations]));
  });

/** Names an article's therapy in the member's language: its therapy's translated title, else the name as stored. */
export async function therapyNamer(db: Db): Promise<(therapy: string) => string> {
  if (currentLanguage() === 'en') return (therapy) => therapy;
  const known = await therapyTranslations(db);
  return (therapy) => shownText(known.get(therapy) ?? {}, 'title', therapy);
}

/** The English title of the therapy called `name` in English, Hindi or Nepali; `name` itself when none is. */
export async function therapyTitleOf(db: Db, name: string): Promise<string> {
  const known = await therapyTranslations(db);
  if (known.has(name)) return name;
  for (const [title, translations] of known) {
    if (Object.values(translations).some((text) => text?.title?.trim() === name)) return title;
  }
  return name;
}
