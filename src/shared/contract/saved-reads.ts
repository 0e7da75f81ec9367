/**
 * The read calls whose last good answers the service worker keeps per member for offline use (issue 21 §1): the
 * catalogue, the content lists and files, the profile photo, managers, order history and settings. Every other
 * call is a write (or the login), which is refused at once when the device is offline.
 */
import { ENDPOINTS, type EndpointName } from './endpoints.ts';

/** The names of the saved read calls. */
export const SAVED_READS = [
  'getCategory',
  'getSubCategory',
  'getTherapy',
  'getAllTherapy',
  'getProduct',
  'searchProducts',
  'getArticles',
  'getJournal',
  'getTherapyArticles',
  'searchArticles',
  'getEmailers',
  'getVideos',
  'getPortals',
  'getFiles',
  'download',
  'photo',
  'orderHistory',
  'contactUs',
  'getSettings',
] as const satisfies readonly EndpointName[];

/** Whether a call is one of the saved reads. */
export function isSavedRead(name: EndpointName): boolean {
  return (SAVED_READS as readonly string[]).includes(name);
}

/** The API paths of the saved reads (the service worker's MANIFEST.reads). */
export function savedReadPaths(): string[] {
  return SAVED_READS.map((name) => ENDPOINTS[name].path);
}
