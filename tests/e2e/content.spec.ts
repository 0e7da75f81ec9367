/** Articles, journal and therapy pages, the article frame and sanitised HTML, in Chromium against the real API. */
import { expect, test, type Page } from './test.ts';
import { MARKUP_TEST_TITLES } from '../../src/server/db/seed/articles.ts';
import { JOURNALS } from '../../src/server/db/seed/journals.ts';
import { expectAccessible, hydrated, sharedLogin } from './helpers.ts';

const END = 'You have reached the end of the list.';

/** Scrolls to the bottom until the list's end marker shows; returns how many entries were loaded. */
async function scrollToEnd(page: Page): Promise<number> {
  const end = page.getByText(END);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(end).toBeVisible({ timeout: 400 });
  }).toPass({ timeout: 25_000, intervals: [100] });
  return page.locator('main ul.articles > li').count();
}

/**
 * How many articles the API lists for the signed-in member and on how many pages: the demo's, and any a console spec
 * published before (specs run in any order).
 */
async function articleTotal(page: Page): Promise<{ total: number; pages: number }> {
  const key = await page.evaluate(() => localStorage.getItem('key'));
  let total = 0;
  for (let number = 1; ; number += 1) {
    const answer = await page.request.post('/api/GetArticles.php', {
      headers: { authorization: `Bearer ${key}` },
      data: { page: number },
    });
    const [, { result, hasMore }] = (await answer.json()) as [unknown, { result: unknown[]; hasMore: boolean }];
    total += result.length;
    if (!hasMore) return { total, pages: number };
  }
}

/** One login shared by every test of this file (each test still gets a fresh page). */
test.use(sharedLogin('asha'));

test.beforeEach(async ({ page }) => {
  // External pages (article links, frames) are never fetched in tests.
  await page.route(/^https:\/\//, (route) => route.abort());
});

test('/articles renders a page of rows a few per task: 4 at once, then 4 more each time, before asking for page 2', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const sizes: number[] = [];
    (window as unknown as { listSizes: number[] }).listSizes = sizes;
    new MutationObserver(() => {
      // React's list (the rows drawn before React, src/islands/first-screen/, are another list, outside the island).
      const size = document.querySelectorAll('main astro-island ul.articles > li').length;
      if (size > 0 && size !== sizes[sizes.length - 1]) sizes.push(size);
    }).observe(document, { childList: true, subtree: true });
  });
  const pagesAsked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/GetArticles.php')) pagesAsked.push(request.postData() ?? '');
  });
  await page.goto('/articles');
  await expect(page.locator('main astro-island ul.articles > li')).toHaveCount(20);
  const sizes = await page.evaluate(() => (window as unknown as { listSizes: number[] }).listSizes);
  expect(sizes.slice(0, 5)).toEqual([4, 8, 12, 16, 20]);
  expect(pagesAsked).toHaveLength(1);
});

test('/articles loads page after page as the reader scrolls and stops at the end with a marker', async ({ page }) => {
  test.setTimeout(60_000);
  const pagesAsked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/GetArticles.php')) pagesAsked.push(request.postData() ?? '');
  });
  await page.goto('/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await expect(page.locator('main ul.articles > li').first()).toBeVisible();
  await expectAccessible(page);
  const { total, pages } = await articleTotal(page);
  expect(total).toBeGreaterThanOrEqual(255);
  expect(await scrollToEnd(page)).toBe(total);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // Scrolled to the end, the list asks for no page more once the network has settled. On a first visit the reads
  // made before the service worker took control are sent once more so that it keeps them (src/api/client.ts):
  // pages are counted once each.
  await page.waitForLoadState('networkidle');
  expect(new Set(pagesAsked).size).toBe(pages);
  // A demo article (one a console spec published has no journal).
  const first = page
    .locator('main ul.articles > li')
    .filter({ has: page.getByRole('link', { name: 'Read this Journal' }) })
    .first();
  await expect(first.getByRole('link', { name: 'Read this Journal' })).toHaveAttribute('href', /^\/journals\/\d+$/);
  await expect(first.getByRole('link', { name: /^Read More: / })).toHaveAttribute(
    'href',
    /^\/articles\/therapy\/[^/]+$/,
  );
  // One way to open the article itself: in the portal's frame (its page offers a new tab), not a second link too.
  await expect(first.getByRole('link', { name: 'Read here' })).toHaveAttribute('href', /^\/articles\/https%3A/);
  await expect(first.getByRole('link', { name: /Open article/ })).toHaveCount(0);
});

test("a nonsense search shows 'No Articles Found..!'", async ({ page }) => {
  await page.goto('/searcharticles/zzqxjvw%20nonsense');
  await expect(page.getByText('No Articles Found..!')).toBeVisible();
  await expectAccessible(page);
});

