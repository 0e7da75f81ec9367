/**
 * Emailers and the console's top bar at 1280x800 against the real API (issue 25): content staff add a journal and an
 * emailer of it in `Lists › Emailers`; a file that is not a PDF is refused under the picker with the emailer kept,
 * a real PDF is then checked and stored, and a doctor of the focus finds the emailer and downloads that PDF. The top
 * bar's areas stay inside the window at 1280 and 360 px (docs/screenshots/console/nav-*.png).
 */
import { expect, type Page, test } from './test.ts';
import { readFile } from 'node:fs/promises';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { freshTag } from './fresh.ts';
import { consoleSignIn } from './admin-console.ts';
import { expectAccessible, signInByApi } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const [admin] = DEMO_STAFF;

/** A small valid one-page PDF. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const at = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  return Buffer.from(
    `${body}xref\n0 4\n0000000000 65535 f \n${xref}trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`,
    'latin1',
  );
}

test('an emailer added with its PDF in the console reaches a doctor of its focus', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // A journal and emailer of this run's own (a second run of the spec adds others beside them).
  const journal = `Heart Rhythm Digest ${freshTag()}`;
  const title = `${journal}: May 2026`;
  await consoleSignIn(page, admin);
  await page.getByRole('link', { name: 'Lists' }).click();
  await page.getByRole('link', { name: 'Journals' }).click();
  await page.getByRole('button', { name: 'Add a journal' }).click();
  await page.getByLabel('Title', { exact: true }).fill(journal);
  await page.getByRole('button', { name: 'Add a journal' }).last().click();
  await expect(page.getByRole('status')).toContainText(`${journal} is saved`);

  await page.getByRole('link', { name: 'Emailers' }).click();
  await expect(page.getByRole('table', { name: 'Emailers' })).toContainText('Journal Emailers');
  await page.getByRole('button', { name: 'Add an emailer' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Journal', { exact: true }).selectOption({ label: journal });
  await page.getByLabel('Emailer card', { exact: true }).fill('Journal Emailers');
  await page.getByLabel('Therapeutic focus', { exact: true }).selectOption('Cardiology');
  await expect(page.getByLabel('Active (shown to doctors)')).toBeChecked();
  await page
    .getByLabel('PDF (at most 10 MB)')
    .setInputFiles({ name: 'digest.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a PDF at all') });
  await page.getByRole('button', { name: 'Add an emailer' }).last().click();
  await expect(page.locator('#emailers-pdf-error')).toHaveText('The file is not a PDF: choose a PDF document.');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/screenshots/console/emailer-form-1280.png' });

  const pdf = onePagePdf();
  await page
    .getByLabel('PDF (at most 10 MB)')
    .setInputFiles({ name: 'digest.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(`${title} is saved. Doctors see it within a few seconds.`);
  await page.getByLabel('Search', { exact: true }).fill(journal);
  const row = page.getByRole('table', { name: 'Emailers' }).getByRole('row').nth(1);
  await expect(row).toContainText(title);
  await expect(row).toContainText('Active');

  const doctor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInByApi(doctor, 'asha', '/emailer/Journal%20Emailers/Cardiology');
  const item = doctor.getByRole('list', { name: 'Journal Emailers' }).getByRole('listitem').filter({ hasText: title });
  await expect(item).toHaveCount(1);
  const saved = doctor.waitForEvent('download');
  await item.getByRole('button', { name: `Download the journal PDF: ${title}` }).click();
  const file = await (await saved).path();
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await doctor.close();
});

/** Every area link of the top bar lies inside the window. */
async function expectNavInside(page: Page, width: number): Promise<void> {
  const links = page.getByRole('navigation', { name: 'Areas' }).getByRole('link');
  expect(await links.count()).toBeGreaterThan(8);
  for (const box of await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().toJSON()))) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 800 },
]) {
  test(`the top bar fits at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await consoleSignIn(page, admin);
    await page.getByRole('link', { name: 'Lists' }).click();
    await page.getByRole('link', { name: 'Emailers' }).click();
    await expect(page.getByRole('table', { name: 'Emailers' })).toBeVisible();
    await expectNavInside(page, viewport.width);
    await page.screenshot({ path: `docs/screenshots/console/nav-${viewport.width}.png` });
  });
}
