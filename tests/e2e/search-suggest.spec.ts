/**
 * Header search suggestions from pagefind (issue 5 §6): nothing of pagefind loads with the page, it loads on the
 * first focus, typing 'amlo' suggests Amlocard and Amlodipine, a suggestion opens its page, and Enter without a
 * chosen suggestion still opens /searcharticles/{text}.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible, loginAs } from './helpers.ts';

for (const viewport of [{ width: 360, height: 800 }, { width: 1280, height: 800 }]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('typing "amlo" suggests Amlocard and Amlodipine; a click opens the product', async ({ page }) => {
      const pagefind: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/pagefind/')) pagefind.push(request.url());
      });
      await loginAs(page, 'asha');
      await page.waitForLoadState('networkidle');
      expect(pagefind).toEqual([]);
      const box = page.getByRole('searchbox', { name: 'Search articles' });
      await box.click();
      await box.pressSequentially('amlo', { delay: 50 });
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await expect(list.getByRole('option', { name: /^Amlocard/ })).toBeVisible();
      await expect(list.getByRole('option', { name: /^Amlodipine/ })).toBeVisible();
      expect(pagefind.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
      await expect(box).toHaveAttribute('aria-controls', 'header-search-suggestions');
      await expectAccessible(page);
      await page.screenshot({ path: `/tmp/portal-shots/suggestions-${viewport.width}.png` });
      await list.getByRole('option', { name: /^Amlocard/ }).click();
      await page.waitForURL('**/searchproducts/Amlocard');
      await expect(page.getByText('Amlodipine 5 mg').first()).toBeVisible();
    });

    test('arrow keys choose a suggestion; Enter without one searches the articles', async ({ page }) => {
      await loginAs(page, 'asha');
      await page.waitForLoadState('networkidle');
      const box = page.getByRole('searchbox', { name: 'Search articles' });
      await box.click();
      await box.pressSequentially('amlo', { delay: 50 });
      await expect(page.getByRole('option').first()).toBeVisible();
      await box.press('ArrowDown');
      await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', 'header-search-suggestions-0');
      await box.press('ArrowUp');
      await expect(box).not.toHaveAttribute('aria-activedescendant', /./);
      await box.press('Enter');
      await page.waitForURL('**/searcharticles/amlo');
    });
  });
}
