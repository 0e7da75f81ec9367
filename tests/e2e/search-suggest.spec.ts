/**
 * Search suggestions from pagefind (issue 5 §6) in the header search and the 'Search molecule' box of /therapies
 * and /services: nothing of pagefind loads with the page, it loads on the first focus, typing 'amlo' suggests
 * Amlocard and Amlodipine, a suggestion opens its page, and Enter without a chosen suggestion still opens the
 * server-side search route of SPEC §2 (/searcharticles/{text}, /searchproducts/{text}).
 */
import { expect, test, type Page } from './test.ts';
import { expectAccessible, holdRequests, hydrated, loginAs } from './helpers.ts';

/** The /pagefind/ files the page requests, as they are requested. */
function pagefindRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) urls.push(request.url());
  });
  return urls;
}

/** Opens a member page with its scripts loaded and the network quiet (so a pagefind request could not still be due). */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

for (const viewport of [
  { width: 360, height: 800 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('typing "amlo" suggests Amlocard and Amlodipine; a click opens the product', async ({ page }) => {
      const pagefind = pagefindRequests(page);
      await loginAs(page, 'asha');
      await page.waitForLoadState('networkidle');
      expect(pagefind).toEqual([]);
      const box = page.getByRole('searchbox', { name: 'Search articles' });
      await box.click();
      // The first focus hydrates the box (client:focus) and loads pagefind before anything is typed.
      await expect.poll(() => pagefind.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
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
      // Escape closes the open suggestions and keeps the query (not also the native clear of type=search).
      await box.press('Escape');
      await expect(page.getByRole('option').first()).toBeHidden();
      await expect(box).toHaveValue('amlo');
      await box.press('Enter');
      await page.waitForURL('**/searcharticles/amlo');
    });

    test('on a results page the box shows the searched text, and typing replaces it', async ({ page }) => {
      await loginAs(page, 'asha');
      await page.goto('/searcharticles/diabetis');
      await hydrated(page);
      const box = page.getByRole('searchbox', { name: 'Search articles' });
      await expect(box).toBeVisible();
      await expect(box).toHaveValue('diabetis');
      await box.click();
      await box.pressSequentially('heart', { delay: 50 });
      await expect(box).toHaveValue('heart');
      await box.press('Enter');
      await page.waitForURL('**/searcharticles/heart');
      await hydrated(page);
      await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('heart');
    });
  });
}

test.describe('without the service worker (page.route cannot hold what it serves)', () => {
  test.use({ serviceWorkers: 'block' });

  test("text typed before the box's code has come is suggested once it has", async ({ page }) => {
    await loginAs(page, 'asha');
    const held = await holdRequests(page, '**/_astro/HeaderSearch.*.js');
    await page.goto('/home');
    await hydrated(page);
    const box = page.getByRole('searchbox', { name: 'Search articles' });
    await box.click();
    await box.pressSequentially('amlo');
    await expect.poll(held.requested).toBe(true);
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
    held.release();
    await expect(page.getByRole('option', { name: /^Amlocard/ })).toBeVisible();
    await expect(box).toHaveValue('amlo');
    await box.press('ArrowDown');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  });
});

for (const viewport of [
  { width: 360, height: 800 },
  { width: 1280, height: 800 },
]) {
  test.describe(`'Search molecule' at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('pagefind loads on the first focus; "amlo" suggests Amlodipine and Amlocard; a click opens the products', async ({
      page,
    }) => {
      await loginAs(page, 'asha');
      const pagefind = pagefindRequests(page);
      await openSettled(page, '/therapies');
      expect(pagefind).toEqual([]);
      const box = page.getByRole('searchbox', { name: 'Search molecule' });
      await box.focus();
      await expect.poll(() => pagefind.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
      await box.pressSequentially('amlo', { delay: 50 });
      const list = page.locator('#molecule-search-suggestions');
      await expect(list).toHaveRole('listbox');
      await expect(list.getByRole('option', { name: /^Amlodipine Molecule/ })).toBeVisible();
      await expect(list.getByRole('option', { name: /^Amlocard Product/ })).toBeVisible();
      // The catalogue only: no marketing page among the molecule box's suggestions.
      for (const kind of await list.getByRole('option').locator('small').allInnerTexts()) {
        expect(kind).toMatch(/^(Product|Molecule|Therapy)\b/);
      }
      await expect(box).toHaveAttribute('aria-controls', 'molecule-search-suggestions');
      await expectAccessible(page);
      await page.screenshot({ path: `/tmp/portal-shots/molecule-suggestions-${viewport.width}.png` });
      await list.getByRole('option', { name: /^Amlodipine Molecule/ }).click();
      await page.waitForURL('**/searchproducts/Amlodipine');
      await expect(page.getByRole('button', { name: 'Amlocard', exact: true })).toBeVisible();
    });

    test('Enter without a chosen suggestion searches the products; arrow keys and Enter open a suggestion', async ({
      page,
    }) => {
      await loginAs(page, 'asha');
      await openSettled(page, '/therapies');
      const box = page.getByRole('searchbox', { name: 'Search molecule' });
      await box.click();
      await box.pressSequentially('amlo', { delay: 50 });
      await expect(page.locator('#molecule-search-suggestions').getByRole('option').first()).toBeVisible();
      await box.press('Enter');
      // The results render from the API: wait for the address, then for the cards (not for every image's load).
      await page.waitForURL('**/searchproducts/amlo', { waitUntil: 'commit' });
      await expect(page.getByRole('button', { name: 'Amlocard', exact: true })).toBeVisible();

      await openSettled(page, '/services');
      const again = page.getByRole('searchbox', { name: 'Search molecule' });
      await again.click();
      await again.pressSequentially('amlo', { delay: 50 });
      const first = page.locator('#molecule-search-suggestions').getByRole('option').first();
      await expect(first).toBeVisible();
      await again.press('ArrowDown');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(again).toHaveAttribute('aria-activedescendant', 'molecule-search-suggestions-0');
      const title = await first.locator('span').textContent();
      await again.press('Enter');
      await page.waitForURL(
        (url) => !url.pathname.startsWith('/services') && decodeURIComponent(url.pathname).includes(`/${title}`),
        { waitUntil: 'commit' },
      );
    });
  });
}
