/**
 * A list's Try again goes away once pressed: the focus goes to the first row the retry brought, never to the page's
 * body (from where a keyboard or screen reader user would start again at the top).
 */
import { expect, test } from './test.ts';
import { hydrated, signInByApi } from './helpers.ts';

test('a next page of articles that failed: Try again by keyboard takes the focus to its first article', async ({
  page,
}) => {
  await signInByApi(page, 'demo', '/articles');
  await hydrated(page);
  let failing = true;
  // On the context: the service worker's requests too.
  await page
    .context()
    .route('**/api/GetArticles.php', (route) =>
      failing && /"page":"2"/.test(route.request().postData() ?? '') ? route.abort() : route.continue(),
    );
  const rows = page.locator('main astro-island ul.articles > li');
  await expect(rows).toHaveCount(20);
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(retry).toBeVisible({ timeout: 1000 });
  }).toPass();
  failing = false;
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(rows.nth(20)).toBeFocused();
  // The next Tab goes on into that article.
  await page.keyboard.press('Tab');
  await expect(rows.nth(20).locator(':focus')).toHaveCount(1);
});
