/**
 * Hindi and Nepali (docs/LANGUAGES.md) in Chromium against the real API: switch on the login screen, log in, every
 * member route is in that language, an API error is shown in it, the choice survives logout, and a fresh browser
 * opens in the language stored on the member. Members: bikash (hi) and meera (ne), set back to English at the end.
 */
import { type Browser, expect, type Page, test } from './test.ts';
import * as hiTexts from '../../src/shared/messages/hi.ts';
import { apiMessages as hiApi } from '../../src/shared/messages/hi/api.ts';
import { LANGUAGE_NAMES } from '../../src/shared/messages/language-names.ts';
import * as neTexts from '../../src/shared/messages/ne.ts';
import { apiMessages as neApi } from '../../src/shared/messages/ne/api.ts';
import { enrolledDoctor } from './console-doctor.ts';
import { freshMobile } from './fresh.ts';
import { hydrated, layerStepDone, MEMBERS, membersBackToEnglish, openPage, TEST_CODE, tapLogout } from './helpers.ts';

const CASES = [
  {
    language: 'hi',
    texts: hiTexts,
    api: hiApi,
    member: 'bikash',
    feedbackBanner: true,
    // Role '24': no focus list is asked (early-call.spec.ts); the name comes with the home grid (stores/home.ts).
    focusShown: 'मधुमेह',
    sanitization: 'क्लिनिक सैनिटाइज़ेशन',
  },
  {
    language: 'ne',
    texts: neTexts,
    api: neApi,
    member: 'meera',
    feedbackBanner: false,
    focusShown: 'श्वासप्रश्वास रोग',
    sanitization: 'क्लिनिक सरसफाइ',
  },
] as const;

/** Member routes without parameters: each must open in the language. */
const ROUTES = ['/home', '/therapies', '/services', '/articles', '/profile', '/edit-profile', '/contact', '/settings'];

/** Devanagari letters. */
const DEVANAGARI = /[\u0900-\u097F]/;

/** Waits until the page is the language's page and its islands have hydrated. */
async function inLanguage(page: Page, language: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await hydrated(page);
}

/** A fresh browser context at the phone size of the other specs. */
const freshPage = async (browser: Browser) =>
  (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();

for (const { language, texts, api, member, feedbackBanner, focusShown, sanitization } of CASES) {
  test(`${LANGUAGE_NAMES[language]}: chosen on the login screen, every route, an API error, logout, a fresh browser`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await freshPage(browser);
    await page.goto('/');
    await hydrated(page);
    await page.getByLabel(LANGUAGE_NAMES[language], { exact: true }).check();
    await page.waitForURL(`**/${language}/`);
    await inLanguage(page, language);
    await expect(page.getByRole('heading', { name: texts.pages.loginTitle })).toBeVisible();

    const { country, mobile } = MEMBERS[member];
    await page.getByLabel(texts.login.country, { exact: true }).selectOption(country);
    await page.getByLabel(texts.login.mobile, { exact: true }).fill(mobile);
    await page.getByRole('button', { name: texts.login.submit }).click();
    await page.waitForURL(`**/${language}/verify`);
    await hydrated(page);
    await page.getByLabel(texts.verify.otp, { exact: true }).fill(TEST_CODE);
    const popupPicture = page.waitForRequest((request) => request.url().endsWith(`/banners/popup.${language}.svg`));
    await page.getByRole('button', { name: texts.verify.submit }).click();
    await page.waitForURL(`**/${language}/home`);
    // Pictures that carry words are the language's own (docs/CONTENT.md): the popup the API answers in the member's
    // language, the page's banners, the brand panel and the feedback banner of a member who has one (Meera has none).
    await popupPicture;
    const ownPicture = (name: string) => new RegExp(`/banners/${name}\\.${language}\\.svg$`);
    const feedback = page.getByRole('link', { name: texts.homeExtras.feedback });
    if (feedbackBanner) {
      await feedback.scrollIntoViewIfNeeded();
      await expect(feedback.getByRole('img')).toHaveAttribute('src', ownPicture('feedback'));
    }
    const orderSamples = page.getByRole('link', { name: texts.pages.homeOrderSamples });
    await orderSamples.scrollIntoViewIfNeeded();
    await expect(orderSamples.getByRole('img')).toHaveAttribute('src', ownPicture('order-samples'));
    const brandPanel = page.locator('img.brand-panel');
    await brandPanel.scrollIntoViewIfNeeded();
    await expect(brandPanel).toHaveAttribute('src', new RegExp(`/custom/[A-Za-z]+\\.${language}\\.svg$`));
    await expect(brandPanel).toHaveAttribute('alt', texts.homeExtras.brandPanel(focusShown));
    for (const route of ROUTES) {
      await openPage(page, `/${language}${route}`);
      await inLanguage(page, language);
      expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(`/${language}${route}`);
      await expect(page.locator('h1').first()).toHaveText(DEVANAGARI);
    }

    // The profile names the member's focus in the language, whether the member may switch it (Meera) or not (Bikash).
    await openPage(page, `/${language}/profile`);
    await inLanguage(page, language);
    await expect(page.locator('.profile__intro .muted')).toHaveText(focusShown);

    // An order form is titled as its card, in the language (the English title stays the order's key).
    await openPage(page, `/${language}/subcategories/1`);
    await inLanguage(page, language);
    await page.getByRole('button', { name: sanitization, exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: sanitization })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: texts.orders.cancel }).click();
    await layerStepDone(page);

    // An API error is shown in the language: the server's own Message for a journal that does not exist.
    await page.goto(`/${language}/journals/999999`);
    await inLanguage(page, language);
    await expect(page.getByText(api.journalNotFound)).toBeVisible();

    // Logout keeps the choice: the login screen is in the language.
    await tapLogout(page, texts.nav);
    await page.waitForURL((url) => url.pathname === `/${language}/`);
    await inLanguage(page, language);
    expect(await page.evaluate(() => localStorage.getItem('key'))).toBeNull();
    await page.context().close();

    // A fresh browser opens the English login screen; after login the member's stored language takes over.
    const fresh = await freshPage(browser);
    await fresh.goto('/');
    await inLanguage(fresh, 'en');
    await fresh.getByLabel('Country', { exact: true }).selectOption(country);
    await fresh.getByLabel('Mobile Number', { exact: true }).fill(mobile);
    await fresh.getByRole('button', { name: 'Get OTP' }).click();
    await fresh.waitForURL('**/verify');
    await hydrated(fresh);
    await fresh.getByLabel('OTP', { exact: true }).fill(TEST_CODE);
    await fresh.getByRole('button', { name: 'Verify OTP' }).click();
    await fresh.waitForURL(`**/${language}/home`);
    await inLanguage(fresh, language);
    await fresh.context().close();
  });
}

