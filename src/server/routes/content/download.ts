/** download.php: streams a file from an allow-listed storage folder to a member (session key in the header only). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DOWNLOAD_CONTENT_TYPES } from '../../../shared/contract/answers.ts';
import { content } from '../../../shared/contract/index.ts';
import { m } from '../../services/language.ts';
import { AppError } from '../../errors.ts';
import { attachmentHeader } from '../../lib/content-disposition.ts';
import { isSafeName } from '../../services/storage/index.ts';
import type { StorageFolder } from '../../services/storage/types.ts';
import type { Db } from '../../db/client.ts';
import { isOfferedJournal } from '../../services/content/journals.ts';
import { isListedFile } from '../../services/content/link-lists.ts';
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

/** A journal's PDF name, `<journalId>.pdf` (an id of one to nine digits, no leading zero). */
const JOURNAL_PDF = /^([1-9][0-9]{0,8})\.pdf$/;

/**
 * True when a row vouches for the file: in `files`, a published Files row names it; in `journals`, it is the PDF of
 * a journal an active emailer names. Anything else stored there (never listed, withdrawn, deleted, a leftover) is not
 * served.
 */
async function isVouchedFor(db: Db, folder: StorageFolder, name: string): Promise<boolean> {
  if (folder === 'files') return isListedFile(db, name);
  const id = folder === 'journals' ? JOURNAL_PDF.exec(name)?.[1] : undefined;
  return id !== undefined && (await isOfferedJournal(db, Number(id)));
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
    // Checked before the store is asked, and answered as a missing file: nothing tells what the store holds.
    if (!(await isVouchedFor(app.deps.database.db, folder, query.a))) {
      throw new AppError(404, 'NOT_FOUND', m.fileNotFound);
    }
    const file = await app.deps.storage.open(folder, query.a);
    if (!file) throw new AppError(404, 'NOT_FOUND', m.fileNotFound);
    setDownloadHeaders(reply, query.a, file.size);
    // The contract types the answer as the Blob the client receives; on the server it is the file's byte stream.
    return file.stream as unknown as Blob;
  });
}
