/**
 * The language check of content labels (issue 43 §1, docs/LANGUAGES.md): on /hi and /ne pages, every label an API
 * answer carries with a translation (`title`/`title_shown`, `description`/`description_shown`, `name`/`name_shown`
 * that differ) shows the translation, never the English: the home categories, the therapy names, a therapy's page
 * (its heading and products) and a sub-category page's cards; and a portal, video, file or emailer list opened from its
 * card is headed as the card names it, and lists its rows; so is a therapy's article list opened from an article's
 * or a journal entry's "Read more" link, which names the therapy in the doctor's language. The pseudo build is
 * English only, so this runs with the other specs on the real build.
 */
import { expect, type Page, test } from './test.ts';
import { content as hiContent } from '../../src/shared/messages/hi/content.ts';
import { content as neContent } from '../../src/shared/messages/ne/content.ts';
import { hydrated, membersBackToEnglish, signInInLanguage } from './helpers.ts';

/** English labels that have a translation, and the translations, of the API answers received so far. */
interface Labels {
  english: Set<string>;
  shown: Set<string>;
  pending: Set<Promise<void>>;
}

/** The text of a label as a page shows it: tags out, one line. */
const plain = (value: string): string =>
  value
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Adds the translated labels of a JSON value: a field `x` beside an `x_shown` that differs from it. */
function collect(labels: Labels, value: unknown): void {
  if (Array.isArray(value)) for (const item of value) collect(labels, item);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const [key, item] of Object.entries(record)) {
      const english = record[key.replace(/_shown$/, '')];
      if (key.endsWith('_shown') && typeof item === 'string' && typeof english === 'string' && item !== english) {
        labels.english.add(plain(english));
        labels.shown.add(plain(item));
      } else collect(labels, item);
    }
  }
}

/** Watches the page's API answers for translated labels. */
function watchLabels(page: Page): Labels {
  const labels: Labels = { english: new Set(), shown: new Set(), pending: new Set() };
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    const read = response
      .json()
      .then((body: unknown) => collect(labels, body))
      .catch(() => undefined)
      .finally(() => labels.pending.delete(read));
    labels.pending.add(read);
  });
  return labels;
}

/** The visible texts of the page's main content. */
const shownTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (text && parent && parent.getClientRects().length > 0) found.push(text);
    }
    return found;
  });

/** Opens `address` once its lists have loaded and returns the translated labels it shows and the English ones. */
async function labelsOn(page: Page, labels: Labels, address: string): Promise<{ shown: string[]; english: string[] }> {
  await page.goto(address);
  await hydrated(page);
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await Promise.all([...labels.pending]);
  const texts = await shownTexts(page);
  return {
    shown: texts.filter((text) => labels.shown.has(text)),
    english: texts.filter((text) => labels.english.has(text) && !labels.shown.has(text)),
  };
}

/** The demo therapy `Antihypertensives` in Hindi and Nepali (server/db/seed/translations.ts). */
const ANTIHYPERTENSIVES = { hi: 'उच्च रक्तचाप की दवाएँ', ne: 'उच्च रक्तचापका औषधि' } as const;

const CASES = [
  { member: 'bikash', language: 'hi' },
  { member: 'meera', language: 'ne' },
] as const;

for (const { member, language } of CASES) {
  test(`/${language}: home, therapies, a therapy's products and a sub-category's cards show their translation`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const labels = watchLabels(page);
    await signInInLanguage(page, member, language);
    for (const address of ['/home', '/therapies', '/products/Antihypertensives', '/subcategories/3/Order%20samples']) {
      const found = await labelsOn(page, labels, `/${language}${address}`);
      expect(found.english, `${address}: English labels that have a translation`).toEqual([]);
      expect(found.shown.length, `${address}: translated labels shown`).toBeGreaterThan(1);
      if (!address.startsWith('/products/')) continue;
      // The therapy's page is named in the member's language, though its address has the English title.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ANTIHYPERTENSIVES[language]);
      await expect(page).toHaveTitle(new RegExp(`^${ANTIHYPERTENSIVES[language]} · `));
    }
  });
}

/** Cards of the demo that open a list headed by its address, in Hindi and Nepali: category, card, route (seed). */
const LISTS = {
  hi: [
    ['डिजिटल सेवाएं', 'चिकित्सा पोर्टल', '/portals/'],
    ['डिजिटल सेवाएं', 'सीएमई वीडियो', '/videos/'],
    ['चिकित्सा सामग्री', 'उत्पाद ब्रोशर', '/files/'],
    ['चिकित्सा सामग्री', 'जर्नल ईमेलर', '/emailer/'],
  ],
  ne: [
    ['डिजिटल सेवा', 'चिकित्सा पोर्टल', '/portals/'],
    ['डिजिटल सेवा', 'सीएमई भिडियो', '/videos/'],
    ['चिकित्सा सामग्री', 'उत्पादन ब्रोसर', '/files/'],
    ['चिकित्सा सामग्री', 'जर्नल इमेलर', '/emailer/'],
  ],
} as const;

for (const { member, language } of CASES) {
  test(`/${language}: a portal, video, file or emailer list opened from its card is headed as it names it`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInInLanguage(page, member, language);
    for (const [category, card, route] of LISTS[language]) {
      await page.goto(`/${language}/home`);
      await hydrated(page);
      await page.getByRole('link', { name: category }).first().click();
      await page.getByRole('link', { name: card }).first().click();
      await page.waitForURL((url) => url.pathname.startsWith(`/${language}${route}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(card);
      // The list the address names is found: GetEmailers knows a card by its Hindi and Nepali titles too.
      await expect(page.getByRole('list', { name: card, exact: true }).getByRole('listitem').first()).toBeVisible();
    }
  });
}

const CONTENT = { hi: hiContent, ne: neContent } as const;

for (const { member, language } of CASES) {
  test(`/${language}: an article's therapy link names the therapy as the doctor reads it and opens its articles`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const texts = CONTENT[language];
    const prefix = texts.readMore('');
    await signInInLanguage(page, member, language);
    for (const address of ['/articles', '/journals/1']) {
      await page.goto(`/${language}${address}`);
      await hydrated(page);
      const links = page.locator('main ul.articles > li').getByRole('link', { name: prefix.trim() });
      await expect(links.first()).toBeVisible();
      const names = (await links.allTextContents()).map((text) => text.replace(prefix, ''));
      // Every therapy of the demo has a Hindi and a Nepali title (seed/translations.ts): none is named in English.
      expect(
        names.filter((name) => /[A-Za-z]/.test(name)),
        address,
      ).toEqual([]);
      const therapy = names[0] ?? '';
      await links.first().click();
      await page.waitForURL((url) => url.pathname.startsWith(`/${language}/articles/therapy/`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.therapyArticles(therapy));
      await expect(page).toHaveTitle(new RegExp(`^${texts.therapyArticles(therapy)} · `));
      // GetTherapyArticles, asked by the translated title, finds the therapy's articles.
      await expect(page.locator('main ul.articles > li').first()).toBeVisible();
    }
  });
}

// The members shared with other specs go back to English, whether the test passed or not.
test.afterEach(membersBackToEnglish(CASES.map(({ member }) => member)));
