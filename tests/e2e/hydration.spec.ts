/**
 * Hydration (issue 39 §8): every member route in English, Hindi and Nepali hydrates with no React hydration error or
 * warning (#418 text mismatch, #423 recoverable root error, #425 text content, or any console message about
 * hydration). Run with --repeat-each to catch a difference that shows on some loads only.
 */
import { expect, test, type Page } from './test.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { LANGUAGES } from '../../src/shared/messages/languages.ts';
import { languagePrefix, ROUTES } from '../../src/shared/routes.ts';
import { DEEP_LINKS } from './deep-links.ts';
import { hydrated, openPage, signInByApi } from './helpers.ts';
import { settings as settingsTexts } from '../../src/shared/messages/en/settings.ts';

/** The first text of the settings island. */
const INTRO = settingsTexts.intro;

// Pages come from the network, where page.route sees them: a service worker could answer from its cache instead.
test.use({ serviceWorkers: 'block' });

const HYDRATION = /hydrat|react\.dev\/errors\/(?:418|423|425)\b|Minified React error #(?:418|423|425)\b/i;

/** Collects every console error or warning and uncaught error about hydration, with the address it happened on. */
function watchHydration(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(message.text()))
      seen.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION.test(`${error.message}\n${error.stack ?? ''}`))
      seen.push(`${new URL(page.url()).pathname}: ${error.message}`);
  });
  return seen;
}

for (const language of LANGUAGES) {
  test(`every member route hydrates with no hydration error (${language})`, async ({ page }) => {
    test.setTimeout(240_000);
    const seen = watchHydration(page);
    await signInByApi(page, 'asha', '/privacy');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.language, language] as const);
    for (const route of ROUTES.filter((r) => r.access === 'member')) {
      const address = `${languagePrefix(language)}${DEEP_LINKS[route.id]}`;
      await openPage(page, address);
      await expect(page.locator('html'), address).toHaveAttribute('lang', language);
      await hydrated(page);
      // An island waiting for idle time or a touch (client:later) hydrates when the page is quiet.
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    }
    expect(seen).toEqual([]);
  });
}

test('the Privacy island, hydrated after the notice check filled its store, still matches its server HTML', async ({
  page,
}) => {
  const seen = watchHydration(page);
  await signInByApi(page, 'asha', '/privacy');
  // A browser that has not noted an answer to the notice: the page asks the server (mount-notice.tsx) and fills the
  // privacy store; the island's code is held until that answer is in, as on a slow phone.
  await page.evaluate(() => localStorage.removeItem('consent'));
  const asked = page.waitForResponse((response) => response.url().endsWith('/api/Consent.php'));
  await page.route(/\/PrivacySettings\.[\w-]+\.js$/, async (route) => {
    await asked;
    await route.continue();
  });
  await openPage(page, DEEP_LINKS.settings);
  await expect(page.locator('.privacy-settings')).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  expect(seen).toEqual([]);
});

test('the check sees a hydration error: server HTML that differs from the first client render', async ({ page }) => {
  const seen = watchHydration(page);
  await signInByApi(page, 'asha', '/privacy');
  // Another text in the page's own island (client:load): React cannot hydrate it as rendered. (An element added at
  // the island's top level would not do: React skips past those at a root.)
  let changed = false;
  await page.route(/\/settings\/?$/, async (route) => {
    const response = await route.fetch();
    const original = await response.text();
    const html = original.replace(`>${INTRO}<`, '>Drift: a text the client never renders.<');
    changed = html !== original;
    await route.fulfill({ response, body: html });
  });
  await openPage(page, DEEP_LINKS.settings);
  expect(changed).toBe(true);
  await expect.poll(() => seen.length, { timeout: 15_000 }).toBeGreaterThan(0);
});