test('articles with script-like markup render without running anything and lose their javascript: links', async ({
  page,
}) => {
  const dialogs: string[] = [];
  const consoleErrors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto('/articles');
  // Drawn before React (src/islands/first-screen/) and then React's: both ran without a dialog (checked below);
  // the cards are read once React's list has taken the drawn one's place.
  await hydrated(page);
  await expect(page.locator('[data-first-cards]')).toBeHidden();
  for (const title of MARKUP_TEST_TITLES) {
    const card = page.locator('article', { has: page.getByRole('heading', { name: title }) });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeVisible();
    const html = await card.innerHTML();
    expect(html).not.toMatch(/<script|<iframe|<img|javascript:|\son\w+=/i);
  }
  const checklist = page.locator('article', { has: page.getByRole('heading', { name: MARKUP_TEST_TITLES[1] }) });
  await expect(checklist.getByText('Open the checklist')).toBeVisible();
  expect(await checklist.getByRole('link', { name: 'Open the checklist' }).count()).toBe(0);
  await expect(
    page
      .locator('article', { has: page.getByRole('heading', { name: MARKUP_TEST_TITLES[2] }) })
      .getByText('Use a spacer'),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(dialogs).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the journal page is named after the journal and shows Read All Articles, Read More: {therapy} and a labelled external link, then ends', async ({
  page,
}) => {
  await page.goto('/journals/1');
  const journal = JOURNALS[0]?.title ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(journal);
  await expect(page).toHaveTitle(new RegExp(`^${journal} · `));
  await expect(page.getByRole('list', { name: 'Journal articles' })).toBeVisible();
  const first = page.locator('main ul.articles > li').first();
  await expect(first.getByRole('link', { name: 'Read All Articles' })).toHaveAttribute('href', '/articles');
  const more = first.getByRole('link', { name: /^Read More: / });
  const therapy = ((await more.textContent()) ?? '').replace('Read More: ', '');
  await expect(more).toHaveAttribute('href', `/articles/therapy/${encodeURIComponent(therapy)}`);
  const external = first.getByRole('link', { name: /on the journal website \(opens in a new tab\)$/ });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expectAccessible(page);
  expect(await scrollToEnd(page)).toBeGreaterThan(20);

  await more.click();
  await page.waitForURL(`**/articles/therapy/${encodeURIComponent(therapy)}`);
  await expect(page.getByRole('heading', { level: 1, name: `${therapy} articles` })).toBeVisible();
});

test('the therapy page shows Read All Articles, Read this Journal and an external link', async ({ page }) => {
  await page.goto('/articles/therapy/Antihypertensives');
  await expect(page.getByRole('heading', { level: 1, name: 'Antihypertensives articles' })).toBeVisible();
  const first = page.locator('main ul.articles > li').first();
  await expect(first.getByRole('link', { name: 'Read All Articles' })).toHaveAttribute('href', '/articles');
  await expect(first.getByRole('link', { name: 'Read this Journal' })).toHaveAttribute('href', /^\/journals\/\d+$/);
  await expect(first.getByRole('link', { name: /\(opens in a new tab\)$/ })).toHaveAttribute('href', /^https:\/\//);
  await expectAccessible(page);
  await scrollToEnd(page);
  await page.goto('/articles/therapy/No%20such%20therapy');
  await expect(page.getByText('No Articles Found..!')).toBeVisible();
});

test('an article link opens in a full-width, 900 px high sandboxed frame with an Open in a new tab link', async ({
  page,
}) => {
  // Axe on a page with a 900 px frame takes a while on a shared machine.
  test.slow();
  await page.goto('/articles');
  const first = page.locator('main ul.articles > li').first();
  const readHere = (await first.getByRole('link', { name: 'Read here' }).getAttribute('href')) ?? '';
  const target = decodeURIComponent(readHere.slice('/articles/'.length));
  await first.getByRole('link', { name: 'Read here' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/articles/https%3A'));
  const frame = page.locator('main iframe');
  await expect(frame).toHaveAttribute('src', target ?? '');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
  await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  await expect(frame).toHaveAttribute('title', /^Article from /);
  const box = await frame.boundingBox();
  const main = await page.locator('main h1').boundingBox();
  expect(box?.height).toBe(900);
  expect(box?.width).toBeCloseTo(main?.width ?? 0, 0);
  // Its words already say it opens in a new tab: its name says so once, not "(opens in a new tab)" after them.
  await expect(page.getByRole('link', { name: 'Open in a new tab', exact: true })).toHaveAttribute(
    'href',
    target ?? '',
  );
  await expectAccessible(page);
});

test('an address not on an allowed frame host is "This article is not available", with no frame and no link to it', async ({
  page,
}) => {
  test.slow();
  for (const foreign of [
    'javascript:alert(1)',
    'http://journals.example.org/a',
    'https://evil.example/login',
    'https://journals.example.org.evil.example/a',
  ]) {
    await page.goto(`/articles/${encodeURIComponent(foreign)}`);
    await expect(page.getByText('This article is not available')).toBeVisible();
    expect(await page.locator('main iframe').count()).toBe(0);
    expect(await page.getByRole('link', { name: /Open in a new tab/ }).count()).toBe(0);
    expect(await page.locator(`main a[href*="evil"], main a[href^="http:"], main a[href^="javascript:"]`).count()).toBe(
      0,
    );
    await expect(page.getByRole('link', { name: 'Back to the articles' })).toHaveAttribute('href', '/articles');
  }
  await expectAccessible(page);
});
