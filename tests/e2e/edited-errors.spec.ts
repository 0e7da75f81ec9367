/**
 * A field's error goes once the doctor edits that field (and its aria-invalid and description with it), the other
 * fields keep theirs, and the next submit shows again what it finds (src/ui/edited-errors.ts).
 */
import { expect, test } from './test.ts';
import { hydrated, signInByApi } from './helpers.ts';

test('login: the mobile number error goes as the doctor types, and comes back with the next Get OTP', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const mobile = page.getByLabel('Mobile Number', { exact: true });
  const error = page.locator('#login-mobile-error');
  await mobile.fill('12345');
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(error).toBeVisible();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');

  await mobile.pressSequentially('6');
  await expect(error).toBeHidden();
  await expect(mobile).not.toHaveAttribute('aria-invalid');
  await expect(mobile).not.toHaveAccessibleDescription(/valid India mobile number/);

  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(error).toBeVisible();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(mobile).toHaveAccessibleDescription(/Please enter a valid India mobile number\./);
});

test('side-effect report: the edited fields lose their errors, the others keep them until the next submit', async ({
  page,
}) => {
  await signInByApi(page, 'demo', '/report-side-effect');
  await hydrated(page);
  const send = page.getByRole('button', { name: 'Send report' });
  await send.click();
  const shown = page.locator('.field__error:visible');
  await expect(shown).toHaveCount(8);

  const initials = page.getByLabel('Patient initials');
  await initials.fill('AB');
  await expect(initials).not.toHaveAttribute('aria-invalid');
  await expect(initials).not.toHaveAccessibleDescription(/Please fill this in/);
  await expect(shown).toHaveCount(7);

  // A choice in a group in error: the group's error goes, for every radio of it.
  await page.getByRole('radio', { name: 'Female' }).check();
  await expect(shown).toHaveCount(6);
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).not.toHaveAccessibleDescription(
    /Please fill this in/,
  );

  await send.click();
  await expect(shown).toHaveCount(6);
  await expect(initials).not.toHaveAttribute('aria-invalid');
  await expect(page.locator('#safety-event')).toHaveAttribute('aria-invalid', 'true');
});

test('contact: the message error goes once the doctor types a message', async ({ page }) => {
  await signInByApi(page, 'demo', '/contact');
  await hydrated(page);
  const message = page.locator('#contact-message');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#contact-message-error')).toBeVisible();
  await message.fill('Please call me.');
  await expect(page.locator('#contact-message-error')).toBeHidden();
  await expect(message).not.toHaveAttribute('aria-invalid');
});
