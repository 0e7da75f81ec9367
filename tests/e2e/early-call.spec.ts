/**
 * The early first call of image and article-list pages (src/layouts/early-call.ts, src/api/early-answer.ts): the
 * head script's call is the only one the page makes, its images are preloaded, the CSP allows it, and a failed early
 * call falls back.
 */
import { expect, test, type Page } from './test.ts';
import { holdIslandScript, signInByApi } from './helpers.ts';

// These tests replace API answers with page.route, which does not see a request the service worker handled; the
// worker plays no part in what they check, so it is blocked.
test.use({ serviceWorkers: 'block' });

/** Counts the requests to an API path from now on. */
function countCalls(page: Page, path: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls += 1;
  });
  return () => calls;
}

/** Collects console errors (a CSP violation of the inline script would show here). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('/home asks GetCategory once, from the head, and preloads the first card images, the lead one at high priority', async ({
  page,
}) => {
  await signInByApi(page, 'asha');
  const calls = countCalls(page, '/api/GetCategory.php');
  const errors = consoleErrors(page);
  await page.reload();
  const grid = page.getByRole('list', { name: 'Our services' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  const lead = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
  await expect(lead).toHaveCount(1);
  await expect(grid.locator('img').first()).toHaveAttribute('src', (await lead.getAttribute('href')) ?? '');
  await expect(grid.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
  // The other three cards of the first screen, then the banner popup, at the browser's priority.
  const others = page.locator('head link[rel="preload"][as="image"]:not([fetchpriority])');
  await expect(others).toHaveCount(4);
  for (const [index, href] of (
    await others.evaluateAll((links) => links.map((l) => l.getAttribute('href')))
  ).entries()) {
    if (index < 3) await expect(grid.locator('img').nth(index + 1)).toHaveAttribute('src', href ?? '');
    else expect(href).toMatch(/\/banners\/popup\.svg$/);
  }
  expect(calls()).toBe(1);
  expect(errors.filter((e) => /Content Security Policy|preload/i.test(e))).toEqual([]);
});

// In Hindi and Nepali too: the head script counts the address's segments after the language (issue 40 §14).
for (const prefix of ['', '/hi', '/ne']) {
  test(`${prefix}/subcategories asks GetSubCategory and GetCategory once each and shows the category image`, async ({
    page,
  }) => {
    await signInByApi(page, 'asha');
    await page.evaluate((language) => localStorage.setItem('language', language), prefix.slice(1) || 'en');
    const sub = countCalls(page, '/api/GetSubCategory.php');
    const categories = countCalls(page, '/api/GetCategory.php');
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && !response.ok()) failed.push(response.url());
    });
    await page.goto(`${prefix}/subcategories/1/Order%20Samples%20%26%20Services`);
    await expect(page.locator('.category-intro__image')).toHaveAttribute('src', /\/images\/categories\//);
    await expect(page.locator('main ul.grid .card').first()).toBeVisible();
    expect(sub()).toBe(1);
    expect(categories()).toBe(1);
    expect(failed).toEqual([]);
  });
}

for (const [path, api] of [
  ['/products/Antihypertensives', '/api/GetProduct.php'],
  ['/searchproducts/amlo', '/api/Searchmoleculeproducts.php'],
] as const) {
  test(`${path} asks ${api.slice(5)} once, from the head, and preloads the first product images`, async ({ page }) => {
    await signInByApi(page, 'asha');
    const calls = countCalls(page, api);
    await page.goto(path);
    const firstImage = page.locator('main .grid .card img').first();
    await expect(firstImage).toBeVisible();
    const lead = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(lead).toHaveCount(1);
    await expect(firstImage).toHaveAttribute('src', (await lead.getAttribute('href')) ?? '');
    expect(calls()).toBe(1);
  });
}

// Issue 44 goal 3: the first card image is asked for from the head's answer, while the island's code is still held.
for (const [path, island] of [
  ['/home', 'HomeScreen'],
  ['/products/Antihypertensives', 'ProductGrid'],
] as const) {
  test(`${path} requests its first card image before its island's script has arrived`, async ({ page }) => {
    await signInByApi(page, 'asha', '/privacy');
    const held = await holdIslandScript(page, path, island);
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/images/')) images.push(request.url());
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const lead = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(lead).toHaveCount(1);
    const href = new URL((await lead.getAttribute('href')) ?? '', page.url()).href;
    await expect.poll(() => images).toContain(href);
    held.release();
    await expect(page.locator('main .grid .card img').first()).toHaveAttribute('src', /\/images\//);
  });
}

test("a failed early call falls back to the page's own call, and the grid still loads", async ({ page }) => {
  await signInByApi(page, 'asha');
  let failed = false;
  await page.route('**/api/GetTherapy.php', async (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
  });
  const calls = countCalls(page, '/api/GetTherapy.php');
  await page.goto('/therapies');
  // The loaded list (a <ul>), not the placeholder cards shown while the page's own call is still on its way.
  await expect(page.locator('main ul.grid .card').first()).toBeVisible();
  expect(failed).toBe(true);
  expect(calls()).toBe(2);
});

