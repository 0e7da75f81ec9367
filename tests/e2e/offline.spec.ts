/**
 * Offline use (issue 5 §2): the service worker serves the last-seen shell when offline and the page says so;
 * a new version waits for "Reload"; logout leaves no member data in any cache or storage of the origin (the saved
 * read answers of issue 21 included: tests/e2e/on-the-move.spec.ts).
 */
import { expect, test, type Page } from './test.ts';
import { LANGUAGE_NAMES } from '../../src/shared/messages/language-names.ts';
import { controlled, expectAccessible, hydrated, loginAs, offlineAgain, signInByApi } from './helpers.ts';

const OFFLINE_TEXT = 'You are offline. Showing what was last loaded.';

/** Every request URL held by every Cache Storage cache of the origin, by cache name. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) all[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    return all;
  });
}

/** The paths in the worker's precache (one cache per build version). */
async function precachedPaths(page: Page): Promise<string[]> {
  const all = await cachedUrls(page);
  return Object.entries(all)
    .filter(([name]) => name.startsWith('portal-precache-'))
    .flatMap(([, urls]) => urls.map((url) => new URL(url).pathname));
}

/** The paths of the built files the worker kept at run time (fetched by a page, not precached). */
async function keptAtRunTime(page: Page): Promise<string[]> {
  return ((await cachedUrls(page))['portal-assets'] ?? []).map((url) => new URL(url).pathname);
}

test('a visited page reloads offline from the service worker, with the offline notice', async ({ page, context }) => {
  await loginAs(page, 'asha');
  await controlled(page);
  // The status parts (which started the worker) came once the page was idle, with no preload link for each of their
  // files (src/integrations/idle-imports.ts).
  expect(await page.locator('link[rel="modulepreload"][href*="/page-status."]').count()).toBe(0);
  await page.goto('/products/Antihypertensives');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(OFFLINE_TEXT)).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await offlineAgain(context);
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  await expect(page.locator('header.site-header')).toBeVisible();
  // The notice sits above the page, in the flow: the header moved down under it rather than being covered.
  const notice = await page.locator('.offline-notice').boundingBox();
  expect(notice?.y).toBe(0);
  expect((await page.locator('header.site-header').boundingBox())?.y).toBeGreaterThanOrEqual(notice?.height ?? 1);
  expect(await page.title()).toContain('·');
  await expectAccessible(page);

  // A deep link never opened on this device still gets its route's precached shell.
  await page.goto('/journals/2');
  await offlineAgain(context);
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  await expect(page.locator('main#main')).toBeVisible();
  await page.screenshot({ path: '/tmp/portal-shots/offline-360.png' });
  await context.setOffline(false);
});

test('only read answers are saved, under hashed keys, and logout clears every cache and storage of the site', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'asha');
  await controlled(page);
  for (const path of ['/home', '/articles', '/products/Statins', '/profile']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const before = await cachedUrls(page);
  const urls = Object.values(before).flat();
  expect(urls.length).toBeGreaterThan(20);
  expect(urls.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
  expect(Object.keys(before)).toContain('portal-pages');
  // The member's read answers are kept (issue 21), under addresses that reveal neither call nor key.
  expect((before['portal-saved'] ?? []).length).toBeGreaterThan(3);
  expect((before['portal-saved'] ?? []).every((url) => /\/__saved\/[0-9a-f]{64}$/.test(url))).toBe(true);

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  const after = await cachedUrls(page);
  expect(
    Object.values(after)
      .flat()
      .filter((url) => new URL(url).pathname.startsWith('/api/')),
  ).toEqual([]);
  // What the member saw is gone; only the login page, fetched again after logout, may be back in the caches.
  const paths = (name: string) => (after[name] ?? []).map((url) => new URL(url).pathname);
  expect(paths('portal-saved')).toEqual([]);
  expect(paths('portal-pages').filter((path) => path !== '/')).toEqual([]);
  expect(
    paths('portal-images').filter((path) => !path.startsWith('/images/brand/') && path !== '/favicon.svg'),
  ).toEqual([]);
  expect((before['portal-pages'] ?? []).length).toBeGreaterThan(3);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
});

