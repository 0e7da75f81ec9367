/** Sub-categories, therapies, products and product search (SPEC §2) in Chromium against the real API. */
import { expect, test, type Locator, type Page } from './test.ts';
import { expectAccessible, signInByApi } from './helpers.ts';

/** The rows of a grid: how many cards share the first card's top edge. */
async function cardsInFirstRow(cells: Locator): Promise<number> {
  const tops = await cells.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

/** The island's grid (not the cards drawn before React, which it replaces while they are measured). */
const grid = (page: Page, name: string) =>
  page.locator('astro-island').getByRole('list', { name }).getByRole('listitem');

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\//, (route) => route.abort());
  await signInByApi(page, 'asha');
});

test('a sub-category screen shows its category and links every card by its service_type', async ({ page }) => {
  await page.goto('/subcategories/2');
  await expect(page.getByRole('heading', { level: 1, name: 'Medical Content' })).toBeVisible();
  await expect(page.getByText('Latest articles, journal emailers and product brochures.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Latest Articles' })).toHaveAttribute('href', '/articles');
  await expect(page.getByRole('link', { name: 'Journal Emailers' })).toHaveAttribute(
    'href',
    '/emailer/Journal%20Emailers/Cardiology',
  );
  await expect(page.getByRole('link', { name: 'Product Brochures' })).toHaveAttribute(
    'href',
    '/files/brochures.php/Product%20Brochures',
  );
  await expect(page.getByRole('link', { name: 'Diabetes Digest' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/subcategories/3/Our%20digital%20kit');
  await expect(page.getByText('Our digital kit', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Medical Portals' })).toHaveAttribute(
    'href',
    '/portals/medical-portals/Cardiology/Medical%20Portals',
  );
  await expect(page.getByRole('link', { name: 'CME Videos' })).toHaveAttribute(
    'href',
    '/videos/cme-videos/Cardiology/CME%20Videos',
  );
  for (const name of ['Webinar Support', 'Personalised Video', 'Digital Clinic Kit']) {
    await expect(page.getByRole('button', { name })).toHaveAttribute('aria-haspopup', 'dialog');
  }

  await page.goto('/subcategories/1');
  await expect(page.getByRole('link', { name: 'Samples by Therapy' })).toHaveAttribute('href', '/therapies');
  await expect(page.getByRole('link', { name: 'Request Samples' })).toHaveAttribute('href', '/therapies');
  const images = page.locator('main img');
  await expect(images.first()).toBeVisible();
  expect(await page.locator('main img:not([width]), main img:not([height])').count()).toBe(0);
});

test("GetSubCategory's member_role is kept in the stored profile", async ({ page }) => {
  await page.evaluate(() => {
    const profile = JSON.parse(localStorage.getItem('profileData') ?? '{}') as Record<string, string>;
    localStorage.setItem('profileData', JSON.stringify({ ...profile, member_role: 'stale' }));
  });
  await page.goto('/subcategories/5');
  // The island's card (the one drawn before React has the same link, before the island's call has been read).
  await expect(page.locator('astro-island').getByRole('link', { name: 'Cardiology Masterclass' })).toHaveAttribute(
    'href',
    '/videos/masterclass/Cardiology/Cardiology%20Masterclass',
  );
  const role = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('profileData') ?? '{}') as { member_role?: string }).member_role,
  );
  expect(role).toBe('1');
});

