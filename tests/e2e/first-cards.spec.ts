/**
 * The first screen before React (src/islands/first-screen/, issue 44): with React's file held back, /home's category
 * cards, the therapy cards of /services and /therapies, the category's intro and cards of /subcategories, /products'
 * product cards, the first rows of /articles, /searcharticles, /articles/therapy and /journals, the portals of
 * /portals, the emailers of /emailer, the files of /files and the videos of /videos are drawn from the head's early
 * answer, in the skeleton's place; once React is in, its grid has the same cards and the drawn ones are gone; in Hindi the links
 * keep the language. A tap on the shell, on a drawn product or order card, on an emailer's E-mail, a file's Download
 * or a video's Watch Full Video before React is kept for it, and a press that React comes in the middle of is a tap on
 * its card; a drawn link focused by Tab hands the focus to React's; a stalled answer does not hold React (and the
 * shell) back.
 */
import { expect, test, type Locator, type Page } from './test.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { FIRST_SCREEN_ROWS, PAGE_SIZE, ROWS_PER_TASK } from '../../src/shared/constants.ts';
import { articleAtTop, expectArticleAtTop, holdRequests, hydrated, signInByApi } from './helpers.ts';
import { noteInJournal } from './journal.ts';
import { JOURNALS } from '../../src/server/db/seed/journals.ts';

// Pages and scripts come from the network, where page.route sees them.
test.use({ serviceWorkers: 'block' });

/** Holds React's file (the core chunk, which also holds the shell) until `release` is called. */
function holdReact(page: Page): Promise<{ release: () => void; requested: () => boolean }> {
  return holdRequests(page, /\/_astro\/core\.[^/]+\.js$/);
}

/**
 * Signs `member` in, holds React's file and opens `path` (not waiting for "load": the held file, asked for once the
 * cards have painted, would hold the load event back); the console errors from then on are collected. A Hindi or
 * Nepali address is the device's language first (else the page would send the reader on to the English one).
 */
async function openWithReactHeld(page: Page, member: 'asha' | 'demo', path: string) {
  await signInByApi(page, member, '/privacy');
  const language = /^\/(hi|ne)\//.exec(path)?.[1];
  if (language)
    await page.evaluate(({ key, chosen }) => localStorage.setItem(key, chosen), {
      key: STORAGE_KEYS.language,
      chosen: language,
    });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const react = await holdReact(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return { errors, react, drawn: page.locator('[data-first-cards]') };
}

/** The paths of the images the page asks for from now on, as it asks. */
function imagesAskedFor(page: Page): string[] {
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
  });
  return images;
}

/** Title, link, image and text of each card in `list`. */
const cardsOf = (page: Page, list: string) =>
  page.locator(`${list} .card`).evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector('a, button')?.textContent,
      href: card.querySelector('a')?.getAttribute('href'),
      target: card.querySelector('a')?.getAttribute('target'),
      image: card.querySelector('.card__media')?.getAttribute('src') ?? null,
      text: card.querySelector('.card__text')?.textContent ?? null,
    })),
  );

