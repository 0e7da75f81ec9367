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
  await expect(page.locator('.field__error')).toHaveCount(8);
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

for (const [language, serious, group] of [
  ['en', 'Serious', 'Seriousness Tick at least one.'],
  ['hi', 'गंभीर', 'गंभीरता कम से कम एक चुनें।'],
  ['ne', 'गम्भीर', 'गम्भीरता कम्तीमा एउटा छान्नुहोस्।'],
] as const) {
  test(`a required checkbox group says what it needs in its name: the report's seriousness criteria (${language})`, async ({
    page,
  }) => {
    await signInByApi(page, 'demo', '/privacy');
    await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
    await page.goto(language === 'en' ? '/report-side-effect' : `/${language}/report-side-effect`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await hydrated(page);
    await page.getByRole('radio', { name: serious, exact: true }).check();
    // Its star is not read, and a checkbox marked required would need every box ticked: the legend says it.
    const criteria = page.getByRole('group', { name: group, exact: true });
    await expect(criteria).toBeVisible();
    await expect(criteria.getByRole('checkbox')).toHaveCount(6);
    for (const box of await criteria.getByRole('checkbox').all()) await expect(box).not.toHaveAttribute('required');
  });
}
