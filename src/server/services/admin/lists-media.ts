/**
 * Videos, portals and downloadable files for the content team, as GetVideos, GetPortals and files.php read them:
 * videos and portals by link name and an existing focus (a doctor sees those of their own focus), links https, a
 * video's thumbnail a file name or an image uploaded in the console;
 * files by link name, `name` being the file in the storage's files folder (download.php `folder=files`).
 */
import { asc, eq } from 'drizzle-orm';
import type { ContentTranslations } from '../../../shared/content-translations.ts';
import type { Db, Tx } from '../../db/client.ts';
import { files, focuses, portals, videos } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { existingImage } from './content-images.ts';
import { byId, listService } from './content-list-store.ts';
import { contentText } from './content-texts.ts';
import { type TitleTranslationInput, titleTranslationColumn, titleTranslationFields } from './list-translations.ts';

/** Rows shown as stored, their translations as the console's title fields. */
const asStored = async <R extends { translations: ContentTranslations }>(_db: Db, rows: R[]) =>
  rows.map(({ translations, ...row }) => ({ ...row, ...titleTranslationFields(translations) }));

/** The focus a video, portal, emailer or banner is for; 400 naming therapeuticFocus when there is no such focus. */
export async function knownFocus(tx: Tx, name: string): Promise<string> {
  const [row] = await tx.select({ name: focuses.name }).from(focuses).where(eq(focuses.name, name));
  if (!row) throw new AppError(400, 'VALIDATION_FAILED', contentText.focusUnknown(name), { field: 'therapeuticFocus' });
  return row.name;
}

/** The id of a change. */
const idOf = (input: { id: number }) => input.id;

/** A list of https links by link name and focus (videos, portals), in that order, then as added. */
function linksByFocus<T extends typeof videos | typeof portals>(
  table: T,
  entity: 'video' | 'portal',
  notFound: string,
) {
  return byId({
    table,
    entity,
    notFound,
    searched: [table.title, table.linkName],
    order: [asc(table.linkName), asc(table.therapeuticFocus), asc(table.id)],
    shown: asStored<T['$inferSelect']>,
  });
}

/** The checked columns every link has: title, link, link name and an existing focus. */
async function linkColumns(
  tx: Tx,
  input: { title: string; link: string; linkName: string; therapeuticFocus: string } & TitleTranslationInput,
) {
  return {
    title: input.title.trim(),
    link: input.link,
    linkName: input.linkName,
    therapeuticFocus: await knownFocus(tx, input.therapeuticFocus),
    ...titleTranslationColumn(input),
  };
}

/** Videos: a link, a trailer and a thumbnail. */
export const videoList = listService(
  linksByFocus(videos, 'video', contentText.videoNotFound),
  idOf,
  async (
    tx,
    input: Omit<typeof videos.$inferInsert, 'id' | 'translations'> & TitleTranslationInput,
    _key,
    storage,
  ) => ({
    values: {
      ...(await linkColumns(tx, input)),
      trailerLink: input.trailerLink ?? '',
      thumbnail: await existingImage(storage, input.thumbnail ?? '', 'thumbnail'),
    },
  }),
);

/** Portals: an external link. */
export const portalList = listService(
  linksByFocus(portals, 'portal', contentText.portalNotFound),
  idOf,
  async (tx, input: Omit<typeof portals.$inferInsert, 'id' | 'translations'> & TitleTranslationInput) => ({
    values: await linkColumns(tx, input),
  }),
);

/** Files by link name, then file name. */
export const fileList = listService(
  byId({
    table: files,
    entity: 'file',
    notFound: contentText.fileNotFound,
    searched: [files.name, files.linkName],
    order: [asc(files.linkName), asc(files.name), asc(files.id)],
    shown: asStored<typeof files.$inferSelect>,
  }),
  idOf,
  async (_tx, input: { linkName: string; name: string } & TitleTranslationInput) => ({
    values: { linkName: input.linkName, name: input.name, ...titleTranslationColumn(input) },
  }),
);
