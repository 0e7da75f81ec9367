/**
 * The service worker (built to /sw.js by src/integrations/service-worker.ts, which prepends MANIFEST).
 * Precaches the page shells, styles, scripts, icons and the offline page of one build; pages go to the network
 * first and fall back to the last-seen copy of their shell when offline, else the offline page; hashed assets come
 * from the cache; images are cached at run time up to IMAGE_LIMIT entries (an image that cannot be fetched offline
 * gets a neutral placeholder). The answers of the read calls (MANIFEST.reads: catalogue, content pages, profile
 * photo, managers, order history, settings, and the files of download.php) are kept per session key in SAVED:
 * network first, the saved answer (marked with SAVED_HEADER) when offline or when the network has not answered
 * within SAVED_WAIT_MS, the network's answer then refreshing it in the background. Logout and a session end delete
 * them. It precaches one language's pages (docs/LANGUAGES.md): the one its address names when first registered
 * (`/sw.js?lang=hi`), then the one each page tells it (LANGUAGE message), kept in STATE; the old language's files go
 * only once the new one's are all in. A language change is a message, never another worker: replacing the worker
 * while a page navigates could leave that navigation hanging.
 * Any language's address maps to that language's shell.
 * A new version waits until the page asks it to take over (the "new version available" prompt). It also shows
 * push notifications (Firebase Cloud Messaging's web push payload) without loading any Firebase code.
 */

/** What the build writes in front of this file. */
interface SwManifest {
  version: string;
  /** Per language code: the files to precache. */
  precache: Record<string, string[]>;
  /** [regular expression over the path, shell path] for every route, most specific first. */
  shells: [string, string][];
  /** The offline page inside a language. */
  offline: string;
  /** Per language code: its address prefix ('' for English). */
  prefixes: Record<string, string>;
  /** The API base address as the browser sees it ('/api' or an absolute address). */
  apiBase: string;
  /** The paths (under the API base) of the read calls whose answers are kept for offline use. */
  reads: string[];
}

/** The few service-worker types used here (the project's TypeScript library is the DOM one). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
/** A page's message: its type, and the reads it hands over with SAVE (src/api/unsaved-reads.ts). */
interface ExtendableMessageEvent extends ExtendableEvent {
  data: { type?: string; reads?: unknown; language?: unknown } | null;
}
/** A read the page made before this worker controlled it, with its answer's JSON. */
interface HandedOverRead {
  url: string;
  method: string;
  authorization: string;
  body: string;
  answer: string;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  clientId: string;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification & { data?: { link?: string } };
}
interface WindowClient {
  url: string;
  focus(): Promise<unknown>;
}
interface ServiceWorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    claim(): Promise<void>;
    matchAll(options: object): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: never) => void): void;
}

declare const MANIFEST: SwManifest;
const sw = self as unknown as ServiceWorkerScope;

const PREFIX = 'portal-';
/** The worker's own state, kept across restarts and logouts: the language it precaches (LANGUAGE_KEY). */
const STATE = `${PREFIX}state`;
const LANGUAGE_KEY = '/__portal/language';
const PRECACHE = `${PREFIX}precache-${MANIFEST.version}`;
const PAGES = `${PREFIX}pages`;
const ASSETS = `${PREFIX}assets`;
const IMAGES = `${PREFIX}images`;
const IMAGE_LIMIT = 60;
/** The member's saved read answers (deleted at logout and when the session ends). */
const SAVED = `${PREFIX}saved`;
const SAVED_LIMIT = 300;
/** How long a read waits for the network before the saved answer is shown (the network's answer still saves). */
const SAVED_WAIT_MS = 4000;
/** The header of a saved answer: when it was saved (milliseconds since 1970). */
const SAVED_HEADER = 'x-portal-saved';
/** What an image that is neither cached nor reachable shows: a neutral grey block. */
const PLACEHOLDER =
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3" viewBox="0 0 4 3"><rect width="4" height="3" fill="#e8ecef"/></svg>';
const SHELLS = MANIFEST.shells.map(([regex, shell]) => [new RegExp(regex), shell] as const);
/** A path of this site as a full address (the form a cache's keys are in). */
const href = (path: string): string => new URL(path, sw.location.origin).href;
const API_ROOT = href(`${MANIFEST.apiBase.replace(/\/+$/, '')}/`);

/** A language code the build knows, else undefined. */
const known = (code: unknown): string | undefined =>
  typeof code === 'string' && code in MANIFEST.precache ? code : undefined;

let language: string | undefined;

