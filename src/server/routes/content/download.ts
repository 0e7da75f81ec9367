/** download.php: streams a file from an allow-listed storage folder to a member (session key in the header only). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DOWNLOAD_CONTENT_TYPES } from '../../../shared/contract/answers.ts';
import { content } from '../../../shared/contract/index.ts';
import { m } from '../../services/language.ts';
import { AppError } from '../../errors.ts';
import { attachmentHeader } from '../../lib/content-disposition.ts';
import { isSafeName } from '../../services/storage/index.ts';
import type { StorageFolder } from '../../services/storage/types.ts';
import { isWithdrawnFile } from '../../services/content/link-lists.ts';
import { defineRoute } from '../define-route.ts';

/** Folders a member may download from; uploads (prints, profiles) are never served here. */
const DOWNLOAD_FOLDERS: readonly StorageFolder[] = ['journals', 'files'];

/** The Content-Type of a file name (by its extension, as the OpenAPI document lists them). */
function contentTypeOf(name: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  const known = Object.entries(DOWNLOAD_CONTENT_TYPES).find(([key]) => key === extension && key !== 'other');
  return known?.[1] ?? DOWNLOAD_CONTENT_TYPES.other;
}

function folderOf(value: string): StorageFolder {
  const folder = DOWNLOAD_FOLDERS.find((allowed) => allowed === value);
  if (!folder)
    throw new AppError(400, 'VALIDATION_FAILED', m.validation('folder', m.unknownFolder), { field: 'folder' });
  return folder;
}

function setDownloadHeaders(reply: FastifyReply, name: string, size: number): void {
  reply
    .type(contentTypeOf(name))
    .header('content-length', String(size))
    .header('content-disposition', attachmentHeader(name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
}

/** Registers download.php. */
export async function downloadRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.download, async ({ query, reply }) => {
    const folder = folderOf(query.folder);
    if (!isSafeName(query.a)) {
      throw new AppError(400, 'VALIDATION_FAILED', m.validation('a', m.unsafeFileName), { field: 'a' });
    }
    if (folder === 'files' && (await isWithdrawnFile(app.deps.database.db, query.a))) {
      throw new AppError(404, 'NOT_FOUND', m.fileNotFound);
    }
    const file = await app.deps.storage.open(folder, query.a);
    if (!file) throw new AppError(404, 'NOT_FOUND', m.fileNotFound);
    setDownloadHeaders(reply, query.a, file.size);
    // The contract types the answer as the Blob the client receives; on the server it is the file's byte stream.
    return file.stream as unknown as Blob;
  });
}