const ARTICLE_ROWS = 'main astro-island ul.articles > li';
for (const [path, api, body, rows] of [
  ['/articles', '/api/GetArticles.php', { page: '1' }, ARTICLE_ROWS],
  [
    '/articles/therapy/Antihypertensives',
    '/api/GetTherapyArticles.php',
    { Therapy: 'Antihypertensives', page: '1' },
    ARTICLE_ROWS,
  ],
  ['/journals/1', '/api/GetJournal.php', { Jid: '1', page: '1' }, ARTICLE_ROWS],
  ['/searcharticles/heart', '/api/SearchArticles.php', { search_string: 'heart', page: '1' }, ARTICLE_ROWS],
  // The link name before its dot, as the store sends it.
  [
    '/files/brochures.php/Product%20Brochures',
    '/api/files.php',
    { name: 'brochures' },
    'main astro-island ul.rows > li',
  ],
] as const) {
  test(`${path} posts its first call to ${api.slice(5)} once, from the head, and shows the rows`, async ({ page }) => {
    await signInByApi(page, 'asha', '/privacy');
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === api) bodies.push(request.postDataJSON());
    });
    const errors = consoleErrors(page);
    await page.goto(path);
    // React's list (the rows drawn before React are in a list of their own: src/islands/first-screen/).
    await expect(page.locator(rows).first()).toBeVisible();
    // The head script started it (its list exists, now empty: the store took the answer), and no second call went out.
    expect(await page.evaluate(() => (window as { __earlyCalls?: unknown[] }).__earlyCalls)).toEqual([]);
    expect(bodies).toEqual([body]);
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });
}

for (const [path, api, query] of [
  [
    '/emailer/Journal%20Emailers/Cardiology',
    '/api/GetEmailers.php',
    { subcategory_title: 'Journal Emailers', therapeutic_focus: 'Cardiology' },
  ],
  [
    '/portals/medical-portals/Cardiology/Medical%20Portals',
    '/api/GetPortals.php',
    { page: 'medical-portals', therapeutic_focus: 'Cardiology' },
  ],
] as const) {
  test(`${path} asks ${api.slice(5)} once, from the head, and shows the rows`, async ({ page }) => {
    await signInByApi(page, 'asha', '/privacy');
    const queries: Record<string, string>[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === api) queries.push(Object.fromEntries(url.searchParams));
    });
    await page.goto(path);
    // The island's own rows: the rows drawn before React come from the same answer, before the store has taken it.
    await expect(page.locator('main astro-island .row').first()).toBeVisible();
    expect(await page.evaluate(() => (window as { __earlyCalls?: unknown[] }).__earlyCalls)).toEqual([]);
    expect(queries).toEqual([query]);
  });
}

/** The calls made to an API path from now on: method and body. */
function recordCalls(page: Page, path: string): { method: string; body: string | null }[] {
  const calls: { method: string; body: string | null }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.push({ method: request.method(), body: request.postData() });
  });
  return calls;
}

/** The head script's list of started calls: empty once the stores took every answer. */
const startedCalls = (page: Page) => page.evaluate(() => (window as { __earlyCalls?: unknown[] }).__earlyCalls);

test('/profile asks GetAllTherapy once, from the head, and preloads the default picture it shows', async ({ page }) => {
  await signInByApi(page, 'asha', '/privacy');
  const calls = recordCalls(page, '/api/GetAllTherapy.php');
  const errors = consoleErrors(page);
  await page.goto('/profile');
  await expect(page.getByLabel('Choose your therapeutic focus').locator('option')).not.toHaveCount(0);
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('href', '/images/profiles/default.svg');
  await expect(page.getByRole('img', { name: 'Default profile picture' })).toHaveAttribute(
    'src',
    '/images/profiles/default.svg',
  );
  expect(await startedCalls(page)).toEqual([]);
  expect(calls).toEqual([{ method: 'POST', body: null }]);
  expect(errors.filter((e) => /Content Security Policy|preload/i.test(e))).toEqual([]);
});

test('/profile of a member who may not switch focus asks for no focus list at all', async ({ page }) => {
  await signInByApi(page, 'bikash', '/privacy');
  const calls = recordCalls(page, '/api/GetAllTherapy.php');
  await page.goto('/profile');
  await expect(page.getByRole('img', { name: 'Default profile picture' })).toBeVisible();
  await expect(page.getByLabel('Choose your therapeutic focus')).toHaveCount(0);
  expect(await startedCalls(page)).toEqual([]);
  expect(calls).toEqual([]);
});

test('/edit-profile preloads the default picture it shows, and /contact asks ContactUs once, from the head', async ({
  page,
}) => {
  await signInByApi(page, 'asha', '/privacy');
  await page.goto('/edit-profile');
  await expect(page.getByRole('img', { name: 'Default profile picture' })).toHaveAttribute(
    'src',
    '/images/profiles/default.svg',
  );
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute(
    'href',
    '/images/profiles/default.svg',
  );
  const calls = recordCalls(page, '/api/ContactUs.php');
  await page.goto('/contact');
  await expect(page.getByRole('list', { name: 'Your managers' }).getByRole('listitem')).toHaveCount(4);
  expect(await startedCalls(page)).toEqual([]);
  expect(calls.map((c) => c.method)).toEqual(['POST']);
});