/** The language to precache: the one kept in STATE, else the one of this worker's address, else English. */
async function currentLanguage(): Promise<string> {
  if (language) return language;
  const kept = await (await caches.open(STATE)).match(LANGUAGE_KEY);
  language = known(await kept?.text()) ?? known(new URL(sw.location.href).searchParams.get('lang')) ?? 'en';
  return language;
}

/** Whether another precache pass was asked for while one ran (a language change, or logout emptying the caches). */
let again = false;
let precaching: Promise<void> | undefined;
/** The language whose files are all in the precache since this worker started (none yet: a check is due). */
let complete: string | undefined;

/** Brings the precache to the current language's list, one pass at a time (a pass asked for meanwhile runs after). */
function precache(): Promise<void> {
  again = true;
  precaching ??= (async () => {
    try {
      while (again) {
        again = false;
        await precachePass();
      }
    } finally {
      precaching = undefined;
    }
  })();
  return precaching;
}

/**
 * One pass: the missing files fetched a few at a time (a slow connection stays usable for the open page), and only
 * once they are all in, other languages' files dropped, and the run-time copies of the files it now holds. Until
 * then a page of either language keeps its shell, styles and scripts offline.
 */
async function precachePass(): Promise<void> {
  const cache = await caches.open(PRECACHE);
  const code = await currentLanguage();
  const files = MANIFEST.precache[code] ?? [];
  const wanted = new Set(files.map(href));
  const held = await cache.keys();
  const heldUrls = new Set(held.map((request) => request.url));
  // The offline page first: while the rest come, it answers any page of the language not yet in.
  const first = (file: string): number => (file.endsWith(MANIFEST.offline) ? 0 : 1);
  const missing = files.filter((file) => !heldUrls.has(href(file))).sort((a, b) => first(a) - first(b));
  for (let i = 0; i < missing.length; i += 4) {
    // Another pass was asked for (another language, say): it starts now rather than after this one's files.
    if (again) return;
    await cache.addAll(missing.slice(i, i + 4).map((url) => new Request(url, { cache: 'reload' })));
  }
  if (again) return;
  for (const request of held) if (!wanted.has(request.url)) await cache.delete(request);
  // The files a page fetched while they were coming were kept at run time too: a second copy, dropped.
  const assets = await caches.open(ASSETS);
  for (const request of await assets.keys()) if (wanted.has(request.url)) await assets.delete(request);
  complete = code;
}

/** A page's language (LANGUAGE message): kept, and the precache brought to it unless it is already all in. */
async function chooseLanguage(code: unknown): Promise<void> {
  const chosen = known(code);
  if (!chosen || (chosen === (await currentLanguage()) && chosen === complete)) return;
  if (chosen !== language) {
    language = chosen;
    await (await caches.open(STATE)).put(LANGUAGE_KEY, new Response(chosen));
  }
  await precache();
}

/**
 * Deletes the caches of earlier versions, and the built files kept at run time that no language's list of this
 * version names (an earlier version's: names change with every build, so they would pile up release after release).
 */
async function dropOldCaches(): Promise<void> {
  for (const name of await caches.keys()) {
    const kept = [PRECACHE, IMAGES, ASSETS, SAVED, STATE];
    if (name.startsWith(PREFIX) && !kept.includes(name)) await caches.delete(name);
  }
  const named = new Set(Object.values(MANIFEST.precache).flat().map(href));
  const assets = await caches.open(ASSETS);
  for (const request of await assets.keys()) if (!named.has(request.url)) await assets.delete(request);
}

sw.addEventListener('install', (event: ExtendableEvent) => event.waitUntil(precache()));
sw.addEventListener('activate', (event: ExtendableEvent) =>
  event.waitUntil(dropOldCaches().then(() => sw.clients.claim())),
);
sw.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (event.data?.type === 'SAVE') event.waitUntil(saveHandedOver(event.data.reads));
  if (event.data?.type === 'SKIP_WAITING') void sw.skipWaiting();
  if (event.data?.type === 'PRECACHE') {
    complete = undefined;
    void precache().catch(() => undefined);
  }
  if (event.data?.type === 'LANGUAGE') event.waitUntil(chooseLanguage(event.data.language));
  // A page whose navigation began before this worker activated is missed by the claim in 'activate'.
  if (event.data?.type === 'CLAIM') sw.clients.claim().catch(() => undefined);
});

/** An address split into its language's prefix ('' for English) and the path inside that language. */
function splitPrefix(pathname: string): [string, string] {
  for (const prefix of Object.values(MANIFEST.prefixes))
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)))
      return [prefix, pathname.slice(prefix.length) || '/'];
  return ['', pathname];
}

