/**
 * Search that understands doctors (issue 22 part 2), at 360x800 in Chromium against the real API and demo seed: the
 * header search for "hypertension" lists the antihypertensive articles, and the assistant answers "heart failure"
 * with the video "Heart failure: the first visit".
 */
import { expect, test } from './test.ts';
import { expectAccessible, signInByApi } from './helpers.ts';

test.use({ viewport: { width: 360, height: 800 } });
// The machine the suite runs on is shared: axe alone has taken over 20 s there.
test.setTimeout(90_000);

test('a search for "hypertension" lists the articles about antihypertensives', async ({ page }) => {
  await signInByApi(page, 'asha');
  const box = page.getByRole('searchbox', { name: 'Search articles' });
  await box.click();
  await box.fill('hypertension');
  await box.press('Enter');
  await page.waitForURL('**/searcharticles/hypertension');
  const cards = page.locator('main ul.articles > li');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: /antihypertensives/i }).first()).toBeVisible();
  await expect(page.getByText('No Articles Found..!')).toHaveCount(0);
  await expectAccessible(page);
});

test('the assistant answers "heart failure" with the video "Heart failure: the first visit"', async ({ page }) => {
  await signInByApi(page, 'bikash');
  await page.getByRole('button', { name: 'Chat with the assistant' }).click();
  const log = page.getByRole('log', { name: 'Conversation with the assistant' });
  await expect(page.getByRole('dialog', { name: 'Medical Assistant' })).toBeVisible();
  await page.getByLabel('Your question').fill('Anything on heart failure?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log).toContainText('You may also like to watch this video:');
  await expect(log).toContainText('Heart failure: the first visit');
  await expect(log.getByRole('link', { name: /video\.example\.org\/embed\// }).first()).toHaveAttribute(
    'href',
    /^https:\/\/video\.example\.org\/embed\//,
  );
});
