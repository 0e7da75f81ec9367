/** The small lists behind a sub-category card: emailers, videos, portals (per focus) and downloadable files. */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Emailer, FileItem, Portal, Video } from '../../../shared/contract/entities.ts';
import type { Db } from '../../db/client.ts';
import { emailers, files, portals, subCategories, videos } from '../../db/schema.ts';
import { shownText } from '../content-language.ts';
import { cardForFocus, parentShown } from './card-parents.ts';

/** An emailer whose card (by title, for its focus) is shown, or that no card names. */
export const emailerCardShown = parentShown(
  'emailer',
  sql`${subCategories.title} = ${emailers.subCategoryTitle} and ${cardForFocus(emailers.therapeuticFocus)}`,
);

/** The active emailers of that sub-category title and focus, whose card is shown, in the order they were added. */
async function emailersTitled(db: Db, subCategoryTitle: string, focus: string): Promise<Emailer[]> {
  const rows = await db
    .select()
    .from(emailers)
    .where(
      and(
        eq(emailers.subCategoryTitle, subCategoryTitle),
        eq(emailers.therapeuticFocus, focus),
        eq(emailers.active, true),
        emailerCardShown,
      ),
    )
    .orderBy(asc(emailers.id));
  return rows.map((row) => ({ title: row.title, journal_id: String(row.journalId) }));
}

/**
 * The English title of the emailer card whose Hindi or Nepali title this is (the address its card gives a doctor
 * reading that language, docs/LANGUAGES.md), or undefined for none.
 */
async function emailerCardTitled(db: Db, translated: string): Promise<string | undefined> {
  const hindi = sql`trim(${subCategories.translations} -> 'hi' ->> 'title')`;
  const nepali = sql`trim(${subCategories.translations} -> 'ne' ->> 'title')`;
  const [card] = await db
    .select({ title: subCategories.title })
    .from(subCategories)
    .where(
      and(
        eq(subCategories.serviceType, 'emailer'),
        eq(subCategories.published, true),
        or(eq(hindi, translated), eq(nepali, translated)),
      ),
    )
    .orderBy(asc(subCategories.id))
    .limit(1);
  return card?.title;
}

/**
 * The active emailers of a card's title (English, or the card's Hindi or Nepali title when no emailer has it) and
 * focus, in the order they were added.
 */
export async function emailersOf(db: Db, subCategoryTitle: string, focus: string): Promise<Emailer[]> {
  const found = await emailersTitled(db, subCategoryTitle, focus);
  if (found.length > 0) return found;
  const english = await emailerCardTitled(db, subCategoryTitle);
  return english === undefined || english === subCategoryTitle ? [] : emailersTitled(db, english, focus);
}

/** A video doctors see: published, and its card (by link name, for its focus) shown, or no card names it. */
export const shownVideo = and(
  eq(videos.published, true),
  parentShown(
    'videos',
    sql`${subCategories.linkName} = ${videos.linkName} and ${cardForFocus(videos.therapeuticFocus)}`,
  ),
);

/** Videos of that link name and focus, in the order they were added, titled in the member's language. */
export async function videosOf(db: Db, linkName: string, focus: string): Promise<Video[]> {
  const rows = await db
    .select()
    .from(videos)
    .where(and(eq(videos.linkName, linkName), eq(videos.therapeuticFocus, focus), shownVideo))
    .orderBy(asc(videos.id));
  return rows.map((row) => ({
    video_id: String(row.id),
    title: shownText(row.translations, 'title', row.title),
    trailer_link: row.trailerLink,
    link: row.link,
    thumbnail: row.thumbnail,
  }));
}

/** Portals of that link name and focus, in the order they were added, titled in the member's language. */
export async function portalsOf(db: Db, linkName: string, focus: string): Promise<Portal[]> {
  const rows = await db
    .select()
    .from(portals)
    .where(
      and(
        eq(portals.linkName, linkName),
        eq(portals.therapeuticFocus, focus),
        eq(portals.published, true),
        parentShown(
          'portals',
          sql`${subCategories.linkName} = ${portals.linkName} and ${cardForFocus(portals.therapeuticFocus)}`,
        ),
      ),
    )
    .orderBy(asc(portals.id));
  return rows.map((row) => ({
    portal_id: String(row.id),
    title: shownText(row.translations, 'title', row.title),
    link: row.link,
  }));
}

/**
 * A Files row doctors see: published, and its card shown (a files card whose link name is the row's, or is it with a
 * dot and suffix, `brochures.php`), or no card names it.
 */
const shownFile = and(
  eq(files.published, true),
  parentShown(
    'files',
    sql`${files.linkName} in (${subCategories.linkName}, split_part(${subCategories.linkName}, '.', 1))`,
  ),
);

/** Files of any of the link names, by file name (the key of its download), titled in the member's language. */
export async function filesOf(db: Db, linkNames: readonly string[]): Promise<FileItem[]> {
  const rows = await db
    .select({ name: files.name, translations: files.translations })
    .from(files)
    .where(and(inArray(files.linkName, [...linkNames]), shownFile))
    .orderBy(asc(files.name), asc(files.id));
  return rows.map((row) => ({ name: row.name, title_shown: shownText(row.translations, 'title', row.name) }));
}

/**
 * True when a Files row doctors see names the file: only those are served from the storage's files folder. A file
 * stored but never listed, or whose rows staff unpublished or deleted (or hid their card), is not served to a doctor who kept or guessed
 * its name (unpublishing takes a file off files.php and off download.php at once).
 */
export async function isListedFile(db: Db, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.name, name), shownFile))
    .limit(1);
  return row !== undefined;
}
