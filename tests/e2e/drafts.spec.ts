/**
 * Drafts (layouts/chrome/drafts.ts): what a doctor types into the message to the managers, the side-effect report,
 * the medical question and the profile survives a reload and a visit elsewhere in the tab; it goes once sent or put
 * back, and with logout (nothing of it stays on the device for the next person to sign in).
 */
import { expect, type Page, test } from './test.ts';
import { hydrated, signInByApi, tapLogout } from './helpers.ts';

/** The drafts this tab keeps: sessionStorage keys under `draft:`, with their text. */
const drafts = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.keys(sessionStorage)
        .filter((key) => key.startsWith('draft:'))
        .map((key) => [key, sessionStorage.getItem(key) ?? '']),
    ),
  );

test('the message to the managers survives a reload, and goes once it is sent', async ({ page }) => {
  await signInByApi(page, 'asha', '/contact');
  const message = page.getByRole('textbox', { name: 'Priority message to your managers' });
  await hydrated(page);
  await message.fill('Please send the new brochures to the clinic.');
  await page.reload();
  await expect(message).toHaveValue('Please send the new brochures to the clinic.');
  // React owns the restored text: Send sends it.
  await hydrated(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(/Your message has been (sent|saved)/)).toBeVisible();
  await expect(message).toHaveValue('');
  await page.reload();
  await hydrated(page);
  await expect(message).toHaveValue('');
  expect(await drafts(page)).toEqual({});
});

test('a side-effect report half written survives a reload and a visit to another page, and logout erases it', async ({
  page,
}) => {
  await signInByApi(page, 'asha', '/report-side-effect');
  await hydrated(page);
  const initials = page.getByLabel('Patient initials');
  const event = page.getByLabel('What happened');
  await initials.fill('R.K.');
  await event.fill('An itchy rash on both arms three days after starting Telmicor.');
  await page.getByLabel('Started on').fill('2026-11-20');

  await page.reload();
  await expect(event).toHaveValue('An itchy rash on both arms three days after starting Telmicor.');
  await expect(initials).toHaveValue('R.K.');
  await expect(page.getByLabel('Started on')).toHaveValue('2026-11-20');
  // Text cleared by the doctor is not brought back.
  await hydrated(page);
  await initials.fill('');
  await page.goto('/home');
  await page.goto('/report-side-effect');
  await expect(event).toHaveValue('An itchy rash on both arms three days after starting Telmicor.');
  await expect(initials).toHaveValue('');

  await hydrated(page);
  await tapLogout(page);
  await page.waitForURL((url) => url.pathname === '/');
  expect(await drafts(page)).toEqual({});
  await signInByApi(page, 'asha', '/report-side-effect');
  await hydrated(page);
  await expect(event).toHaveValue('');
});

test('a side-effect report begun about one product is not offered for another', async ({ page }) => {
  await signInByApi(page, 'asha', '/report-side-effect?product=1&title=Telmicor');
  await hydrated(page);
  const event = page.getByLabel('What happened');
  await event.fill('Dizziness on standing, a week after starting Telmicor.');
  await page.goto('/report-side-effect?product=2&title=Losavita');
  await hydrated(page);
  await expect(page.getByLabel('Product', { exact: true }).locator('option:checked')).toHaveText('Losavita');
  await expect(event).toHaveValue('');
  await page.goto('/report-side-effect?product=1&title=Telmicor');
  await expect(event).toHaveValue('Dizziness on standing, a week after starting Telmicor.');
});

test('a medical question and its reply channel survive a reload', async ({ page }) => {
  await signInByApi(page, 'asha', '/medical-question');
  await hydrated(page);
  const question = page.getByLabel('Your question');
  await question.fill('Can Telmicor be given with spironolactone in stage 3 kidney disease?');
  await page.getByLabel('E-mail').check();
  await page.reload();
  await expect(question).toHaveValue('Can Telmicor be given with spironolactone in stage 3 kidney disease?');
  await expect(page.getByLabel('E-mail')).toBeChecked();
  await question.fill('');
  await page.reload();
  await hydrated(page);
  await expect(question).toHaveValue('');
  // The reply channel chosen is kept on its own: a radio button cannot be put back to none.
  await expect(page.getByLabel('E-mail')).toBeChecked();
  expect(Object.values(await drafts(page))).toEqual([JSON.stringify({ reply_channel: 'email' })]);
});

test('a profile edit not saved yet survives a reload; put back as it was, nothing is kept', async ({ page }) => {
  await signInByApi(page, 'asha', '/edit-profile');
  await hydrated(page);
  const location = page.getByLabel('Location');
  const saved = await location.inputValue();
  await location.fill('Pune, Maharashtra');
  await page.reload();
  // The island's own form (the one drawn before React is the stored profile's, inert) gets the edit back.
  await hydrated(page);
  await expect(location).toHaveValue('Pune, Maharashtra');
  await location.fill(saved);
  await page.reload();
  await hydrated(page);
  await expect(location).toHaveValue(saved);
  expect(await drafts(page)).toEqual({});
});

test('a side-effect report keeps its choices over a reload, and a report sent is not offered again', async ({
  page,
}) => {
  await signInByApi(page, 'asha', '/report-side-effect?product=1&title=Telmicor');
  await hydrated(page);
  await page.getByLabel('Patient initials').fill('R.K.');
  await page.getByLabel('Age in years').fill('54');
  await page.getByLabel('Or age group').selectOption({ index: 3 });
  const ageGroup = await page.getByLabel('Or age group').inputValue();
  await page.getByLabel('Female').check();
  await page.getByLabel('What happened').fill('An itchy rash on both arms three days after starting Telmicor.');
  await page.getByLabel('Serious', { exact: true }).check();
  const criteria = page.getByRole('group', { name: /Seriousness/ }).getByRole('checkbox');
  await criteria.nth(1).check();
  await page.getByLabel('Started on').fill('2026-11-20');
  await page.getByLabel('Outcome').selectOption({ index: 2 });
  const outcome = await page.getByLabel('Outcome').inputValue();

  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Female')).toBeChecked();
  await expect(page.getByLabel('Serious', { exact: true })).toBeChecked();
  await expect(criteria.nth(1)).toBeChecked();
  await expect(criteria.nth(0)).not.toBeChecked();
  await expect(page.getByLabel('Or age group')).toHaveValue(ageGroup);
  await expect(page.getByLabel('Outcome')).toHaveValue(outcome);

  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('heading', { name: /^Received: AE-/ })).toBeVisible();
  await page.getByRole('button', { name: 'Report another side effect' }).click();
  await expect(page.getByLabel('What happened')).toHaveValue('');
  await expect(page.getByLabel('Patient initials')).toHaveValue('');
  await expect(page.getByLabel('Female')).not.toBeChecked();
  await expect(page.getByLabel('Serious', { exact: true })).not.toBeChecked();
  await expect(page.getByLabel('Outcome')).toHaveValue('');
  expect(await drafts(page)).toEqual({});
});
