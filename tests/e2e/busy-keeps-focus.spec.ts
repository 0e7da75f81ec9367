/**
 * A control busy with what it was asked is aria-disabled, never disabled: a disabled control drops the keyboard focus
 * to the page's body, from where the next Tab starts again at the top and a screen reader says nothing of it.
 */
import { expect, test } from './test.ts';
import { holdRequests, hydrated, signInByApi } from './helpers.ts';

/** An 8×8 PNG. */
const PNG_8X8 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAMklEQVR4nG3CgRAAIAAEwcd5iCCCCCKIIIII4rASuJ0NozrM6rCqw64Opzrc6vCqA9UfvHdcgYQraXMAAAAASUVORK5CYII=',
  'base64',
);

test('Settings: a consent switch toggled by keyboard keeps the focus while its choice is saved', async ({ page }) => {
  await signInByApi(page, 'demo', '/settings');
  await hydrated(page);
  const notifications = page.getByRole('switch', { name: /^Notifications/ });
  await expect(notifications).toBeChecked();
  const save = await holdRequests(page.context(), '**/api/SaveConsent.php');
  await notifications.focus();
  await page.keyboard.press('Space');
  await expect(notifications).toHaveAttribute('aria-disabled', 'true');
  await expect(notifications).toBeFocused();
  save.release();
  await expect(notifications).not.toHaveAttribute('aria-disabled');
  await expect(notifications).not.toBeChecked();
  await expect(notifications).toBeFocused();
  // Given again, as the other tests find it.
  await page.keyboard.press('Space');
  await expect(notifications).toBeChecked();
});

test('Settings: a language chosen by keyboard keeps the focus while it is saved, and after a failed save', async ({
  page,
}) => {
  await signInByApi(page, 'demo', '/settings');
  await hydrated(page);
  const hindi = page.getByRole('radio', { name: 'हिन्दी' });
  // The save is held, then fails (the service is down): the page stays, in English, the choice not made.
  let fail = (): void => undefined;
  const failed = new Promise<void>((resolve) => {
    fail = resolve;
  });
  await page.route('**/api/SaveSettings.php', async (route) => {
    await failed;
    await route.fulfill({ status: 503, body: '' });
  });
  await hindi.focus();
  await page.keyboard.press('Space');
  await expect(hindi).toHaveAttribute('aria-disabled', 'true');
  await expect(hindi).toBeFocused();
  fail();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(hindi).not.toHaveAttribute('aria-disabled');
  await expect(hindi).toBeFocused();
});

test('Journal Emailers: Download by keyboard keeps the focus on the button while the PDF comes', async ({ page }) => {
  await signInByApi(page, 'demo', '/emailer/Journal%20Emailers/Cardiology');
  await hydrated(page);
  const download = page.getByRole('button', { name: /^Download the journal PDF: / }).first();
  const file = await holdRequests(page.context(), '**/api/download.php?**');
  await download.focus();
  await page.keyboard.press('Enter');
  await expect(download).toHaveAttribute('aria-busy', 'true');
  await expect(download).toBeFocused();
  file.release();
  await expect(download).not.toHaveAttribute('aria-busy');
  await expect(download).toBeFocused();
});

test('Edit profile: after Upload photo by keyboard, the focus goes to the photo picker, not the body', async ({
  page,
}) => {
  await signInByApi(page, 'arjun', '/edit-profile');
  await hydrated(page);
  await page.getByLabel('Choose a new photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_8X8 });
  const upload = page.getByRole('button', { name: 'Upload photo' });
  await upload.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your profile photo has been updated.')).toBeVisible();
  await expect(upload).toHaveCount(0);
  await expect(page.getByLabel('Choose a new photo')).toBeFocused();
});
