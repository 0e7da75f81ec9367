/**
 * The pseudo-language check (docs/LANGUAGES.md): against the pseudo build (playwright.pseudo.config.ts), every text
 * of the messages modules is bracketed ⟦…⟧. On every route, in the menu, the chat, an order form and its errors, no
 * visible text may lack the brackets unless it is data: a value of an API answer (the catalogue, the member, the
 * server's own Messages, which tests/unit/messages-languages.test.ts checks per language), Markdown content, a
 * number or punctuation, or a brand name. Whatever else shows was written outside src/shared/messages/.
 */
import { expect, type Page, test } from './test.ts';
import { PSEUDO_CLOSE, PSEUDO_OPEN, t } from '../../src/shared/messages/pseudo.ts';
import { ROUTES } from '../../src/shared/routes.ts';
import { DEEP_LINKS } from './deep-links.ts';
import { hydrated, layerStepDone, MEMBERS, TEST_CODE } from './helpers.ts';

/** Names that stay as they are in every language. */
const BRANDS = ['English', 'हिन्दी', 'नेपाली', 'PDF', 'OTP', 'WhatsApp', 'YouTube'];

/** Adds every string of a JSON value to `texts`, line by line, as written and with its HTML tags taken out. */
function collect(texts: Set<string>, value: unknown): void {
  if (typeof value === 'string') {
    for (const line of value.split(/\s*\n\s*/)) {
      texts.add(line.trim());
      texts.add(line.replace(/<[^>]*>/g, '').trim());
    }
  } else if (Array.isArray(value)) for (const item of value) collect(texts, item);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) collect(texts, item);
}

/** The strings of the API answers received so far, and the answers whose bodies are still being read. */
interface ApiTexts {
  texts: Set<string>;
  pending: Set<Promise<void>>;
}

/** Every string of the API answers the browser received, its service worker's included (data shown as it is). */
function watchApiTexts(page: Page): ApiTexts {
  const api: ApiTexts = { texts: new Set<string>(), pending: new Set<Promise<void>>() };
  page.context().on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const read = response
      .json()
      .then((body: unknown) => collect(api.texts, body))
      .catch(() => undefined)
      .finally(() => api.pending.delete(read));
    api.pending.add(read);
  });
  return api;
}

/** The visible texts (text nodes, placeholders) of the page outside Markdown content that carry no pseudo bracket. */
async function unmarkedTexts(page: Page): Promise<string[]> {
  return page.evaluate(
    ([open, close]) => {
      const found: string[] = [];
      const visible = (el: Element): boolean =>
        el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[hidden]');
      const skipped = (el: Element): boolean =>
        el.closest('script, style, noscript, template, .prose, [aria-hidden="true"]') !== null;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const parent = node.parentElement;
        if (!text || !parent || skipped(parent) || !visible(parent)) continue;
        if (!text.includes(open) && !text.includes(close)) found.push(text);
      }
      for (const field of document.querySelectorAll('[placeholder]')) {
        const text = field.getAttribute('placeholder')?.trim() ?? '';
        if (text && visible(field) && !text.includes(open)) found.push(text);
      }
      return found;
    },
    [PSEUDO_OPEN, PSEUDO_CLOSE] as const,
  );
}

/** The strings the page keeps in storage (the member's profile from login.php) and the address's own words. */
async function pageData(page: Page): Promise<string[]> {
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((store) =>
      Object.keys(store).map((key) => {
        try {
          return JSON.parse(store.getItem(key) ?? '') as unknown;
        } catch {
          return store.getItem(key);
        }
      }),
    ),
  );
  const texts = new Set<string>();
  collect(texts, stored);
  collect(texts, new URL(page.url()).pathname.split('/').map(decodeURIComponent));
  return [...texts];
}

/** A date or an address as the page writes data ("14 Apr 1981", "https://…"). */
const DATA_SHAPES = /^(?:\d{1,2} \p{L}+ \d{4}(?:, .*)?|https?:\/\/\S+|\S+@\S+)$/u;

/** Waits for the bodies of the API answers still being read (5 s at most: a body the browser never hands over). */
async function answersRead(page: Page, api: ApiTexts): Promise<void> {
  await Promise.race([Promise.all([...api.pending]), page.waitForTimeout(5000)]);
}

