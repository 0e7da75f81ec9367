/**
 * The content lists of the console at 1280x800 against the real API (issue 25): a video added in `Lists › Videos`
 * is on a doctor's video page; a journal added in `Lists › Journals`, with an article published in it, is on the
 * doctor's journal page. Each list's screen is photographed at 1280x800 and 360x800 into docs/screenshots/console/.
 * Runs last (files in name order): the new video and article change counts the content specs check.
 */
import { expect, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { LIST_DEFS } from '../../src/admin/lists/list-defs.ts';
import { freshTag } from './fresh.ts';
import { consoleSignIn } from './admin-console.ts';
import { expectAccessible, signInByApi } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const [admin] = DEMO_STAFF;

test('a video and a journal added in the console show on the doctor’s pages', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // A journal of this run's own, so its page lists this run's article alone.
  const journal = `Kidney Care Review ${freshTag()}`;
  await consoleSignIn(page, admin);
  await page.getByRole('link', { name: 'Lists' }).click();
  await expect(page.getByRole('table', { name: 'Therapies' })).toContainText('Antihypertensives');

  await page.getByRole('link', { name: 'Videos' }).click();
  await page.getByRole('button', { name: 'Add a video' }).click();
  await page.getByLabel('Video (https://)').fill('http://video.example.org/statins');
  await page.getByRole('button', { name: 'Add a video' }).last().click();
  await expect(page.locator('#videos-title-error')).toHaveText('Required.');
  await expect(page.locator('#videos-link-error')).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('Statins in the elderly');
  await page.getByLabel('Video (https://)').fill('https://video.example.org/embed/statins');
  await page.getByLabel('Thumbnail', { exact: true }).fill('cme.svg');
  await page.getByLabel('Link name', { exact: true }).fill('cme-videos');
  await page.getByLabel('Therapeutic focus', { exact: true }).selectOption('Cardiology');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add a video' }).last().click();
  await expect(page.getByRole('status')).toHaveText(
    'Statins in the elderly is saved. Doctors see it within a few seconds.',
  );
  await page.getByLabel('Search', { exact: true }).fill('statins');
  await expect(page.getByRole('table', { name: 'Videos' })).toContainText('cme-videos');

  await page.getByRole('link', { name: 'Journals' }).click();
  await page.getByRole('button', { name: 'Add a journal' }).click();
  await page.getByLabel('Title', { exact: true }).fill(journal);
  await page.getByRole('button', { name: 'Add a journal' }).last().click();
  await expect(page.getByRole('status')).toContainText(`${journal} is saved`);
  await page.getByLabel('Search', { exact: true }).fill(journal);
  const row = page.getByRole('table', { name: 'Journals' }).getByRole('row').nth(1);
  await expect(row).toContainText(journal);
  const journalId = ((await row.getByRole('cell').first().textContent()) ?? '').trim();
  expect(journalId).toMatch(/^[1-9][0-9]*$/);

  await page.getByRole('link', { name: 'Articles' }).click();
  await page.getByRole('button', { name: 'Publish an article' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Protecting the kidney in hypertension');
  await page.getByLabel('Description (HTML)').fill('<p>Blood pressure targets for patients with kidney disease.</p>');
  await page.getByLabel('Journal', { exact: true }).selectOption({ label: journal });
  await page.getByLabel('Therapy', { exact: true }).selectOption({ label: 'Antihypertensives' });
  await page.getByLabel('Link (https://)').fill('https://journals.example.org/kidney/hypertension');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status')).toContainText('is saved');

  const doctor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInByApi(doctor, 'asha', '/videos/cme-videos/Cardiology/CME%20Videos');
  const cards = doctor.getByRole('list', { name: 'CME Videos' }).getByRole('listitem');
  await expect(cards.last()).toContainText('Statins in the elderly');
  await doctor.goto(`/journals/${journalId}`);
  await expect(doctor.getByRole('heading', { level: 1 })).toHaveText(journal);
  const entries = doctor.locator('main ul.articles > li');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Protecting the kidney in hypertension');
  await doctor.close();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 800 },
]) {
  test(`each list’s screen at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await consoleSignIn(page, admin);
    for (const def of LIST_DEFS) {
      await page.evaluate((hash) => window.location.assign(hash), `#/lists/${def.slug}`);
      await expect(page.getByRole('table', { name: def.label })).toBeVisible();
      await expect(page.getByRole('table', { name: def.label }).getByRole('row')).not.toHaveCount(1);
      await page.getByRole('button', { name: def.add }).click();
      await expect(page.getByRole('form')).toBeVisible();
      await page.screenshot({
        path: `docs/screenshots/console/lists-${def.slug}-${viewport.width}.png`,
        fullPage: viewport.width < 1280,
      });
    }
  });
}