test('/home draws its cards before React, and React puts the same cards in their place', async ({ page }) => {
  const images = imagesAskedFor(page);
  const { errors, react, drawn } = await openWithReactHeld(page, 'asha', '/home');
  await expect(drawn.locator('.card').first()).toBeVisible();
  await expect(drawn).toHaveAttribute('aria-label', 'Our services');
  // The island's skeleton stands aside; nothing of React has run.
  await expect(page.locator('astro-island [aria-busy="true"]')).toBeHidden();
  await expect(page.locator('astro-island[client="painted"]')).toHaveAttribute('ssr', '');
  const before = await cardsOf(page, '[data-first-cards]');
  expect(before.length).toBeGreaterThan(4);
  expect(before[0]?.href).toMatch(/^\/subcategories\/1\//);
  await expect(drawn.locator('img').first()).toHaveAttribute('fetchpriority', 'high');

  react.release();
  await hydrated(page);
  await expect(drawn).toBeHidden();
  await expect(drawn.locator('.card')).toHaveCount(0);
  const grid = page.getByRole('list', { name: 'Our services' });
  await expect(grid.locator('.card').first()).toBeVisible();
  // Below the fold neither side gives an image its address before it comes near the screen: compare the first four.
  const after = await cardsOf(page, 'astro-island ul.grid');
  expect(after.map(({ image, ...rest }) => rest)).toEqual(before.map(({ image, ...rest }) => rest));
  expect(after.slice(0, 4).map((card) => card.image)).toEqual(before.slice(0, 4).map((card) => card.image));
  expect(errors).toEqual([]);
  // Only pictures: the template's placeholder address (the login page) is never asked for as one.
  expect(images.length).toBeGreaterThan(0);
  expect(images.filter((path) => !path.startsWith('/images/'))).toEqual([]);
});

test('a drawn card opens its page before React has arrived, in Hindi too', async ({ page }) => {
  await signInByApi(page, 'asha', '/privacy');
  await page.evaluate((key) => localStorage.setItem(key, 'hi'), STORAGE_KEYS.language);
  const react = await holdReact(page);
  await page.goto('/hi/home', { waitUntil: 'domcontentloaded' });
  const first = page.locator('[data-first-cards] .card a').first();
  await expect(first).toHaveAttribute('href', /^\/hi\/subcategories\/1\//);
  await first.click();
  await expect(page).toHaveURL(/\/hi\/subcategories\/1\//);
  react.release();
});

test('a failed early answer draws nothing, and the island loads the grid itself', async ({ page }) => {
  await signInByApi(page, 'asha', '/privacy');
  let failed = false;
  await page.route('**/api/GetCategory.php*', async (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
  });
  await page.goto('/home');
  await expect(page.getByRole('list', { name: 'Our services' }).locator('.card').first()).toBeVisible();
  expect(failed).toBe(true);
  await expect(page.locator('[data-first-cards]')).toBeHidden();
  await expect(page.locator('[data-first-cards] .card')).toHaveCount(0);
});

test('a tap on Menu before React has arrived is kept, shown busy, and opens the menu once the shell is bound', async ({
  page,
}) => {
  await signInByApi(page, 'asha', '/privacy');
  const react = await holdReact(page);
  await page.goto('/home', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('[data-first-cards] .card').first()).toBeVisible();
  await expect.poll(react.requested).toBe(true);
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

  react.release();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  // The open modal makes the page behind it inert: the button is found by its mark.
  await expect(page.locator('[data-menu-open]')).not.toHaveAttribute('aria-busy');
  // Bound now: the menu closes and opens as on every other page, without a second open from the held tap.
  await dialog.getByRole('button', { name: 'Close menu' }).click();
  await expect(dialog).toBeHidden();
  await menu.click();
  await expect(dialog).toBeVisible();
});

test('a stalled early answer does not hold React back: the shell binds and the grid comes with the answer', async ({
  page,
}) => {
  await signInByApi(page, 'asha', '/privacy');
  const { release: answer } = await holdRequests(page, '**/api/GetCategory.php*');
  await page.goto('/home', { waitUntil: 'domcontentloaded' });
  // React hydrates after the first screen's longest wait (3 s), with the answer still out: its skeleton shows.
  await hydrated(page);
  await expect(page.locator('astro-island .grid[aria-busy="true"]')).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');

  answer();
  await expect(page.getByRole('list', { name: 'Our services' }).locator('.card').first()).toBeVisible();
  await expect(page.locator('[data-first-cards]')).toBeHidden();
});

test('/services draws its therapy cards before React, React shows the same; the search box waits for its focus', async ({
  page,
}) => {
  const search: string[] = [];
  page.on('request', (request) => {
    if (/\/MoleculeSearch\.[^/]+\.js$/.test(request.url())) search.push(request.url());
  });
  const { errors, react, drawn } = await openWithReactHeld(page, 'asha', '/services');
  await expect(drawn).toHaveAttribute('aria-label', 'Therapies');
  const first = drawn.getByRole('heading', { level: 3 }).first();
  await expect(first).toBeVisible();
  await expect(first.getByRole('link')).toHaveAttribute('href', /^\/products\/[^/]+$/);
  await expect(page.locator('astro-island[client="painted"] > [aria-busy="true"]')).toBeHidden();
  await expect(drawn.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
  const before = await cardsOf(page, '[data-first-cards]');
  expect(before.length).toBeGreaterThan(4);

  react.release();
  await hydrated(page);
  await expect(drawn).toBeHidden();
  const after = await cardsOf(page, 'astro-island[client="painted"] ul.grid');
  expect(after.map(({ image, ...rest }) => rest)).toEqual(before.map(({ image, ...rest }) => rest));
  expect(after.slice(0, 4).map((card) => card.image)).toEqual(before.slice(0, 4).map((card) => card.image));
  expect(errors).toEqual([]);

  // The 'Search molecule' box's code comes with its first focus, and the box then suggests and searches.
  expect(search).toEqual([]);
  const box = page.getByRole('searchbox', { name: 'Search molecule' });
  await box.focus();
  await expect.poll(() => search.length).toBe(1);
  await box.pressSequentially('amlo', { delay: 50 });
  await expect(page.locator('#molecule-search-suggestions').getByRole('option').first()).toBeVisible();
});

test('a drawn therapy card opens its products before React has arrived, in Nepali too', async ({ page }) => {
  await signInByApi(page, 'asha', '/privacy');
  await page.evaluate((key) => localStorage.setItem(key, 'ne'), STORAGE_KEYS.language);
  const react = await holdReact(page);
  await page.goto('/ne/therapies', { waitUntil: 'domcontentloaded' });
  // Its title is the Nepali one where the therapy has it; its address keeps the English key and the language.
  const link = page.locator('[data-first-cards] .card h2 a[href="/ne/products/Antihypertensives"]');
  await expect(link).toHaveText(/\S/);
  await link.click();
  await expect(page).toHaveURL(/\/ne\/products\/Antihypertensives$/);
  react.release();
});

for (const [language, address] of [
  ['en', '/subcategories/1/Order%20Samples%20%26%20Services'],
  ['hi', '/hi/subcategories/1'],
] as const) {
  test(`${address} draws its category's intro and cards before React; React shows the same`, async ({ page }) => {
    await signInByApi(page, 'asha', '/privacy');
    await page.evaluate(({ key, code }) => localStorage.setItem(key, code), {
      key: STORAGE_KEYS.language,
      code: language,
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const react = await holdReact(page);
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    const intro = page.locator('[data-first-cards].first-intro');
    const cards = page.locator('ul[data-first-cards]');
    const introOf = async (shown: ReturnType<Page['locator']>) => ({
      title: await shown.getByRole('heading', { level: 1 }).textContent(),
      text: await shown.locator('.category-intro__text').textContent(),
      image: await shown.locator('img').getAttribute('src'),
      // Its place on the page (the tap below may scroll it).
      box: await shown.locator('img').evaluate((img) => {
        const { x, y, width, height } = img.getBoundingClientRect();
        return { x, y: y + scrollY, width, height };
      }),
    });
    await expect(intro.locator('img')).toHaveAttribute('src', /\/order-samples\.svg$/);
    await expect(intro.getByRole('heading', { level: 1 })).toHaveText(/\S/);
    // The island's own intro and card skeleton stand aside; nothing of React has run.
    await expect(page.locator('astro-island > .category-intro')).toBeHidden();
    await expect(page.locator('astro-island > [aria-busy="true"]')).toBeHidden();
    await expect(page.locator('astro-island[client="painted"]')).toHaveAttribute('ssr', '');
    const before = await introOf(intro);
    const cardsBefore = await cardsOf(page, 'ul[data-first-cards]');
    expect(cardsBefore.length).toBeGreaterThan(3);
    // A samples card leads to the therapies; an order card is a button.
    expect(cardsBefore.map((card) => card.href)).toContain(language === 'en' ? '/therapies' : '/hi/therapies');
    await expect(cards.locator('button[aria-haspopup="dialog"]').first()).toBeVisible();
    if (language === 'en') {
      const sanitization = cards.getByRole('button', { name: 'Clinic Sanitization', exact: true });
      await sanitization.click();
      await expect(sanitization).toHaveAttribute('aria-busy', 'true');
    }

    react.release();
    await hydrated(page);
    await expect(page.locator('astro-island .card').first()).toBeVisible();
    await expect(intro).toBeHidden();
    await expect(cards).toBeHidden();
    expect(await introOf(page.locator('astro-island > .category-intro'))).toEqual(before);
    const after = await cardsOf(page, 'astro-island ul.grid');
    expect(after.map(({ image, ...rest }) => rest)).toEqual(cardsBefore.map(({ image, ...rest }) => rest));
    expect(after.slice(0, 4).map((card) => card.image)).toEqual(cardsBefore.slice(0, 4).map((card) => card.image));
    // The tap made before React opens that card's order.
    if (language === 'en') await expect(page.getByRole('dialog', { name: 'Clinic Sanitization' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('/products draws its product cards before React; a tap on one opens its order once React is in', async ({
  page,
}) => {
  const images = imagesAskedFor(page);
  const { errors, react, drawn } = await openWithReactHeld(page, 'demo', '/products/Antihypertensives');
  const amlocard = drawn.getByRole('button', { name: 'Amlocard', exact: true });
  await expect(amlocard).toBeVisible();
  await expect(drawn.getByText('Amlodipine 5 mg', { exact: true })).toBeVisible();
  await expect(page.locator('astro-island [aria-busy="true"]')).toBeHidden();
  await expect(page.locator('astro-island[client="painted"]')).toHaveAttribute('ssr', '');
  const before = await cardsOf(page, '[data-first-cards]');
  expect(before.length).toBeGreaterThan(1);
  await expect(drawn.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
  await amlocard.click();
  await expect(amlocard).toHaveAttribute('aria-busy', 'true');

  react.release();
  const dialog = page.getByRole('dialog', { name: 'Amlocard' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Amlodipine 5 mg')).toBeVisible();
  await expect(drawn).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Antihypertensives' })).toBeAttached();
  const after = await cardsOf(page, 'astro-island ul.grid');
  expect(after.map(({ image, ...rest }) => rest)).toEqual(before.map(({ image, ...rest }) => rest));
  expect(after.slice(0, 4).map((card) => card.image)).toEqual(before.slice(0, 4).map((card) => card.image));
  expect(errors).toEqual([]);
  // Only pictures: the template's placeholder address (the login page) is never asked for as one.
  expect(images.length).toBeGreaterThan(0);
  expect(images.filter((path) => !path.startsWith('/images/'))).toEqual([]);
});

/**
 * Where `control` is once the pointer is over it: Playwright's hover waits until it stands still and is the element
 * hit at its centre. A box measured at once was once 362 px below where it was pressed a moment later (CI, a busy
 * machine), and the press fell on the page instead.
 */
async function settledBox(control: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await control.hover();
  const box = await control.boundingBox();
  if (!box) throw new Error('the drawn control has no box');
  return box;
}

/**
 * Presses the mouse on `control`, a drawn card's link or button, and lets React in while it is down: the island's
 * card takes the drawn one's place in the middle of the press (the release is the test's).
 */
async function pressDuringHandOver(page: Page, control: Locator, react: { release: () => void }): Promise<void> {
  const box = await settledBox(control);
  await page.evaluate(recordPointer);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  react.release();
  await expect(page.locator('[data-first-cards]')).toBeHidden();
}

/** Keeps in `window.__pointer` what each pointer press, release and click from now on fell on, drawn or not. */
function recordPointer(): void {
  const events: string[] = [];
  (window as unknown as { __pointer: string[] }).__pointer = events;
  const named = (target: EventTarget | null): string =>
    target instanceof Element
      ? `${target.closest('[data-first-cards]') ? 'drawn ' : ''}${target.tagName.toLowerCase()} "${target.textContent?.trim().slice(0, 30)}"`
      : String(target);
  for (const type of ['pointerdown', 'pointerup', 'click'])
    addEventListener(
      type,
      (event) => {
        const { clientX, clientY } = event as MouseEvent;
        events.push(`${type} at ${clientX},${clientY} on ${named(event.target)}`);
      },
      true,
    );
}

/** What the pointer fell on so far (recordPointer); nothing on a page that has gone on to another address. */
const pointerEvents = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __pointer?: string[] }).__pointer ?? []).catch(() => []);

/**
 * Checks that the press fell on the drawn `control` (else the test would prove nothing), releases the mouse and notes
 * in the test's journal what the press, release and clicks fell on (printed if the test fails).
 */
async function release(page: Page, control: string): Promise<void> {
  const pressed = await pointerEvents(page);
  noteInJournal(page, `the pointer: ${pressed.join('; ')}`);
  expect(pressed[0]).toMatch(new RegExp(`^pointerdown at .* on drawn [a-z]+ "${control}"$`));
  await page.mouse.up();
  const released = await pointerEvents(page);
  noteInJournal(page, `then: ${released.slice(pressed.length).join('; ') || 'another page'}`);
}

test('a mouse press on a drawn product that React takes over in the middle of orders it when released on it', async ({
  page,
}) => {
  // Dragged off the card onto another before the release: no order, as with any button.
  let opened = await openWithReactHeld(page, 'demo', '/products/Antihypertensives');
  let amlocard = opened.drawn.getByRole('button', { name: 'Amlocard', exact: true });
  await pressDuringHandOver(page, amlocard, opened.react);
  const box = await page.getByRole('button', { name: 'Amlocard', exact: true }).boundingBox();
  await page.mouse.move(box?.x ?? 0, (box?.y ?? 0) + 300, { steps: 5 });
  await release(page, 'Amlocard');
  await hydrated(page);
  await expect(page.getByRole('dialog')).toBeHidden(); // nor the card it was released on

  // Released on the card: the browser gives no click (the element pressed is gone); the island's card is clicked.
  await page.unrouteAll();
  opened = await openWithReactHeld(page, 'demo', '/products/Antihypertensives');
  amlocard = opened.drawn.getByRole('button', { name: 'Amlocard', exact: true });
  await pressDuringHandOver(page, amlocard, opened.react);
  await release(page, 'Amlocard');
  await expect(page.getByRole('dialog', { name: 'Amlocard' })).toBeVisible();
  expect(opened.errors).toEqual([]);
});

test('a mouse press on a drawn therapy link that React takes over in the middle of opens its products', async ({
  page,
}) => {
  const { react, drawn, errors } = await openWithReactHeld(page, 'asha', '/therapies');
  const link = drawn.locator('.card h2 a[href="/products/Antihypertensives"]');
  await pressDuringHandOver(page, link, react);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/products\/Antihypertensives$/);
  expect(errors).toEqual([]);
});

for (const [address, drawnLinks] of [
  ['/therapies', '.card a'],
  ['/articles', 'article a'],
] as const) {
  test(`${address}: a drawn link that Tab has reached before React keeps the focus on React's same link`, async ({
    page,
  }) => {
    const { react, drawn, errors } = await openWithReactHeld(page, 'asha', address);
    const link = drawn.locator(drawnLinks).nth(2);
    await expect(link).toBeVisible();
    const reached = () => link.evaluate((each) => each === document.activeElement);
    for (let tab = 1; tab <= 40 && !(await reached()); tab += 1) await page.keyboard.press('Tab');
    expect(await reached()).toBe(true);
    const before = await link.evaluate((each) => [each.getAttribute('href'), each.textContent]);

    react.release();
    await hydrated(page);
    const focused = () =>
      page.evaluate(() => {
        const each = document.activeElement;
        return [each?.closest('astro-island') !== null, each?.getAttribute('href'), each?.textContent];
      });
    expect(await focused()).toEqual([true, ...before]);
    expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
    // The next Tab goes on from there, to the next link of the list.
    const next = await page
      .locator(`astro-island ${drawnLinks}`)
      .nth(3)
      .evaluate((each) => [true, each.getAttribute('href'), each.textContent]);
    await page.keyboard.press('Tab');
    expect(await focused()).toEqual(next);
    expect(errors).toEqual([]);
  });
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('a finger on a drawn product when React takes over orders it when lifted, by the browser’s own tap', async ({
    page,
  }) => {
    const { react, drawn } = await openWithReactHeld(page, 'demo', '/products/Antihypertensives');
    const box = await settledBox(drawn.getByRole('button', { name: 'Amlocard', exact: true }));
    const cdp = await page.context().newCDPSession(page);
    const finger = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] });
    react.release();
    await expect(drawn).toBeHidden();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.getByRole('dialog', { name: 'Amlocard' })).toBeVisible();
  });
});

for (const address of ['/hi/products/Antihypertensives', '/ne/searchproducts/amlo']) {
  test(`${address}: a drawn card's English composition is marked lang=en, as React's card marks it`, async ({
    page,
  }) => {
    const { errors, react, drawn } = await openWithReactHeld(page, 'asha', address);
    const composition = drawn.getByText('Amlodipine 5 mg', { exact: true });
    await expect(composition).toBeVisible();
    await expect(composition).toHaveAttribute('lang', 'en');

    react.release();
    await hydrated(page);
    await expect(drawn).toBeHidden();
    await expect(page.getByText('Amlodipine 5 mg', { exact: true })).toHaveAttribute('lang', 'en');
    expect(errors).toEqual([]);
  });
}

test('/searchproducts draws the found products before React, and a search that finds none draws nothing', async ({
  page,
}) => {
  await signInByApi(page, 'asha', '/privacy');
  const react = await holdReact(page);
  await page.goto('/searchproducts/amlo', { waitUntil: 'domcontentloaded' });
  const drawn = page.locator('[data-first-cards]');
  await expect(drawn.getByRole('button', { name: 'Amlocard', exact: true })).toBeVisible();
  react.release();
  await expect(page.getByRole('heading', { level: 1, name: /amlo/ })).toBeVisible();
  await expect(drawn).toBeHidden();
  await expect(page.getByRole('button', { name: 'Amlocard', exact: true })).toBeVisible();

  await page.goto('/searchproducts/zzqxw', { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('No Products Found..!')).toBeVisible();
  await expect(drawn).toBeHidden();
  await expect(drawn.locator('.card')).toHaveCount(0);
});

/** Each article's title, text, reference and links (text, address, new tab, accessible name; Share comes with React). */
const articlesOf = (page: Page, list: string) =>
  page.locator(`${list} article`).evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector('h2')?.textContent,
      text: card.querySelector('.article__text')?.innerHTML ?? null,
      reference: card.querySelector('.article__ref')?.innerHTML ?? null,
      links: [...card.querySelectorAll('.article__links a')].map((a) => [
        a.textContent,
        a.getAttribute('href'),
        a.getAttribute('target'),
        a.getAttribute('aria-label'),
      ]),
    })),
  );

/** Records in `window.__drawnCounts` how many rows the drawn list has after each change to it. */
function countDrawnRows(): void {
  const counts: number[] = [];
  (window as unknown as { __drawnCounts: number[] }).__drawnCounts = counts;
  new MutationObserver(() => {
    const list = document.querySelector('[data-first-cards]');
    if (list?.childElementCount && list.childElementCount !== counts.at(-1)) counts.push(list.childElementCount);
  }).observe(document, { subtree: true, childList: true });
}

/**
 * Opens `address` with React held, once its whole first page of articles is drawn (and React's island untouched):
 * what was drawn. The first screen's rows came at once, the rest a few per task after it.
 */
async function openDrawnArticles(page: Page, address: string) {
  await page.addInitScript(countDrawnRows);
  const opened = await openWithReactHeld(page, 'asha', address);
  await expect(opened.drawn.locator('article')).toHaveCount(PAGE_SIZE);
  await expect(page.locator('astro-island [aria-busy="true"]')).toBeHidden();
  await expect(page.locator('astro-island[client="painted"]')).toHaveAttribute('ssr', '');
  const counts = await page.evaluate(() => (window as unknown as { __drawnCounts: number[] }).__drawnCounts);
  const expected: number[] = [];
  for (let rows = FIRST_SCREEN_ROWS; rows < PAGE_SIZE + ROWS_PER_TASK; rows += ROWS_PER_TASK) {
    expected.push(Math.min(rows, PAGE_SIZE));
  }
  expect(counts).toEqual(expected);
  const before = await articlesOf(page, '[data-first-cards]');
  return { ...opened, before };
}

for (const [address, follow, entries] of [
  ['/articles', /^Read More: /, false],
  ['/searcharticles/heart', /^Read More: /, false],
  ['/journals/1', /^Read More: /, true],
  ['/articles/therapy/Antihypertensives', /^Read this Journal$/, true],
] as const) {
  test(`${address} draws its first rows before React, with their links, and React shows the same`, async ({ page }) => {
    const { errors, react, drawn, before } = await openDrawnArticles(page, address);
    if (entries) {
      // A journal's entries and a therapy's articles: Read All Articles first, the new-tab link named by its title.
      expect(before[0]?.links[0]?.slice(0, 2)).toEqual(['Read All Articles', '/articles']);
      expect(before[0]?.links.at(-1)?.[3]).toMatch(/^Open “.+” on the journal website \(opens in a new tab\)$/);
    }
    // The journal page is named after the journal from the early answer, before React (and stays so after it).
    const heading = page.getByRole('heading', { level: 1 });
    const journal = address === '/journals/1' ? JOURNALS[0]?.title : undefined;
    if (journal) await expect(heading).toHaveText(journal);
    // A drawn link opens its page before React has arrived.
    const href = await drawn.locator('article').first().getByRole('link', { name: follow }).getAttribute('href');
    expect(href).toMatch(/^\/(articles\/therapy|journals)\/[^/]+$/);

    react.release();
    await hydrated(page);
    await expect(drawn).toBeHidden();
    // The island is no longer marked as drawn after: its own skeleton (a retry, the next page) shows again.
    await expect(page.locator('astro-island[data-drawn-after]')).toHaveCount(0);
    const list = 'astro-island ul.articles';
    await expect(page.locator(`${list} article`)).toHaveCount(before.length);
    expect(await articlesOf(page, list)).toEqual(before);
    if (journal) await expect(heading).toHaveText(journal);
    expect(errors).toEqual([]);
    await page.locator(list).locator('article').first().getByRole('link', { name: follow }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
}

test('/portals draws its portals before React, each a new-tab link, and React shows the same', async ({ page }) => {
  // External pages are never fetched in tests.
  await page.context().route(/^https:\/\//, (route) => route.abort());
  const { errors, react, drawn } = await openWithReactHeld(
    page,
    'asha',
    '/portals/medical-portals/Cardiology/Medical%20Portals',
  );
  await expect(drawn.getByRole('link').first()).toBeVisible();
  await expect(page.locator('astro-island [aria-busy="true"]')).toBeHidden();
  await expect(page.locator('astro-island[client="painted"]')).toHaveAttribute('ssr', '');
  /** Each row's text and link (address, new tab, rel). */
  const rowsOf = (list: string) =>
    page.locator(`${list} > li`).evaluateAll((rows) =>
      rows.map((row) => {
        const link = row.querySelector('a');
        return [row.textContent, link?.getAttribute('href'), link?.getAttribute('target'), link?.getAttribute('rel')];
      }),
    );
  const before = await rowsOf('[data-first-cards]');
  expect(before).toContainEqual([
    'Cardiovascular Risk Calculator (opens in a new tab)',
    'https://risk.example.org/cardiovascular',
    '_blank',
    'noopener noreferrer',
  ]);

  react.release();
  await hydrated(page);
  await expect(drawn).toBeHidden();
  const list = page.getByRole('list', { name: 'Medical Portals' });
  await expect(list.getByRole('link')).toHaveCount(before.length);
  expect(await rowsOf('astro-island ul.rows')).toEqual(before);
  expect(errors).toEqual([]);
});

test('/emailer draws its emailers before React; an E-mail tapped then asks once React is in', async ({ page }) => {
  const { errors, react, drawn } = await openWithReactHeld(page, 'asha', '/emailer/Journal%20Emailers/Cardiology');
  await expect(drawn.locator('li').first()).toBeVisible();
  await expect(page.locator('astro-island[client="painted"]')).toHaveAttribute('ssr', '');
  /** Each row's title, its Open link's address and the accessible names of its actions. */
  const rowsOf = (list: string) =>
    page
      .locator(`${list} > li`)
      .evaluateAll((rows) =>
        rows.map((row) => [
          row.querySelector('.row__title')?.textContent,
          row.querySelector('a')?.getAttribute('href'),
          ...[...row.querySelectorAll('a, button')].map((action) => action.getAttribute('aria-label')),
        ]),
      );
  const before = await rowsOf('[data-first-cards]');
  const [title, href] = before[0] ?? [];
  expect(href).toMatch(/^\/journals\/\d+$/);
  expect(before[0]?.slice(2)).toEqual([
    `Open the journal: ${title}`,
    `Download the journal PDF: ${title}`,
    `Send by e-mail: ${title}`,
  ]);
  // E-mail before React: marked busy, and asked once React's row is in.
  const email = drawn.getByRole('button', { name: `Send by e-mail: ${title}` });
  await email.click();
  await expect(email).toHaveAttribute('aria-busy', 'true');

  react.release();
  await hydrated(page);
  await expect(drawn).toBeHidden();
  const first = page.getByRole('list', { name: 'Journal Emailers' }).getByRole('listitem').first();
  const confirm = first.getByRole('group', { name: `Send by e-mail: ${title}` });
  await expect(confirm).toContainText(`Send “${title}” to asha.rao@`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(await rowsOf('astro-island ul.rows')).toEqual(before);
  expect(errors).toEqual([]);
});

test('/files draws its files before React; a Download tapped then saves the file once React is in', async ({
  page,
}) => {
  const { errors, react, drawn } = await openWithReactHeld(page, 'asha', '/files/brochures.php/Product%20Brochures');
  await expect(drawn.locator('li').first()).toBeVisible();
  await expect(page.locator('astro-island[client="painted"]')).toHaveAttribute('ssr', '');
  /** Each row's title and the accessible name and text of its button. */
  const rowsOf = (list: string) =>
    page.locator(`${list} > li`).evaluateAll((rows) =>
      rows.map((row) => {
        const button = row.querySelector('button');
        return [row.querySelector('.row__title')?.textContent, button?.getAttribute('aria-label'), button?.textContent];
      }),
    );
  const before = await rowsOf('[data-first-cards]');
  expect(before).toHaveLength(4);
  expect(before).toContainEqual(['Amlocard-Brochure.pdf', 'Download Amlocard-Brochure.pdf', 'Download']);
  // Download before React: marked busy, and made once React's row is in.
  const download = drawn.getByRole('button', { name: 'Download Amlocard-Brochure.pdf' });
  const saved = page.waitForEvent('download');
  await download.click();
  await expect(download).toHaveAttribute('aria-busy', 'true');

  react.release();
  await hydrated(page);
  expect((await saved).suggestedFilename()).toBe('Amlocard-Brochure.pdf');
  await expect(drawn).toBeHidden();
  await expect(page.getByRole('list', { name: 'Product Brochures' }).getByRole('listitem')).toHaveCount(4);
  expect(await rowsOf('astro-island ul.rows')).toEqual(before);
  expect(errors).toEqual([]);
});

test('/videos draws its videos before React; a Watch Full Video tapped then plays once React is in', async ({
  page,
}) => {
  const { errors, react, drawn } = await openWithReactHeld(page, 'asha', '/videos/cme-videos/Cardiology/CME%20Videos');
  await expect(drawn.locator('li').first()).toBeVisible();
  await expect(page.locator('astro-island[client="painted"]')).toHaveAttribute('ssr', '');
  /** Each card's title, its thumbnail's address (or none: a trailer's box), and the title its Watch button names. */
  const cardsOf = (list: string) =>
    page.locator(`${list} > li`).evaluateAll((cards) =>
      cards.map((card) => {
        const watch = card.querySelector('button');
        const described = watch && document.getElementById(watch.getAttribute('aria-describedby') ?? '');
        return [
          card.querySelector('h2')?.textContent,
          card.querySelector('img')?.getAttribute('src') ?? null,
          watch ? [watch.textContent, described?.textContent] : null,
        ];
      }),
    );
  const before = await cardsOf('[data-first-cards]');
  // The demo's three: a trailer (its frame comes with React: an empty box now), then two thumbnails.
  await expect(drawn.locator('li').first().locator('div.video__media')).toHaveCount(1);
  expect(before[0]?.[1]).toBeNull();
  expect(before[1]?.[1]).toMatch(/\/images\/videos\/cme\.svg$/);
  await expect(drawn.locator('li').nth(1).locator('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(drawn.locator('li').nth(2).locator('img')).toHaveAttribute('loading', 'lazy');
  const watch = drawn.locator('li').nth(1).getByRole('button', { name: 'Watch Full Video' });
  await expect(watch).toHaveAccessibleDescription(String(before[1]?.[0]));
  await watch.click();
  await expect(watch).toHaveAttribute('aria-busy', 'true');

  react.release();
  await hydrated(page);
  await expect(page.getByRole('dialog', { name: `Video: ${before[1]?.[0]}`, exact: true })).toBeVisible();
  await expect(drawn).toBeHidden();
  const after = await cardsOf('astro-island ul.media-grid');
  expect(after.slice(1)).toEqual(before.slice(1));
  expect(after[0]?.[0]).toBe(before[0]?.[0]);
  await expect(page.locator('astro-island ul.media-grid > li').first().locator('iframe')).toHaveAttribute(
    'title',
    `Trailer: ${before[0]?.[0]}`,
  );
  expect(errors).toEqual([]);
});

for (const [address, heading, list] of [
  ['/videos/cme-videos/Cardiology/CME%20Videos', 'CME Videos', 'CME Videos'],
  ['/files/brochures.php/Product%20Brochures', 'Product Brochures', 'Product Brochures'],
  ['/portals/medical-portals/Cardiology/Medical%20Portals', 'Medical Portals', 'Medical Portals'],
  ['/emailer/Journal%20Emailers/Cardiology', 'Journal Emailers', 'Journal Emailers'],
  ['/articles/therapy/Antihypertensives', 'Antihypertensives articles', 'Articles'],
  ['/hi/articles/therapy/Antihypertensives', 'Antihypertensives के लेख', 'लेख'],
] as const) {
  test(`${address} is named after its address before React, and keeps the name`, async ({ page }) => {
    await page.context().route(/^https:\/\//, (route) => route.abort());
    const { errors, react, drawn } = await openWithReactHeld(page, 'asha', address);
    await expect(drawn.locator('li').first()).toBeVisible();
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(heading);
    await expect(drawn).toHaveAccessibleName(list);
    const before = await title.textContent();
    // Articles are English only: on a Hindi page their titles say so, before React and after.
    const english = address.includes('/articles/');
    const titles = await drawn.locator('li h2').count();
    await expect(drawn.locator('li h2[lang="en"]')).toHaveCount(english ? titles : 0);

    react.release();
    await hydrated(page);
    await expect(drawn).toBeHidden();
    await expect(page.getByRole('list', { name: list, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(before));
    if (english) {
      await expect(page.getByRole('list', { name: list, exact: true }).locator('li h2').first()).toHaveAttribute(
        'lang',
        'en',
      );
    }
    await expect(page).toHaveTitle(new RegExp(`^${before} · `));
    expect(errors).toEqual([]);
  });
}

test('/viewfile names and frames its document before React, and React leaves the frame as it is', async ({ page }) => {
  // External pages are never fetched in tests.
  await page.context().route(/^https:\/\//, (route) => route.abort());
  const { errors, react } = await openWithReactHeld(page, 'asha', '/viewfile/Amlocard-Brochure.pdf');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amlocard-Brochure.pdf');
  const frame = page.locator('main iframe');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', 'https://www.example-pharma.com/Amlocard-Brochure.pdf');
  await expect(frame).toHaveAttribute('title', 'Document: Amlocard-Brochure.pdf');
  await frame.evaluate((element) => element.setAttribute('data-before-react', ''));

  react.release();
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
  // The same frame, not one React made again (which would load the document twice).
  await expect(page.locator('main iframe[data-before-react]')).toHaveCount(1);
  await expect(page.locator('main iframe')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('/articles/{link} frames its article before React; React adds the bar and leaves the frame as it is', async ({
  page,
}) => {
  await page.context().route(/^https:\/\//, (route) => route.abort());
  const article = 'https://journals.example.org/ihr/articles/2025-q001';
  const { errors, react } = await openWithReactHeld(page, 'asha', `/articles/${encodeURIComponent(article)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article');
  const frame = page.locator('main iframe');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', article);
  await expect(frame).toHaveAttribute('title', 'Article from journals.example.org');
  await expect(page.locator('main .frame-host')).toHaveText('journals.example.org');
  expect((await frame.boundingBox())?.height).toBe(900);
  await frame.evaluate((element) => element.setAttribute('data-before-react', ''));
  const top = (await frame.boundingBox())?.y;

  react.release();
  await hydrated(page);
  await expect(page.getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute('href', article);

  await expect(page.locator('main iframe[data-before-react]')).toHaveCount(1);
  await expect(page.locator('main iframe')).toHaveCount(1);
  // The bar came into its placeholder's box: the frame did not move.
  expect((await frame.boundingBox())?.y).toBe(top);
  expect(errors).toEqual([]);
});

test('/articles/{link} removes the frame before React for an address it may not show', async ({ page }) => {
  const { react } = await openWithReactHeld(page, 'asha', `/articles/${encodeURIComponent('https://evil.example/a')}`);
  await expect(page.locator('[data-address-frame], [data-address-host]')).toHaveCount(0);
  react.release();
  await hydrated(page);
  await expect(page.getByText('This article is not available')).toBeVisible();
  await expect(page.locator('main iframe')).toHaveCount(0);
});

test('a reader scrolled down the drawn articles stays at the same article when React takes over', async ({ page }) => {
  await signInByApi(page, 'asha', '/privacy');
  const react = await holdReact(page);
  await page.goto('/articles', { waitUntil: 'domcontentloaded' });
  const tenth = page.locator('[data-first-cards] article').nth(9);
  await tenth.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  const before = await articleAtTop(page);
  react.release();
  await hydrated(page);
  await expect(page.locator('[data-first-cards]')).toBeHidden();
  await expectArticleAtTop(page, before);
});