test("a logout offline opens the login page from the precache, not the browser's error page", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'asha');
  await controlled(page);
  // The worker has the build's shells, the login page's among them.
  await expect.poll(() => precachedPaths(page), { timeout: 20_000 }).toContain('/');
  await page.goto('/profile');
  await hydrated(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Get OTP' })).toBeVisible();
  // The member's answers and pages are gone all the same; the shells (no member data) stay.
  const after = await cachedUrls(page);
  expect(after['portal-saved'] ?? []).toEqual([]);
  expect(after['portal-pages'] ?? []).toEqual([]);
  expect(await precachedPaths(page)).toContain('/profile/');
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  await context.setOffline(false);
});

test('a new version waits until the member chooses "Reload"', async ({ page }) => {
  await loginAs(page, 'asha');
  await controlled(page);
  const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(first).toMatch(/\/sw\.js$/);
  // A built file an earlier version kept at run time, and one of this version's (the Hindi copy of the stylesheet).
  const kept = await page.evaluate(async () => {
    const style = new URL(document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.href ?? '/').pathname;
    const paths = ['/_astro/earlier.Dead0000.js', `/hi${style}`];
    const assets = await caches.open('portal-assets');
    for (const path of paths) await assets.put(path, new Response('/* kept */'));
    return paths;
  });
  expect(kept[1]).toMatch(/^\/hi\/_astro\/.+\.css$/);
  // Another script address is a new version for the browser (as a redeploy with a changed sw.js would be).
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next', { scope: '/' }));
  const prompt = page.getByRole('alert').filter({ hasText: 'New version available' });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  await controlled(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js\?next$/);
  await expect(page.getByRole('alert').filter({ hasText: 'New version available' })).toBeHidden();
  // The new version dropped the file no list of it names, and kept the one it names.
  const paths = await keptAtRunTime(page);
  expect(paths).not.toContain(kept[0]);
  expect(paths).toContain(kept[1]);
});

test('a page that was loading while the worker installed is controlled once the worker is active', async ({
  page,
  context,
}) => {
  // The worker's own claim runs as it activates and misses a navigation still in flight, so the login page's
  // answer is held back until the worker is active (the worker's own precache requests pass).
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (!route.request().serviceWorker() && route.request().isNavigationRequest()) await held;
      await route.continue();
    },
  );
  await page.goto('/privacy');
  const worker = context.waitForEvent('serviceworker');
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js', { scope: '/' }));
  const opened = page.goto('/');
  const active = await worker;
  await expect
    .poll(
      () => active.evaluate(() => (globalThis as unknown as { serviceWorker: ServiceWorker }).serviceWorker.state),
      { timeout: 20_000 },
    )
    .toBe('activated');
  release();
  await opened;
  await controlled(page);
  await expect(page.getByRole('button', { name: 'Get OTP' })).toBeVisible();
});

test('what /home showed on a first visit is there after a reload offline, asked once; an offline error clears itself online', async ({
  page,
  context,
}) => {
  test.slow();
  // Every GetCategory request of the browser, the service worker's included.
  let asked = 0;
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/GetCategory.php') asked += 1;
  });
  // A fresh browser: the worker installs after /home has loaded its categories (issue 40 §2).
  await signInByApi(page, 'asha', '/home');
  const category = page.getByRole('link', { name: 'Order samples of our therapies' });
  await expect(category).toBeVisible();
  await controlled(page);
  // The page hands the worker the answers it had before the worker controlled it; nothing is asked again.
  await expect
    .poll(async () => (await cachedUrls(page))['portal-saved']?.length ?? 0, { timeout: 20_000 })
    .toBeGreaterThan(0);
  expect(asked).toBe(1);
  await context.setOffline(true);
  await page.reload();
  await offlineAgain(context);
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  await expect(category).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  // A screen never loaded fails offline, and loads by itself when the connection returns: also on a busy page whose
  // status parts (mounted when the browser is idle, boot.ts) are not there yet.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/therapies');
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  // Once the load has failed: the page knows it is offline, so that going online reaches it as an `online` event.
  await offlineAgain(context);
  await context.setOffline(false);
  await expect(retry).toHaveCount(0);
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
});

