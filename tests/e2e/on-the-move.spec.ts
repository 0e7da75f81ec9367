/**
 * Offline and on the move (issue 21), played as a doctor on a 360x800 phone: what was last seen comes back offline
 * with a "Last updated <time>" note, writes made offline are refused at once, a kept PDF opens offline, no route throws
 * offline; Back returns to the same place of an endless list and closes an open modal, chat or menu; a deep link
 * opened without a session returns there after login (never elsewhere); a session ended by the server says so;
 * the home popup shows once per session and never swallows a tap.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './test.ts';
import { DEEP_LINKS } from './deep-links.ts';
import {
  articleAtTop,
  controlled,
  expectArticleAtTop,
  hydrated,
  layerStepDone,
  loginAs,
  MEMBERS,
  offlineAgain,
  signInByApi,
  TEST_CODE,
} from './helpers.ts';

/** The portal's one date format (src/lib/dates.ts): "Last updated: 28 Nov 2026, 4:19 pm". */
const SAVED_NOTE = /^Last updated: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d [ap]m$/;
// Still true once the connection is back, so it may stay on the form (issue of a walk: 'You are offline' did not).
const OFFLINE_WRITE = 'There was no connection, so nothing was sent. Please send it again once you are connected.';
const ENDED = 'Your session has ended. Please log in again.';

