/**
 * How a screen reader meets a form's errors: the form takes the focus to its first field in error, which is read with
 * its label and its error (aria-describedby); the field errors are no alerts, so a form with seven of them is not read
 * out as seven "Please fill this in." in a row before the field. A field that already had the focus (Enter pressed in
 * it) is focused anew, so that it is read again with its error.
 */
import { expect, test } from './test.ts';
import { hydrated, signInByApi } from './helpers.ts';

test('an empty side-effect report: no alert read at once, the first field in error focused and described by its error', async ({
  page,
}) => {
  await signInByApi(page, 'demo', '/report-side-effect');
  await hydrated(page);
  await page.getByRole('button', { name: 'Send report' }).click();

  const product = page.locator('#safety-product');
  await expect(product).toBeFocused();
  await expect(product).toHaveAccessibleDescription('Please choose the product first.');
  await expect(page.getByLabel('Patient initials')).toHaveAccessibleDescription('Please fill this in.');
  // A radio of the group in error is read with the group's error as it takes the focus.
  await expect(page.getByRole('radio', { name: 'Female' })).toHaveAccessibleDescription('Please fill this in.');
  await expect(page.locator('.field__error')).toHaveCount(7);
  // Nothing is announced at once: the errors are read with their fields.
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('Enter in the mobile field with a short number: the field is focused anew and read with its error', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const mobile = page.getByLabel('Mobile Number', { exact: true });
  await mobile.fill('12345');
  await mobile.evaluate((field) => {
    field.addEventListener('focus', () => {
      field.dataset.focused = String(Number(field.dataset.focused ?? 0) + 1);
    });
  });
  await mobile.press('Enter');
  await expect(mobile).toHaveAccessibleDescription(/Please enter a valid India mobile number\./);
  await expect(mobile).toBeFocused();
  await expect(mobile).toHaveAttribute('data-focused', '1');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("a required choice is read as required: the report's Sex radios (their star is not read)", async ({ page }) => {
  await signInByApi(page, 'demo', '/report-side-effect');
  await hydrated(page);
  for (const name of ['Female', 'Male', 'Other'])
    await expect(page.getByRole('radio', { name, exact: true })).toHaveAttribute('required', '');
});
