/**
 * A field's error goes once the doctor edits that field (and its aria-invalid and description with it), the other
 * fields keep theirs, and the next submit shows again what it finds (src/ui/edited-errors.ts): login, the side-effect
 * report, Contact, a sample order, the medical question and the profile.
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

test('sample order: the quantity error goes once a quantity is chosen, and nothing is sent', async ({ page }) => {
  const orders: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/Serv\w+\.php/.test(request.url())) orders.push(request.url());
  });
  await signInByApi(page, 'demo', '/products/Antihypertensives');
  await hydrated(page);
  await page.getByRole('button', { name: 'Amlocard', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Dose').selectOption('5 mg');
  await dialog.getByRole('button', { name: 'Order Now' }).click();
  const quantity = dialog.getByLabel('Quantity');
  await expect(dialog.getByText('Please choose a quantity.')).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');

  await quantity.selectOption('3');
  await expect(dialog.getByText('Please choose a quantity.')).toBeHidden();
  await expect(quantity).not.toHaveAttribute('aria-invalid');
  await expect(quantity).not.toHaveAccessibleDescription(/Please choose a quantity/);
  expect(orders).toEqual([]);
});

test('medical question: the question error goes as the doctor types it, the product error stays', async ({ page }) => {
  await signInByApi(page, 'demo', '/medical-question');
  await hydrated(page);
  await page.getByRole('button', { name: 'Send question' }).click();
  const question = page.getByLabel('Your question');
  await expect(question).toHaveAttribute('aria-invalid', 'true');
  const product = page.getByLabel('Product', { exact: true });
  await expect(product).toHaveAttribute('aria-invalid', 'true');

  await question.fill('Is Amlocard safe in pregnancy?');
  await expect(question).not.toHaveAttribute('aria-invalid');
  await expect(page.locator('#safety-question-error')).toBeHidden();
  await expect(product).toHaveAttribute('aria-invalid', 'true');
});

test('profile: a first name cleared and typed again loses its error before the next Update Details', async ({
  page,
}) => {
  await signInByApi(page, 'demo', '/edit-profile');
  await hydrated(page);
  const first = page.getByLabel('First name');
  const name = await first.inputValue();
  await first.fill('');
  await page.getByRole('button', { name: 'Update Details' }).click();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toBeFocused();

  await first.fill(name);
  await expect(first).not.toHaveAttribute('aria-invalid');
  await expect(first).not.toHaveAccessibleDescription(/Please/);
  // The error was the server's refusal: the stored profile keeps the name.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('profileData') ?? '{}').first_name)).toBe(name);
});