/** The cache key of the page that answers a path: its route's shell (in the path's language), else the path as a directory. */
function pageKey(pathname: string): string {
  const [prefix, path] = splitPrefix(pathname);
  const shell = SHELLS.find(([regex]) => regex.test(path))?.[1];
  if (shell) return `${prefix}${shell}`;
  return pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname) ? pathname : `${pathname}/`;
}

/**
 * A page from the network, its copy saved beside the answer (the page streams to the tab at once, never held until
 * the cache has written it); offline, the last-seen copy of its shell, else the offline page.
 */
async function page(request: Request, url: URL, event: FetchEvent): Promise<Response> {
  const key = pageKey(url.pathname);
  try {
    const response = await fetch(request);
    const html = response.headers.get('content-type')?.includes('text/html');
    if (response.ok && html && !response.redirected) {
      const copy = response.clone();
      event.waitUntil(
        caches
          .open(PAGES)
          .then((cache) => cache.put(key, copy))
          .catch(() => undefined),
      );
    }
    return response;
  } catch (error) {
    const copy = (await (await caches.open(PAGES)).match(key)) ?? (await caches.match(key, { cacheName: PRECACHE }));
    if (copy) return copy;
    // The offline page of the current language, else (its files not all in yet) of the language still held.
    const prefixes = new Set([MANIFEST.prefixes[await currentLanguage()] ?? '', ...Object.values(MANIFEST.prefixes)]);
    for (const prefix of prefixes) {
      const offline = await caches.match(`${prefix}${MANIFEST.offline}`, { cacheName: PRECACHE });
      if (offline) return offline;
    }
    throw error;
  }
}

async function cacheFirst(request: Request, cacheName: string): Promise<Response> {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // Not kept when the precache took the file in while it came: a phone holds each file once.
  const keep = response.ok && response.type === 'basic' && !(await caches.match(request));
  if (keep) await (await caches.open(cacheName)).put(request, response.clone());
  return response;
}

/**
 * A built file of any language (`/_astro/…`, `/hi/_astro/…`; `path` is the part after the language's prefix): from a
 * cache, else from the network and kept. Offline and never kept, the file of the same name in another language's
 * folder: names carry a hash of the content, so the same name is the same file (a stylesheet shared by every
 * language, say). It is answered as a new response, so that the browser resolves what it imports from the address
 * it asked for.
 */
async function asset(request: Request, path: string): Promise<Response> {
  try {
    return await cacheFirst(request, ASSETS);
  } catch (error) {
    for (const prefix of Object.values(MANIFEST.prefixes)) {
      const same = await caches.match(href(`${prefix}${path}`));
      if (same) return new Response(same.body, { status: same.status, headers: same.headers });
    }
    throw error;
  }
}

/** The neutral picture of an image that cannot be fetched (offline, never seen). */
function placeholder(): Response {
  return new Response(PLACEHOLDER, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' } });
}

/** A profile photo (personal data) is never kept by the worker; offline it is the placeholder. */
function profileImage(request: Request): Promise<Response> {
  return caches
    .match(request)
    .then((hit) => hit ?? fetch(request))
    .catch(placeholder);
}

async function image(request: Request, event: FetchEvent): Promise<Response> {
  const cache = await caches.open(IMAGES);
  const hit = (await caches.match(request, { cacheName: PRECACHE })) ?? (await cache.match(request));
  if (hit) return hit;
  const response = await fetch(request).catch(placeholder);
  if (
    response.ok &&
    response.headers.get('cache-control') !== 'no-store' &&
    (response.type === 'basic' || response.type === 'cors')
  ) {
    event.waitUntil(cache.put(request, response.clone()).then(() => trim(cache)));
  }
  return response;
}

/** Keeps the image cache to IMAGE_LIMIT entries, dropping the oldest first. */
async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - IMAGE_LIMIT))) await cache.delete(old);
}

