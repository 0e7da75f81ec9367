/** Emailers, videos and portals of a sub-category (SPEC §2 Emailer, Videos and Portals lists). */
import { atom } from 'nanostores';
import { getEmailers, getPortals, getVideos, sendEmailer } from '../api/content.ts';
import { messageOf } from '../api/errors.ts';
import type { Emailer, Portal, Video } from '../shared/contract/entities.ts';
import { createLoadedList } from './content-list.ts';
import { showToast } from './toasts.ts';
// Connects the API client (src/api/connection.ts) before this store's first call.
import './session.ts';

const emailers = createLoadedList<Emailer>();
const videos = createLoadedList<Video>();
const portals = createLoadedList<Portal>();

/** The emailers of /emailer/{subCatTitle}/{therapeuticFocus}. */
export const $emailers = emailers.$list;

/** Loads the emailers of a sub-category title for a focus. */
export function loadEmailers(subCategoryTitle: string, focus: string): Promise<void> {
  return emailers.load(() => getEmailers(subCategoryTitle, focus));
}

/** Loads the emailers again after an error. */
export const retryEmailers = emailers.retry;

/** Journal ids whose emailer is being sent right now. */
export const $sendingEmailers = atom<readonly string[]>([]);

/** E-mails a journal to the member and shows the server's Message (or the error) as a toast. */
export async function sendEmailerByMail(journalId: string): Promise<void> {
  if ($sendingEmailers.get().includes(journalId)) return;
  $sendingEmailers.set([...$sendingEmailers.get(), journalId]);
  try {
    showToast(await sendEmailer(journalId), 'success');
  } catch (error) {
    showToast(messageOf(error), 'error');
  } finally {
    $sendingEmailers.set($sendingEmailers.get().filter((id) => id !== journalId));
  }
}

/** The videos of /videos/{linkName}/{therapeuticFocus}/{subCatTitle}. */
export const $videos = videos.$list;

/** Loads the videos of a link name for a focus. */
export function loadVideos(linkName: string, focus: string): Promise<void> {
  return videos.load(() => getVideos(linkName, focus));
}

/** Loads the videos again after an error. */
export const retryVideos = videos.retry;

/** The video whose full version plays in the 'Video' modal, if any. */
export const $playingVideo = atom<Video | undefined>(undefined);

/** Opens the 'Video' modal for a video. */
export function watchFullVideo(video: Video): void {
  $playingVideo.set(video);
}

/** Closes the 'Video' modal. */
export function closeVideo(): void {
  $playingVideo.set(undefined);
}

/** The portals of /portals/{linkName}/{therapeuticFocus}/{subCatTitle}. */
export const $portals = portals.$list;

/** Loads the portals of a link name for a focus. */
export function loadPortals(linkName: string, focus: string): Promise<void> {
  return portals.load(() => getPortals(linkName, focus));
}

/** Loads the portals again after an error. */
export const retryPortals = portals.retry;