/** Collects the page's uncaught errors, each with the address it happened on. */
function uncaught(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message}`));
  return errors;
}

/**
 * The pictures of the page that the browser gave up on (asked for, done, without a size: alt text in a broken
 * frame). Pictures below the fold have no address yet (stores/below-fold.ts) and are not counted.
 */
function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => image.getAttribute('src') && image.complete && image.naturalWidth === 0)
      .map((image) => image.src),
  );
}

/** Scrolls an endless list until `rows` rows are shown. */
async function scrollUntil(page: Page, rows: number): Promise<void> {
  const items = page.locator('main ul.articles > li');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await items.count()).toBeGreaterThanOrEqual(rows);
  }).toPass({ timeout: 25_000, intervals: [200] });
}

/** Completes the login screens from the login page the browser is on (number, then code). */
async function logInHere(page: Page, name: keyof typeof MEMBERS): Promise<void> {
  const member = MEMBERS[name];
  await hydrated(page);
  await page.getByLabel('Country', { exact: true }).selectOption(member.country);
  await page.getByLabel('Mobile Number', { exact: true }).fill(member.mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.waitForURL(/\/verify/);
  await hydrated(page);
  await page.getByLabel('OTP', { exact: true }).fill(TEST_CODE);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

// Logins, service worker installs and builds share two cores with other work: generous time, no retries.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await page.context().route(/^https:\/\//, (route) => route.abort());
});

test('offline, the pages seen show their saved answers and pictures, noted "Last updated"; no route throws', async ({
  page,
  context,
}) => {
  const errors = uncaught(page);
  await loginAs(page, 'asha');
  await controlled(page);
  const seen = ['/home', '/articles', '/contact', '/services', DEEP_LINKS.products, DEEP_LINKS.journal];
  for (const path of seen) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const online: Record<string, number> = {};
  await page.goto('/home');
  await expect(page.locator('main a[href^="/subcategories/"]').first()).toBeVisible();
  online.home = await page.locator('main a[href^="/subcategories/"]').count();

  await context.setOffline(true);
  await page.reload();
  await offlineAgain(context);
  await expect(page.getByText('You are offline. Showing what was last loaded.')).toBeVisible();
  await expect(page.getByText(SAVED_NOTE)).toBeVisible();
  await expect(page.locator('main a[href^="/subcategories/"]')).toHaveCount(online.home);
  await expect(page.getByText('No answer from the portal')).toHaveCount(0);
  await page.waitForLoadState('load');
  expect(await brokenImages(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/portal-shots/offline-saved-home-360.png' });

  await page.goto('/articles');
  await expect(page.locator('main ul.articles > li').first()).toBeVisible();
  await expect(page.getByText(SAVED_NOTE)).toBeVisible();
  await page.goto('/contact');
  await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
  await page.goto('/services');
  await expect(page.getByText('Something went wrong on our side')).toHaveCount(0);
  await expect(page.getByText(SAVED_NOTE)).toBeVisible();
  await page.goto(DEEP_LINKS.products);
  await expect(page.getByRole('button', { name: 'Amlocard', exact: true })).toBeVisible();

  // Every route, seen or not, loads offline without an uncaught error, and a picture never seen is a placeholder.
  const broken: string[] = [];
  for (const [id, path] of Object.entries(DEEP_LINKS)) {
    if (id === 'login' || id === 'verify') continue;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    broken.push(...(await brokenImages(page)).map((src) => `${path}: ${src}`));
  }
  expect(errors).toEqual([]);
  expect(broken).toEqual([]);
  await context.setOffline(false);
});

test('a message or an order written offline is refused at once, saying nothing was sent, and the text stays', async ({
  page,
  context,
}) => {
  await signInByApi(page, 'meera', '/contact');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/PriorityMessage|Serv\w+\.php/.test(request.url())) sent.push(request.url());
  });
  const message = page.getByRole('textbox', { name: 'Priority message to your managers' });
  await hydrated(page);
  await context.setOffline(true);
  await message.fill('Please call me about the samples.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(OFFLINE_WRITE)).toBeVisible();
  await expect(message).toHaveValue('Please call me about the samples.');
  await context.setOffline(false);

  await page.goto('/subcategories/1');
  await page.getByRole('button', { name: 'Clinic Accessories', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Order Now' })).toBeVisible();
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Order Now' }).click();
  await expect(dialog.getByText(OFFLINE_WRITE)).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(sent).toEqual([]);
  await context.setOffline(false);
});

test('a journal PDF downloaded once is kept and downloads again offline', async ({ page, context }) => {
  await loginAs(page, 'asha');
  await controlled(page);
  await page.goto(DEEP_LINKS.emailer);
  const first = page.getByRole('list', { name: 'Journal Emailers' }).getByRole('listitem').first();
  const button = first.getByRole('button', { name: /^Download the journal PDF: / });
  const online = page.waitForEvent('download');
  await button.click();
  await online;

  await context.setOffline(true);
  await page.reload();
  const again = page.waitForEvent('download');
  await page
    .getByRole('list', { name: 'Journal Emailers' })
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Download the journal PDF: / })
    .click();
  const file = await again;
  expect((await readFile(await file.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await context.setOffline(false);
});

test('Back from an article page returns to the same place of /articles and of search results', async ({ page }) => {
  await signInByApi(page, 'asha', '/articles');
  for (const list of ['/articles', DEEP_LINKS.searchArticles]) {
    await page.goto(list);
    // /articles has 255 rows; the search for "heart" finds fewer (all of them, then).
    await scrollUntil(page, list === '/articles' ? 50 : 25);
    const items = page.locator('main ul.articles > li');
    // Every loaded row rendered (the count no longer grows).
    await expect
      .poll(async () => {
        const before = await items.count();
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))));
        return (await items.count()) === before;
      })
      .toBe(true);
    const rows = await items.count();
    const row = items.nth(rows - 5);
    await row.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(2000);
    const before = await articleAtTop(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/GetArticles|SearchArticles/.test(request.url())) asked.push(request.postData() ?? '');
    });
    await row.getByRole('link', { name: /^Read More: / }).click();
    await page.waitForURL(/\/articles\/therapy\//);
    await page.goBack();
    await expect.poll(() => items.count()).toBeGreaterThanOrEqual(rows);
    // The same article at the top of the screen, where it stood (the rows above may differ in height until drawn).
    await expectArticleAtTop(page, before);
    // The pages come back from memory: the list never starts again at page 1.
    expect(asked.filter((body) => /"page":1\b/.test(body))).toEqual([]);
    page.removeAllListeners('request');
  }
});

test.describe('on a touch phone', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('Back closes an open order modal, the chat and the menu, and stays on the page', async ({ page }) => {
    await signInByApi(page, 'bikash', '/products/Statins');
    await hydrated(page);
    const address = page.url();
    await page.getByRole('button', { name: 'Atorvia', exact: true }).tap();
    // The modal's form, or its registration notice when an earlier spec left his registration unverified: either is
    // the open modal that Back must close.
    const dialog = page.getByRole('dialog', { name: 'Atorvia' });
    await expect(
      dialog.getByRole('button', { name: 'Order Now' }).or(dialog.getByRole('link', { name: 'Go to my registration' })),
    ).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(address);
    await expect(page.getByRole('button', { name: 'Atorvia', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Chat with the assistant' }).tap();
    await expect(page.getByRole('dialog', { name: 'Medical Assistant' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Medical Assistant' })).toBeHidden();
    expect(page.url()).toBe(address);

    await page.locator('[data-menu-open]').tap();
    const menu = page.locator('dialog[data-menu]');
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(menu).toBeHidden();
    expect(page.url()).toBe(address);

    // Closed by its own button, the modal leaves no extra step in the history: Back then leaves the page.
    await page.getByRole('button', { name: 'Atorvia', exact: true }).tap();
    await dialog.getByRole('button', { name: 'Close' }).first().tap();
    await expect(dialog).toBeHidden();
    // The layer's history entry is taken away a moment after the modal closes (back-closes.ts).
    await layerStepDone(page);
    // The page before was /privacy, which sends a logged-in member on to /privacy/member.
    await page.goBack();
    await page.waitForURL((url) => url.pathname.startsWith('/privacy'));
  });

  test('the home popup shows once per session and a tap on it reaches the card beneath', async ({ page }) => {
    await signInByApi(page, 'asha');
    const popup = page.getByRole('dialog', { name: 'Announcement' });
    // While the popup shows, a category link it covers is what a tap at the link's middle hits, not the popup.
    const found = await page.waitForFunction(
      () => {
        const shown = document.querySelector('.banner-popup')?.getBoundingClientRect();
        if (!shown) return null;
        for (const link of document.querySelectorAll<HTMLAnchorElement>('main .card__title a')) {
          const r = link.getBoundingClientRect();
          const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
          if (x > shown.left && x < shown.right && y > shown.top && y < shown.bottom)
            return {
              x,
              y,
              href: link.getAttribute('href') ?? '',
              hitsLink: link.contains(document.elementFromPoint(x, y)),
            };
        }
        return null;
      },
      undefined,
      { polling: 'raf' },
    );
    const target = (await found.jsonValue()) as { x: number; y: number; href: string; hitsLink: boolean };
    expect(target.hitsLink).toBe(true);
    await page.touchscreen.tap(target.x, target.y);
    await page.waitForURL((url) => url.pathname === new URL(target.href, url).pathname);
    await page.goto('/articles');
    await page.goto('/home');
    await expect(page.locator('main a[href^="/subcategories/"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(popup).toHaveCount(0);
  });
});

test('a deep link opened without a session returns there after login; a hostile next opens /home', async ({ page }) => {
  await page.goto('/products/Statins/', { waitUntil: 'commit' });
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('next') === '/products/Statins/');
  await logInHere(page, 'asha');
  await page.waitForURL((url) => url.pathname === '/products/Statins/');
  await expect(page.getByRole('button', { name: 'Atorvia', exact: true })).toBeVisible();

  const origin = new URL(page.url()).origin;
  // Every hostile form is refused by safeNext (tests/unit/routes.test.ts); here one goes through the real screens.
  await page.goto('/privacy');
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/?next=${encodeURIComponent('//evil.example/home')}`);
  await logInHere(page, 'asha');
  await page.waitForURL((url) => url.pathname === '/home');
  expect(new URL(page.url()).origin).toBe(origin);
});

test('a session revoked elsewhere ends with "Your session has ended" on the login screen', async ({ page }) => {
  await signInByApi(page, 'arjun', '/settings');
  await hydrated(page);
  const key = await page.evaluate(() => localStorage.getItem('key'));
  // The doctor leaves the portal; meanwhile the session is revoked on the server (as a logout on another device, or
  // an expiry, would). Had /settings stayed open, a late call of its own (its status parts mount when the browser is
  // idle) could find the session ended first and leave for the login screen, aborting the visit below.
  await page.goto('about:blank');
  await page.request.post('/api/logout.php', { headers: { Authorization: `Bearer ${key}` } });
  // The next visit sends itself to the login screen when its first call is refused, possibly before its load event.
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('next') === '/contact');
  await expect(page.getByRole('alert').filter({ hasText: ENDED })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('key'))).toBeNull();
  // Once said, it is not said again on the next visit.
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(ENDED)).toHaveCount(0);
});