test('a language chosen in a fresh browser: the same worker precaches its pages, no "new version" box', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  await hydrated(page);
  await controlled(page);
  const worker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  await page.getByLabel(LANGUAGE_NAMES.ne, { exact: true }).check();
  await page.waitForURL('**/ne/');
  await hydrated(page);
  // The page tells the worker its language (issue 40 §7): the Nepali pages replace the English ones in the precache,
  // and no other worker is installed (replacing the worker while the doctor navigates could hang the navigation).
  // The English files go once the Nepali ones are all in.
  await expect.poll(() => precachedPaths(page), { timeout: 30_000 }).toContain('/ne/home/');
  await expect.poll(() => precachedPaths(page), { timeout: 30_000 }).not.toContain('/home/');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(worker);
  await expect(page.locator('.update-prompt')).toHaveCount(0);
});

test('a language whose files have not all come: the page seen online opens offline styled, the old language kept meanwhile', async ({
  page,
  context,
}) => {
  test.slow();
  // The worker's own precache requests for Hindi files (their referrer is the worker's script) fail, as when the
  // doctor goes offline before they have come. The page's own requests, passed on by the worker, go through.
  let precacheFails = true;
  const precached: string[] = [];
  await context.route(
    (url) => url.pathname.startsWith('/hi/'),
    async (route) => {
      const request = route.request();
      const referrer = (await request.allHeaders()).referer ?? '';
      const fromPrecache = request.serviceWorker() && new URL(referrer, 'http://x').pathname === '/sw.js';
      if (fromPrecache) precached.push(new URL(request.url()).pathname);
      if (precacheFails && fromPrecache) await route.abort('internetdisconnected');
      else await route.continue();
    },
  );
  await loginAs(page, 'asha');
  await controlled(page);
  await page.goto('/hi/home');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // The English files stay until the Hindi ones are all in: a page of either language still has its styles offline.
  const meanwhile = await precachedPaths(page);
  expect(meanwhile).toContain('/home/');
  expect(meanwhile).not.toContain('/hi/home/');
  // The worker asked for the Hindi offline page in its first few files (it answers any Hindi page not yet in). Its
  // Hindi pass begins on the page's language message, which a busy phone may send after the network went quiet.
  await expect.poll(() => precached, { timeout: 30_000 }).toContain('/hi/offline/');
  expect(precached.indexOf('/hi/offline/')).toBeLessThan(4);
  // The Hindi scripts the page fetched meanwhile were kept at run time.
  await expect
    .poll(async () => (await keptAtRunTime(page)).filter((path) => path.startsWith('/hi/_astro/')).length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await offlineAgain(context);
  await expect(page.locator('header.site-header')).toBeVisible();
  // Styled: the stylesheet the page loaded online came from the worker's cache (an unstyled body has an 8px margin).
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  await hydrated(page);
  // A Hindi file never kept is answered with the English one of the same name (the name is a hash of the content).
  const dropped = await page.evaluate(async () => {
    const names: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        if (/^\/hi\/_astro\/.*\.css$/.test(new URL(request.url).pathname)) {
          names.push(new URL(request.url).pathname);
          await cache.delete(request);
        }
    }
    return names;
  });
  expect(dropped.length).toBeGreaterThan(0);
  await page.reload();
  await offlineAgain(context);
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  await hydrated(page);
  // A Hindi page never seen, its shell not in yet: the offline page of the language still held, not the browser's error.
  await page.goto('/hi/journals/2');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);

  // Online again, the next page's language message finishes the Hindi files, and only then the English ones go.
  precacheFails = false;
  await page.goto('/hi/articles');
  await expect.poll(() => precachedPaths(page), { timeout: 30_000 }).toContain('/hi/home/');
  await expect.poll(() => precachedPaths(page), { timeout: 30_000 }).not.toContain('/home/');
  // Now in the precache, their run-time copies are gone: a phone keeps each file once.
  await expect
    .poll(async () => {
      const precache = new Set(await precachedPaths(page));
      return (await keptAtRunTime(page)).filter((path) => precache.has(path));
    })
    .toEqual([]);
});
