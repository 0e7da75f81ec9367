/**
 * Videos, portals and downloadable files for the content team, as GetVideos, GetPortals and files.php read them:
 * videos and portals by link name and an existing focus (a doctor sees those of their own focus), links https;
 * files by link name, `name` being the file in the storage's files folder (download.php `folder=files`).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, focuses, portals, videos } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Tx } from '../orders/store.ts';
import { byId, listService } from './content-list-store.ts';
import { contentText } from './content-texts.ts';

/** Rows shown as stored. */
const asStored = async <R>(_db: Db, rows: R[]) => rows;

/** The focus a video or portal is for; 400 naming therapeuticFocus when there is no such focus. */
async function knownFocus(tx: Tx, name: string): Promise<string> {
  const [row] = await tx.select({ name: focuses.name }).from(focuses).where(eq(focuses.name, name));
  if (!row) throw new AppError(400, 'VALIDATION_FAILED', contentText.focusUnknown(name), { field: 'therapeuticFocus' });
  return row.name;
}

/** The id of a change. */
const idOf = (input: { id: number }) => input.id;

/** Videos by link name, focus, then as added. */
export const videoList = listService(
  byId({
    table: videos,
    entity: 'video',
    notFound: contentText.videoNotFound,
    searched: [videos.title, videos.linkName],
    order: [asc(videos.linkName), asc(videos.therapeuticFocus), asc(videos.id)],
    shown: asStored<typeof videos.$inferSelect>,
  }),
  idOf,
  async (tx, input: Omit<typeof videos.$inferInsert, 'id'>) => ({
    values: {
      title: input.title.trim(),
      link: input.link,
      trailerLink: input.trailerLink ?? '',
      thumbnail: input.thumbnail ?? '',
      linkName: input.linkName,
      therapeuticFocus: await knownFocus(tx, input.therapeuticFocus),
    },
  }),
);

/** Portals by link name, focus, then as added. */
export const portalList = listService(
  byId({
    table: portals,
    entity: 'portal',
    notFound: contentText.portalNotFound,
    searched: [portals.title, portals.linkName],
    order: [asc(portals.linkName), asc(portals.therapeuticFocus), asc(portals.id)],
    shown: asStored<typeof portals.$inferSelect>,
  }),
  idOf,
  async (tx, input: Omit<typeof portals.$inferInsert, 'id'>) => ({
    values: {
      title: input.title.trim(),
      link: input.link,
      linkName: input.linkName,
      therapeuticFocus: await knownFocus(tx, input.therapeuticFocus),
    },
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
  async (_tx, input: { linkName: string; name: string }) => ({
    values: { linkName: input.linkName, name: input.name },
  }),
);
