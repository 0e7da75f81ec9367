/**
 * The journal page's list (/journals/{journalId}, SPEC §2): its entries, endless (SPEC §4), and the journal's title,
 * which each answer names. A file of its own, so that the other article pages do not load it.
 */
import { atom } from 'nanostores';
import { getJournal } from '../api/content.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import type { JournalEntry } from '../shared/contract/entities.ts';
import { nothing } from './articles.ts';
import { createPagedList } from './paged-list.ts';

const journal = createPagedList<JournalEntry>();

/** The entries of the journal shown on /journals/{journalId}. */
export const $journalEntries = journal.$list;

/** The title of that journal: its last answer's, or the one kept in this tab ('' before either). */
export const $journalTitle = atom('');

/** Reads, or with `title` keeps, the journal's title in this tab (a page opened again through Back asks nothing). */
function keptTitle(id: string, title?: string): string {
  try {
    if (title !== undefined) sessionStorage.setItem(STORAGE_KEYS.journalTitle + id, title);
    return sessionStorage.getItem(STORAGE_KEYS.journalTitle + id) ?? '';
  } catch {
    return title ?? '';
  }
}

/** Loads page 1 of a journal; an id that is not a positive number has no entries. */
export function startJournal(journalId: string): Promise<void> {
  const id = /^[1-9]\d{0,8}$/.test(journalId) ? journalId : '';
  $journalTitle.set(id && keptTitle(id));
  return journal.start(
    id
      ? async (page) => {
          const answer = await getJournal(id, page);
          $journalTitle.set(keptTitle(id, answer.title));
          return answer;
        }
      : nothing,
  );
}

/** Loads the next page of the journal (or retries a failed one). */
export const loadMoreJournal = journal.loadMore;
