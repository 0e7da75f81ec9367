/** Content calls, typed by src/shared/contract/content.ts: articles, journals, emailers, videos, portals, files, downloads. */
import type {
  Article,
  Emailer,
  FileItem,
  JournalPage,
  Paged,
  Portal,
  TherapyArticle,
  Video,
} from '../shared/contract/entities.ts';
import { call } from './client.ts';

/** Folders download.php serves (DESIGN §3: an allow-list). */
export type DownloadFolder = 'journals' | 'files';

/** Loads one page (from 1) of the articles matching a search text. */
export async function searchArticles(searchString: string, page: number): Promise<Paged<Article>> {
  const [, answer] = await call('searchArticles', { body: { search_string: searchString, page: String(page) } });
  return answer;
}

/** Loads one page (from 1) of every article, newest first. */
export async function getArticles(page: number): Promise<Paged<Article>> {
  const [, answer] = await call('getArticles', { body: { page: String(page) } });
  return answer;
}

/** Loads one page (from 1) of the entries of a journal, with its title. */
export async function getJournal(journalId: string, page: number): Promise<JournalPage> {
  const [, answer] = await call('getJournal', { body: { Jid: journalId, page: String(page) } });
  return answer;
}

/** Loads one page (from 1) of the articles of a therapy. */
export async function getTherapyArticles(therapy: string, page: number): Promise<Paged<TherapyArticle>> {
  const [, answer] = await call('getTherapyArticles', { body: { Therapy: therapy, page: String(page) } });
  return answer;
}

/** The emailers of a sub-category for a focus ('' means the member's own). */
export async function getEmailers(subCategoryTitle: string, focus: string): Promise<Emailer[]> {
  const [, list] = await call('getEmailers', {
    query: { subcategory_title: subCategoryTitle, therapeutic_focus: focus },
  });
  return list;
}

/** E-mails a journal PDF to the member; answers the server's Message. */
export async function sendEmailer(journalId: string): Promise<string> {
  const [, answer] = await call('sendEmailer', { body: { journalID: journalId } });
  return answer.Message;
}

/** The videos of a link name for a focus. */
export async function getVideos(linkName: string, focus: string): Promise<Video[]> {
  const [, list] = await call('getVideos', { query: { page: linkName, therapeutic_focus: focus } });
  return list;
}

/** The external portals of a link name for a focus. */
export async function getPortals(linkName: string, focus: string): Promise<Portal[]> {
  const [, list] = await call('getPortals', { query: { page: linkName, therapeutic_focus: focus } });
  return list;
}

/** The downloadable files of a link name (already without its dot and suffix). */
export async function getFiles(name: string): Promise<FileItem[]> {
  const [, list] = await call('getFiles', { body: { name } });
  return list;
}

/**
 * Fetches a file of download.php as a Blob. The session key travels in the Authorization header only, never in
 * the address (DESIGN §4). Throws an ApiError; a SESSION_INVALID answer ends the session like every other call.
 * The file code (transfer.ts) is loaded on the first download, not with the lists (issue 21: room in the budget).
 */
export async function downloadBlob(name: string, folder: DownloadFolder): Promise<Blob> {
  const { fetchBlob } = await import('./transfer.ts');
  return fetchBlob('download', { query: { a: name, folder }, cache: 'no-store' });
}