test('an unknown category shows an error with a retry button', async ({ page }) => {
  await page.goto('/subcategories/999999');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('/therapies: two columns of therapy cards on a phone, each linking to its products', async ({ page }) => {
  await page.goto('/therapies');
  const cells = grid(page, 'Therapies');
  await expect(cells).toHaveCount(8);
  expect(await cardsInFirstRow(cells)).toBe(2);
  await expect(page.getByRole('link', { name: 'Beta Blockers' })).toHaveAttribute('href', '/products/Beta%20Blockers');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Antihypertensives' }).click();
  await page.waitForURL('**/products/Antihypertensives');
  await expect(page.getByRole('heading', { level: 1, name: 'Antihypertensives' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await page.waitForURL('**/therapies');
});

// Two cards of half a 360 px phone would break "Amlodipine" mid-word; fit-everywhere.spec fails on a word so broken.
test('with large text (200%) a grid has one card a row', async ({ page }) => {
  for (const [address, name] of [
    ['/therapies', 'Therapies'],
    ['/products/Antihypertensives', 'Antihypertensives'],
  ] as const) {
    await page.goto(address);
    const cells = grid(page, name);
    await expect(cells.nth(3)).toBeVisible();
    expect(await cardsInFirstRow(cells)).toBe(2);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await expect.poll(() => cardsInFirstRow(cells), address).toBe(1);
  }
});

test("the 'Search molecule' box opens /searchproducts; 'amlo' finds Amlocard, nonsense finds nothing", async ({
  page,
}) => {
  await page.goto('/therapies');
  const search = page.getByPlaceholder('Search molecule', { exact: true });
  await search.fill('amlo');
  await search.press('Enter');
  await page.waitForURL('**/searchproducts/amlo');
  await expect(page.getByRole('button', { name: 'Amlocard', exact: true })).toBeVisible();
  await expect(page.getByText('Amlodipine 5 mg', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // A search sent before the box was hydrated (a plain GET to ?molecule=…) still ends on the results page.
  await page.goto('/therapies?molecule=Rosuvastatin');
  await page.waitForURL('**/searchproducts/Rosuvastatin');
  await expect(page.getByRole('button', { name: 'Rosuvel', exact: true })).toBeVisible();

  await page.goto('/services');
  await page.getByPlaceholder('Search molecule', { exact: true }).fill('zzqxw nothing');
  await page.getByPlaceholder('Search molecule', { exact: true }).press('Enter');
  await page.waitForURL('**/searchproducts/zzqxw%20nothing');
  await expect(page.getByText('No Products Found..!')).toBeVisible();
});

test("a molecule typed in part in Devanagari ('एम्लो') finds what 'amlo' finds", async ({ page }) => {
  await page.goto('/therapies');
  const search = page.getByPlaceholder('Search molecule', { exact: true });
  await search.fill('एम्लो');
  await search.press('Enter');
  await page.waitForURL(`**/searchproducts/${encodeURIComponent('एम्लो')}`);
  await expect(page.getByRole('button', { name: 'Amlocard', exact: true })).toBeVisible();
  await expect(page.getByText('No Products Found..!')).toHaveCount(0);
});

test('/products/{title}: the samples modal has the composition, Scripts Qty first, a dose select only with doses', async ({
  page,
}) => {
  // The Demo Account: its orders store nothing, so all ten packs of the year are still open whatever ran before.
  await signInByApi(page, 'demo', '/products/Antihypertensives');
  await page.getByRole('button', { name: 'Amlocard', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Amlocard' });
  await expect(dialog.getByText('Amlodipine 5 mg')).toBeVisible();
  const quantity = dialog.getByLabel('Quantity');
  await expect(quantity.locator('option').first()).toHaveText('Scripts Qty');
  await expect(quantity.locator('option')).toHaveText([
    'Scripts Qty',
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
    '9',
    '10',
  ]);
  await expect(dialog.getByLabel('Dose').locator('option')).toHaveText(['Select dose', '2.5 mg', '5 mg', '10 mg']);
  await expect(dialog.getByLabel('Message')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Order Now' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Cilnipress', exact: true }).click();
  const plain = page.getByRole('dialog', { name: 'Cilnipress' });
  await expect(plain.getByLabel('Quantity')).toBeVisible();
  await expect(plain.getByLabel('Dose')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(plain).toBeHidden();
});

test.describe('grids at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('therapies, services, products and search show 4 cards per row', async ({ page }) => {
    for (const [path, name] of [
      ['/therapies', 'Therapies'],
      ['/services', 'Therapies'],
      ['/products/Antihypertensives', 'Antihypertensives'],
    ] as const) {
      await page.goto(path);
      const cells = grid(page, name);
      await expect(cells.nth(4)).toBeVisible();
      expect(await cardsInFirstRow(cells)).toBe(4);
    }
    await page.goto('/searchproducts/mg');
    const results = grid(page, 'Products matching “mg”');
    await expect(results.nth(4)).toBeVisible();
    expect(await cardsInFirstRow(results)).toBe(4);
    await page.goto('/subcategories/3');
    const cards = grid(page, 'Digital Services');
    await expect(cards.nth(4)).toBeVisible();
    expect(await cardsInFirstRow(cards)).toBe(4);
    await expectAccessible(page);
  });
});