/**
 * The unmarked texts that are not data: what escaped the messages modules. The page is read first and the data
 * after: an answer can arrive while the page is read (a section that loads its own chunk and call once the page
 * has settled, as Settings' Privacy does), and its strings count once its body is in, so a text that is not data
 * yet is looked at again after a second.
 */
async function escaped(page: Page, api: ApiTexts): Promise<string[]> {
  const shown = await unmarkedTexts(page);
  const title = await page.title();
  const stored = await pageData(page);
  const notData = (texts: string[]): string[] => {
    const data = new Set([...api.texts, ...stored]);
    // Data joined from several fields (a salutation and the names): every word of it is a word of the data.
    const words = new Set([...data].flatMap((value) => value.split(/\s+/)));
    return texts.filter(
      (text) =>
        /\p{L}/u.test(text) &&
        !data.has(text) &&
        !BRANDS.includes(text) &&
        !DATA_SHAPES.test(text) &&
        !text.split(/\s+/).every((word) => words.has(word)) &&
        !title.includes(text) &&
        ![...data].some((value) => value.length > text.length && value.includes(text)),
    );
  };
  await answersRead(page, api);
  const left = notData(shown);
  if (left.length === 0) return left;
  await page.waitForTimeout(1000);
  await answersRead(page, api);
  return notData(left);
}

/**
 * Waits until the page has loaded and hydrated, the sections that load their own chunk and call after hydration
 * have had them (the network quiet for half a second, 5 s at most), and its lists have loaded (no aria-busy; an
 * endless list may stay busy while it waits to be scrolled, so after 10 s the page is checked as it is).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await hydrated(page);
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
}

test('no visible text escapes translation: every route, the menu, the chat, an order form and errors', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // Files and portals of other hosts (the PDF viewer's frame) stay out of the test.
  await page
    .context()
    .route(/^https:\/\//, (route) => route.fulfill({ contentType: 'text/plain', body: 'external page' }));
  const data = watchApiTexts(page);
  const problems: string[] = [];
  const check = async (where: string): Promise<void> => {
    for (const text of await escaped(page, data)) problems.push(`${where}: ${text}`);
  };

  // The login screen, and its own error (no number entered).
  await page.goto('/');
  await settled(page);
  await check('login');
  await page.locator('form button[type="submit"]').first().click();
  await expect(page.locator('[role="alert"], .field__error').first()).toBeVisible();
  await check('login error');

  // Log in: the verify screen, a wrong code (the server's Message), then the right one.
  const { country, mobile } = MEMBERS.asha;
  await page.locator('select').first().selectOption(country);
  await page.locator('input[type="tel"]').first().fill(mobile);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL('**/verify');
  await settled(page);
  await check('verify');
  const code = page.locator('input[autocomplete="one-time-code"]');
  await code.fill('000000');
  await page.locator('form button[type="submit"]').first().click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await check('verify error');
  await code.fill(TEST_CODE);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL('**/home');

  // Every doctor route.
  for (const route of ROUTES) {
    if (route.access === 'guest') continue;
    await page.goto(DEEP_LINKS[route.id]);
    await settled(page);
    await check(route.id);
  }

  // The menu and the chat.
  await page.goto('/home');
  await settled(page);
  const logout = page.getByRole('button', { name: t.nav.logout });
  await expect(async () => {
    await page.getByRole('button', { name: t.nav.menu }).click();
    await expect(logout).toBeVisible({ timeout: 1000 });
  }).toPass();
  await check('menu');
  await page.keyboard.press('Escape');
  await layerStepDone(page);
  await page.getByRole('button', { name: t.chat.open }).click();
  // A member who has not agreed yet sees the assistant's disclaimer first.
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await settled(page);
  await check('chat');
  await page.keyboard.press('Escape');
  await layerStepDone(page);

  // An order form, sent without its dose: its error.
  await page.goto(DEEP_LINKS.products);
  await settled(page);
  await page.getByRole('button', { name: 'Amlocard', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: t.orders.orderNow })).toBeVisible();
  await check('order form');
  await dialog.getByRole('button', { name: t.orders.orderNow }).click();
  await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
  await check('order form error');

  // An API error: a journal that does not exist.
  await page.goto('/journals/999999');
  await settled(page);
  await check('journal error');

  expect(problems).toEqual([]);
});
