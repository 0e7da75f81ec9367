/**
 * Undo in the console (issue 41) at 1280x800 against the real API: an article the content team publishes shows on
 * a doctor's /articles; once unpublished from the Articles list a doctor's /articles no longer shows it, while the
 * console keeps it tagged Unpublished (photographed at 1280 and 360 px); Delete asks first and then removes it.
 */
import { expect, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';
import { expectAccessible, signInByApi } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const content = DEMO_STAFF[1];

test('an article unpublished in the console leaves a doctor’s /articles at once', async ({ page, browser }) => {
  test.setTimeout(120_000);
  if (!content) throw new Error('no content staff in the demo seed');
  const title = `Undo spec ${Date.now()}: a withdrawn trial`;
  await consoleSignIn(page, content);
  await page.getByRole('link', { name: 'Articles' }).click();
  await page.getByRole('button', { name: 'Publish an article' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description (HTML)').fill('<p>Withdrawn after review.</p>');
  await page.getByLabel('Journal', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Therapy', { exact: true }).selectOption({ label: 'Antihypertensives' });
  await page.getByLabel('Link (https://)').fill('https://journals.example.org/heart/withdrawn');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status')).toContainText('is saved');

  const doctor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInByApi(doctor, 'asha', '/articles');
  const listed = doctor.locator('main ul.articles > li');
  await expect(listed.filter({ hasText: title })).toHaveCount(1);

  await page.getByRole('button', { name: `Unpublish ${title}` }).click();
  await expect(page.getByText(`${title} is unpublished: doctors no longer see it.`)).toBeVisible();
  const row = page.getByRole('table', { name: 'Articles' }).getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Unpublished');
  await expect(row.getByRole('button', { name: `Publish ${title}` })).toBeVisible();
  await expectAccessible(page);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `docs/screenshots/console/articles-unpublished-${width}.png`,
      fullPage: width < 1280,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await doctor.reload();
  await expect(listed.first()).toBeVisible();
  await expect(listed.filter({ hasText: title })).toHaveCount(0);
  await doctor.close();

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${title}?` });
  await expect(dialog).toContainText('Unpublish instead');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${title} is deleted.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Articles' })).not.toContainText(title);
});
