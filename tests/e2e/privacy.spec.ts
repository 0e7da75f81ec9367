/**
 * Issue 27 on the doctor's side: Privacy in Settings withdraws and gives consent (recorded on the server), downloads
 * the member's data, and asks for erasure (confirmed), which ends the session. Dr. Meera Iyer is the member whose
 * state the tests may change. The notice itself: tests/server/privacy.test.ts (the demo members have answered it).
 */
import { expect, test } from '@playwright/test';
import { hydrated, signInByApi } from './helpers.ts';

test('Settings → Privacy: withdraw and give consent, download my data, ask for erasure', async ({ page }) => {
  await signInByApi(page, 'meera', '/settings');
  await hydrated(page);
  const analytics = page.getByRole('switch', { name: /^Analytics/ });
  await expect(analytics).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/SaveConsent.php'));
  await analytics.click();
  const answer = (await (await saved).json()) as [unknown, { choices: { analytics: boolean } }];
  expect(answer[1].choices.analytics).toBe(false);
  await expect(analytics).not.toBeChecked();
  await analytics.click();
  await expect(analytics).toBeChecked();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);

  await page.getByRole('button', { name: 'Ask to erase my data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase your data?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, erase my data' }).click();
  await expect(page.getByText(/We have received your request to erase your data/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('key'))).toBeNull();
});
