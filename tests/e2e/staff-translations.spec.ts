/**
 * The console's editors in three languages (issue 43 §1) at 1280x800 against the real API: a product saved with a
 * Hindi title shows Nepali as missing in the products list and keeps the Hindi when edited; an article takes a
 * language tag that the articles list shows.
 */
import { expect, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';
import { freshTag } from './fresh.ts';
import { expectAccessible } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const [admin] = DEMO_STAFF;

test('a product takes a Hindi title, its row names Nepali as missing until it has one', async ({ page }) => {
  test.setTimeout(120_000);
  // A title of this run's own: a product's title is taken once (a second run of the spec adds another).
  const title = `Bhashatelmi${freshTag()}`;
  await consoleSignIn(page, admin);
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add a product' }).click();
  await page.locator('#product-therapy').selectOption({ label: 'Antihypertensives' });
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Title in Hindi').fill('भाषाटेल्मी');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add the product' }).click();
  await expect(page.getByRole('status')).toHaveText(`${title} is saved. Doctors see it within a few seconds.`);
  await page.getByLabel('Search title or composition').fill(title.toLowerCase());
  const row = page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1);
  await expect(row).toContainText('Missing: Nepali');

  await row.getByRole('button').first().click();
  await expect(page.getByLabel('Title in Hindi')).toHaveValue('भाषाटेल्मी');
  await page.getByLabel('Title in Nepali').fill('भाषाटेल्मी');
  await page.getByRole('button', { name: 'Save the product' }).click();
  await expect(page.getByRole('status')).toContainText('is saved');
  await expect(row).toContainText('Complete');
});

test('an article is published with a language tag that the articles list shows', async ({ page }) => {
  test.setTimeout(120_000);
  await consoleSignIn(page, admin);
  await page.getByRole('link', { name: 'Articles' }).click();
  await page.getByRole('button', { name: 'Publish an article' }).click();
  await page.getByLabel('Title', { exact: true }).fill('नमक और रक्तचाप');
  await page.getByLabel('Description (HTML)').fill('<p>कम नमक, कम रक्तचाप।</p>');
  await page.getByLabel('Journal', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Therapy', { exact: true }).selectOption({ label: 'Antihypertensives' });
  await page.getByLabel('Link (https://)').fill('https://journals.example.org/heart/namak');
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('en');
  await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Hindi' });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status')).toContainText('is saved');
  const first = page.getByRole('table', { name: 'Articles' }).getByRole('row').nth(1);
  await expect(first).toContainText('नमक और रक्तचाप');
  await expect(first).toContainText('hi');
});