test('a Hindi or Nepali address opened in a fresh English browser stays in its language, through the code screen', async ({
  browser,
}) => {
  const page = await freshPage(browser);
  expect(await page.evaluate(() => navigator.language)).toMatch(/^en/);
  await page.goto('/ne/');
  await inLanguage(page, 'ne');
  // The terms open in the page's language.
  await expect(page.locator('main a[href="/ne/terms"]')).toHaveText(new RegExp(neTexts.login.readTerms));
  await page.goto('/hi/');
  await inLanguage(page, 'hi');
  await expect(page.getByRole('heading', { name: hiTexts.pages.loginTitle })).toBeVisible();
  await expect(page.locator('main a[href="/hi/terms"]')).toHaveText(new RegExp(hiTexts.login.readTerms));
  await expect(page.locator('main a[href="/terms"]')).toHaveCount(0);
  // Nothing is chosen by opening it: the language switch is where a choice is kept.
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
  // A number that is no member's: the code screen follows all the same, so the answer tells no one who is a member.
  // One of the fresh test numbers (none is a member's until enrolled): a number of the public, asked for a code
  // moments ago by an earlier run of this test (--repeat-each), would wait out the resend spacing.
  await page.getByLabel(hiTexts.login.mobile, { exact: true }).fill(freshMobile());
  await page.getByRole('button', { name: hiTexts.login.submit }).click();
  await page.waitForURL('**/hi/verify');
  await inLanguage(page, 'hi');
  // An English address still follows the browser: English here.
  await page.goto('/articles');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.context().close();
});

test('by keyboard the arrow keys move the choice without a reload, Enter switches, leaving the group undoes', async ({
  browser,
}) => {
  const page = await freshPage(browser);
  await page.goto('/');
  await hydrated(page);
  const english = page.getByRole('radio', { name: LANGUAGE_NAMES.en });
  await expect(english).toBeChecked();
  await expect(english).toHaveAccessibleDescription(/arrow keys/);
  await english.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const nepali = page.getByRole('radio', { name: LANGUAGE_NAMES.ne });
  await expect(nepali).toBeChecked();
  await expect(nepali).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
  // Tab away: the page is still English, and so is the switch.
  await page.keyboard.press('Tab');
  await expect(english).toBeChecked();
  await english.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(nepali).toBeChecked();
  await page.keyboard.press('Enter');
  await inLanguage(page, 'ne');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ne');
  await page.context().close();
});

test('a new doctor who logs in on the Nepali login screen keeps Nepali: the home speaks it, and so does the next browser', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const mobile = await enrolledDoctor(browser, { firstName: 'Sunita', lastName: 'Yadav', email: 'sunita@example.com' });

  /** Logs the new doctor in at `address` in a fresh English browser; answers the page at home. */
  const logIn = async (address: string, texts: typeof neTexts | null) => {
    const page = await freshPage(browser);
    await page.goto(address);
    await hydrated(page);
    await page.getByLabel(texts?.login.mobile ?? 'Mobile Number', { exact: true }).fill(mobile);
    await page.getByRole('button', { name: texts?.login.submit ?? 'Get OTP' }).click();
    await page.waitForURL(/\/verify$/);
    await hydrated(page);
    await page.getByLabel(texts?.verify.otp ?? 'OTP', { exact: true }).fill(TEST_CODE);
    await page.getByRole('button', { name: texts?.verify.submit ?? 'Verify OTP' }).click();
    await page.waitForURL('**/ne/home');
    await inLanguage(page, 'ne');
    return page;
  };
  // Never chose a language, on a Nepali address: Nepali becomes the choice, so the home's first cards come in it.
  const first = await logIn('/ne/', neTexts);
  expect(await first.evaluate(() => localStorage.getItem('language'))).toBe('ne');
  await expect(first.locator('main').getByText('नमुना र सेवा मगाउनुहोस्', { exact: true })).toBeVisible();
  await expect(first.locator('main').getByText('Order Samples & Services', { exact: true })).toHaveCount(0);
  await first.context().close();
  // It was stored on the member: logging in on the English screen of another browser opens Nepali.
  await (await logIn('/', null)).context().close();
});

// The members shared with other specs go back to English, whether the test passed or not.
test.afterEach(membersBackToEnglish(CASES.map(({ member }) => member)));