/** The cache address of a read: a digest of its session key, method, address and body (one answer per member). */
async function savedKey(request: Request): Promise<string> {
  const body = request.method === 'GET' ? '' : await request.clone().text();
  const text = [request.headers.get('Authorization') ?? '', request.method, request.url, body].join('\n');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `${sw.location.origin}/__saved/${Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Saves a successful read answer with the time it arrived; a refused session key deletes every saved answer. */
async function save(key: string, response: Response): Promise<void> {
  if (response.status === 401) {
    await caches.delete(SAVED);
    return;
  }
  if (response.status !== 200) return;
  const headers = new Headers(response.headers);
  headers.set(SAVED_HEADER, String(Date.now()));
  const cache = await caches.open(SAVED);
  await cache.put(key, new Response(await response.blob(), { status: 200, headers }));
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - SAVED_LIMIT))) await cache.delete(old);
}

/**
 * Saves the reads a page made before this worker controlled it (a first visit), as if it had seen them: only the
 * read calls it saves itself, at most 20, never over an answer it already has (which is newer).
 */
async function saveHandedOver(reads: unknown): Promise<void> {
  if (!Array.isArray(reads)) return;
  for (const read of reads.slice(0, 20) as Partial<HandedOverRead>[]) {
    const { url, method = 'GET', authorization = '', body = '', answer } = read;
    if (typeof url !== 'string' || typeof answer !== 'string' || !url.startsWith(API_ROOT)) continue;
    if (!MANIFEST.reads.includes(`/${url.slice(API_ROOT.length).split('?')[0]}`)) continue;
    const request = new Request(url, {
      method,
      headers: { Authorization: authorization },
      body: method === 'GET' || method === 'HEAD' ? undefined : body,
    });
    const key = await savedKey(request);
    if (await caches.match(key, { cacheName: SAVED })) continue;
    await save(key, new Response(answer, { status: 200, headers: { 'Content-Type': 'application/json' } }));
  }
}

/** A read call: the network's answer (saved), else the saved one when offline or slow, else the network's failure. */
async function savedRead(request: Request, event: FetchEvent): Promise<Response> {
  const key = await savedKey(request);
  const network = fetch(request);
  event.waitUntil(network.then((response) => save(key, response.clone())).catch(() => undefined));
  const saved = caches.match(key, { cacheName: SAVED });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), SAVED_WAIT_MS);
  });
  const first = await Promise.race([network, late]).catch(() => undefined);
  clearTimeout(timer);
  if (first) return first;
  return (await saved) ?? network;
}

sw.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  const url = new URL(request.url);
  const sameOrigin = url.origin === sw.location.origin;
  const api = url.href.startsWith(API_ROOT) ? `/${url.href.slice(API_ROOT.length).split('?')[0]}` : undefined;
  if (api !== undefined && MANIFEST.reads.includes(api)) {
    event.respondWith(savedRead(request, event));
    return;
  }
  if (request.method !== 'GET') return;
  if (api !== undefined || (sameOrigin && url.pathname.startsWith('/api/'))) return;
  // The operations console (/admin/) is not the doctors' app: the network answers it, nothing is cached.
  if (sameOrigin && /^\/admin(\/|$)/.test(url.pathname)) return;
  const [, inLanguage] = splitPrefix(url.pathname);
  if (request.mode === 'navigate') event.respondWith(page(request, url, event));
  else if (sameOrigin && inLanguage.startsWith('/_astro/')) event.respondWith(asset(request, inLanguage));
  else if (request.destination === 'image')
    event.respondWith(url.pathname.includes('/profiles/') ? profileImage(request) : image(request, event));
  else if (sameOrigin && !url.pathname.startsWith('/pagefind/'))
    event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)));
});

/** The parts of an FCM web push payload used here. */
interface PushPayload {
  notification?: { title?: string; body?: string; click_action?: string };
  fcmOptions?: { link?: string };
  data?: Record<string, string>;
}

function readPayload(event: PushEvent): PushPayload {
  try {
    return (event.data?.json() ?? {}) as PushPayload;
  } catch {
    return {};
  }
}

sw.addEventListener('push', (event: PushEvent) => {
  const payload = readPayload(event);
  const link = payload.fcmOptions?.link ?? payload.notification?.click_action ?? payload.data?.link ?? '/home';
  const title = payload.notification?.title ?? payload.data?.title ?? '';
  if (!title) return;
  event.waitUntil(
    sw.registration.showNotification(title, {
      body: payload.notification?.body ?? payload.data?.body ?? '',
      icon: '/icons/icon-192.png',
      data: { link },
    }),
  );
});

sw.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const raw = event.notification.data?.link ?? '/home';
  const target = new URL(raw, sw.location.origin);
  const url =
    target.protocol === 'https:' || target.origin === sw.location.origin ? target.href : `${sw.location.origin}/home`;
  event.waitUntil(
    sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => {
      const same = open.find((client) => client.url === url);
      return same ? same.focus() : sw.clients.openWindow(url);
    }),
  );
});
