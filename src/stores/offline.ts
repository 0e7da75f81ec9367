/**
 * Offline support (issue 5 §2): registers the service worker outside development, tells whether the device is
 * offline, offers a waiting new version ("new version available — reload"), and wipes every cache and storage
 * of the site at logout.
 */
import { atom } from 'nanostores';
import { takeUnsavedReads } from '../api/unsaved-reads.ts';
import { language } from '../shared/messages/index.ts';
import { clearStorageKeepingLanguage } from '../lib/language.ts';

/** True while the browser reports no network. */
export const $offline = atom(false);
/** True when a new version of the site is installed and waits for the member's go-ahead. */
export const $updateReady = atom(false);

/** The worker's own cache (src/sw/sw.ts STATE): its language, kept at logout. */
const WORKER_STATE = 'portal-state';
/** The start of the name of the worker's precache (src/sw/sw.ts PRECACHE, one per build version). */
const PRECACHE = 'portal-precache-';

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;
let reloading = false;

function watchForUpdates(reg: ServiceWorkerRegistration): void {
  const check = (): void => {
    if (reg.waiting && navigator.serviceWorker.controller) $updateReady.set(true);
  };
  check();
  // A version may already be installing when the page starts watching.
  reg.installing?.addEventListener('statechange', check);
  reg.addEventListener('updatefound', () => {
    reg.installing?.addEventListener('statechange', check);
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // Claimed by the current version: a new one may already be waiting for the go-ahead.
    if (!$updateReady.get()) {
      check();
      return;
    }
    // Taken over by the new version (the member chose Reload): load the page that goes with it, once.
    if (reloading) return;
    reloading = true;
    location.reload();
  });
}

/**
 * Tells the active worker this page's language, so that it precaches that language's pages (it ignores the one it
 * already has). A language change is this message, never another worker: replacing the worker while the doctor
 * navigates (say, right after choosing Hindi on the login screen) could leave that navigation hanging.
 */
function tellLanguage(): void {
  void navigator.serviceWorker.ready.then((reg) => reg.active?.postMessage({ type: 'LANGUAGE', language }));
}

/**
 * Asks the active worker to control this page when it does not yet: a page whose navigation began while the
 * worker was still installing is missed by the worker's own claim, and would otherwise neither use the image
 * cache nor be offered a new version until the next navigation.
 */
function claimIfUncontrolled(): void {
  void navigator.serviceWorker.ready.then((reg) => {
    if (!navigator.serviceWorker.controller) reg.active?.postMessage({ type: 'CLAIM' });
  });
}

/**
 * Gives the active worker the reads answered before it controlled the page, now and when it takes control, for it
 * to save (src/api/unsaved-reads.ts): a first visit's screens then reload offline too.
 */
function handOverUnsavedReads(): void {
  const { serviceWorker } = navigator;
  const handOver = (): void =>
    void serviceWorker.ready.then((reg) => {
      const reads = takeUnsavedReads().map(({ request, options, response }) => ({
        url: new URL(String(request), location.href).href,
        method: options.method ?? 'GET',
        authorization: new Headers(options.headers).get('Authorization') ?? '',
        body: typeof options.body === 'string' ? options.body : '',
        answer: JSON.stringify(response?._data),
      }));
      if (reads.length > 0) reg.active?.postMessage({ type: 'SAVE', reads });
    });
  handOver();
  serviceWorker.addEventListener('controllerchange', handOver);
}

/** The service worker registration (registered on first call; undefined in development or without support). */
export function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (registration) return registration;
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    registration = Promise.resolve(undefined);
    return registration;
  }
  // An existing registration is kept as it is (the browser checks it for a new sw.js on every navigation), whatever
  // language it was first registered for: tellLanguage moves it to this page's (docs/LANGUAGES.md).
  const { serviceWorker } = navigator;
  registration = serviceWorker
    .getRegistration('/')
    .then(
      (existing) =>
        existing ?? serviceWorker.register(language === 'en' ? '/sw.js' : `/sw.js?lang=${language}`, { scope: '/' }),
    )
    .then(
      // A stubbed register (a test browser with workers blocked) may resolve with nothing.
      (reg: ServiceWorkerRegistration | undefined) => {
        if (!reg) return undefined;
        watchForUpdates(reg);
        claimIfUncontrolled();
        tellLanguage();
        handOverUnsavedReads();
        return reg;
      },
      () => undefined,
    );
  return registration;
}

/**
 * Runs `task` once the page has loaded and its eager islands have hydrated (at most ~10 s later), so that the
 * worker's precaching never competes with the page's own first requests on a slow connection.
 */
function whenPageSettled(task: () => void, triesLeft = 20): void {
  if (document.readyState !== 'complete') {
    addEventListener('load', () => whenPageSettled(task, triesLeft), { once: true });
    return;
  }
  const hydrating = document.querySelector('astro-island[ssr][client="load"], astro-island[ssr][client="idle"]');
  if (hydrating && triesLeft > 0) {
    setTimeout(() => whenPageSettled(task, triesLeft - 1), 500);
    return;
  }
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

/** Starts watching the network and, once the page has settled, registers the service worker. */
export function startOfflineSupport(): () => void {
  const update = (): void => $offline.set(!navigator.onLine);
  update();
  addEventListener('online', update);
  addEventListener('offline', update);
  whenPageSettled(() => void serviceWorkerRegistration());
  return () => {
    removeEventListener('online', update);
    removeEventListener('offline', update);
  };
}

/** Lets the waiting version take over; the page reloads when it does. */
export async function applyUpdate(): Promise<void> {
  const reg = await serviceWorkerRegistration();
  if (reg?.waiting) reg.waiting.postMessage({ type: 'SKIP_WAITING' });
  else location.reload();
}

/**
 * Deletes every Cache Storage cache of the origin but the worker's own state (its language) and its precache (the
 * build's shells, scripts and offline page), neither holding member data, and localStorage and sessionStorage
 * (logout). A logout offline so still opens the login page, not the browser's error page; the worker then fetches
 * whatever of the precache is missing, and offline use keeps working for the next member.
 */
export async function clearSiteData(): Promise<void> {
  try {
    clearStorageKeepingLanguage();
  } catch {
    // Storage may be unavailable (private mode).
  }
  if (typeof caches === 'undefined') return;
  const names = (await caches.keys()).filter((name) => name !== WORKER_STATE && !name.startsWith(PRECACHE));
  await Promise.all(names.map((name) => caches.delete(name)));
  const reg = await serviceWorkerRegistration();
  reg?.active?.postMessage({ type: 'PRECACHE' });
}
