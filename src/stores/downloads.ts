/** Downloads through download.php with the session key in a header, saved from a Blob (DESIGN §4), and /files lists. */
import { atom } from 'nanostores';
import { downloadBlob, getFiles, type DownloadFolder } from '../api/content.ts';
import { messageOf } from '../api/errors.ts';
import type { FileItem } from '../shared/contract/entities.ts';
import { createLoadedList } from './content-list.ts';
import { filesLinkName } from '../lib/content-links.ts';
import { savedFileName } from '../lib/saved-file-name.ts';
import { showToast } from './toasts.ts';
// Connects the API client (src/api/connection.ts) before this store's first call.
import './session.ts';

/** How long an object URL stays valid after its download started. */
const REVOKE_AFTER_MS = 30_000;

/** `folder/name` of the downloads in flight. */
export const $downloading = atom<readonly string[]>([]);

/** The id of a download in $downloading. */
export const downloadId = (name: string, folder: DownloadFolder): string => `${folder}/${name}`;

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Downloads a file to the device, saved as `savedAs` (its stored name by default); failures are shown as a toast. */
export async function downloadToDevice(name: string, folder: DownloadFolder, savedAs = name): Promise<void> {
  const id = downloadId(name, folder);
  if ($downloading.get().includes(id)) return;
  $downloading.set([...$downloading.get(), id]);
  try {
    saveBlob(await downloadBlob(name, folder), savedAs);
  } catch (error) {
    showToast(messageOf(error), 'error');
  } finally {
    $downloading.set($downloading.get().filter((entry) => entry !== id));
  }
}

/** The file name of a journal's PDF (SPEC §7 Downloads). */
export const journalPdfName = (journalId: string): string => `${journalId}.pdf`;

/** Downloads a journal's PDF, saved under its title. */
export function downloadJournal(journalId: string, title: string): Promise<void> {
  return downloadToDevice(
    journalPdfName(journalId),
    'journals',
    savedFileName(title, 'pdf') ?? journalPdfName(journalId),
  );
}

const files = createLoadedList<FileItem>();

/** The files of /files/{linkName}/{subCatTitle}. */
export const $files = files.$list;

/** Loads the files of a link name (its dot and suffix dropped first). */
export function loadFiles(linkName: string): Promise<void> {
  const name = filesLinkName(linkName).trim();
  return files.load(name ? () => getFiles(name) : async () => []);
}

/** Loads the files again after an error. */
export const retryFiles = files.retry;
