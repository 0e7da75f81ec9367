/**
 * Samples within UCPMP 2024 (issue 26), the doctor's side: the allowance in the order modal and the cap, My samples
 * on /services, the registration in the profile, and the modal of a doctor whose registration awaits verification.
 */
import { expect, test } from './test.ts';
import { verifiedDoctor } from './console-doctor.ts';
import { expectAccessible, layerStepDone, signInByApi } from './helpers.ts';

/** The verified doctor of the first test, new each run. */
const KAVYA = { firstName: 'Kavya', lastName: 'Iyer', email: 'kavya.iyer@example.org' };

/** Dr. Kavya Iyer's medical registration, verified by the admin before the test. */
const KAVYA_REGISTRATION = { number: 'TNMC-2014-30817', council: 'Tamil Nadu Medical Council', year: '2014' };

/** The last day of India's current sample year (1 April to 31 March, in India's time) as the portal writes it. */
function indiaYearEnd(): string {
  const today = new Date(Date.now() + 5.5 * 3_600_000);
  const endYear = today.getUTCMonth() >= 3 ? today.getUTCFullYear() + 1 : today.getUTCFullYear();
  return `31 Mar ${endYear}`;
}

// Each test walks several pages and runs axe twice: more than the default 30 s on a busy machine.
test.slow();

test('A verified doctor sees the packs left, is offered only those, orders them and sees My samples', async ({
  browser,
  page,
}) => {
  // A doctor of the test's own: the packs it orders are gone for the year, so the demo doctors' are left alone.
  const mobile = await verifiedDoctor(browser, KAVYA, KAVYA_REGISTRATION, [
    { product: 'Olmerest', dose: '20 mg', qty: 6 },
    { product: 'Olmerest', dose: '40 mg', qty: 4 },
    { product: 'Losavita', dose: '50 mg', qty: 3 },
  ]);
  await signInByApi(page, { country: '91', mobile }, '/profile');
  const registration = page.getByRole('region', { name: 'Medical registration' });
  await expect(registration.getByText('Verified', { exact: true })).toBeVisible();
  await expect(registration.getByText(KAVYA_REGISTRATION.number)).toBeVisible();
  await expect(registration.getByRole('button', { name: 'Submit for verification' })).toHaveCount(0);

  await page.goto('/products/Antihypertensives');
  await page.getByRole('button', { name: 'Olmerest', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const until = indiaYearEnd();
  // The doctor ordered 10 of Olmerest's 12 packs this sample year.
  await expect(dialog.getByText(`You can order 2 more packs of Olmerest until ${until}.`)).toBeVisible();
  // Only what may still be ordered is offered (the server's refusal over the cap: tests/server/samples.test.ts).
  await expect(dialog.getByLabel('Quantity').locator('option')).toHaveText(['Scripts Qty', '1', '2']);
  // An empty order names both missing choices at once, and the first gets the focus.
  await dialog.getByRole('button', { name: 'Order Now' }).click();
  await expect(dialog.getByText('Please choose a quantity.')).toBeVisible();
  await expect(dialog.getByText('Please choose a dose.')).toBeVisible();
  await expect(dialog.getByLabel('Quantity')).toBeFocused();

  await dialog.getByLabel('Quantity').selectOption('2');
  await dialog.getByLabel('Dose').selectOption('20 mg');
  await dialog.getByRole('button', { name: 'Order Now' }).click();
  await expect(page.getByRole('status').getByText(/Your request for Olmerest has been received/)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Olmerest', exact: true }).click();
  await expect(
    dialog.getByText(`You have ordered this year's allowance of Olmerest. You can order it again after ${until}.`),
  ).toBeVisible();
  // With nothing left to choose, the dialog offers no form: no quantity, no Order Now.
  await expect(dialog.getByLabel('Quantity')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Order Now' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await layerStepDone(page);

  // Order History on /services links to My samples in the profile.
  await page.goto('/services');
  await page.getByRole('link', { name: /My samples this year/ }).click();
  await page.waitForURL('**/profile#my-samples');
  const mine = page.getByRole('region', { name: 'My samples' });
  await expect(mine.getByText(/At most 12 packs of each product a year/)).toBeVisible();
  await expect(mine.getByRole('listitem').filter({ hasText: 'Olmerest' })).toContainText('12 of 12 packs');
  await expect(mine.getByRole('listitem').filter({ hasText: 'Losavita' })).toContainText('3 of 12 packs');
  await expectAccessible(page);
});

test('Dr. Bikash Shrestha (Pending) is told why he cannot order samples and resubmits his registration', async ({
  page,
}) => {
  await signInByApi(page, 'bikash', '/products/Antihypertensives');
  await page.getByRole('button', { name: 'Amlocard', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('Samples can be sent only to doctors with a verified medical registration.'),
  ).toBeVisible();
  await expect(
    dialog.getByText(
      'Your registration NMC-11873 (Nepal Medical Council) is awaiting verification by our compliance team.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Order Now' })).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('link', { name: 'Go to my registration' }).click();
  await page.waitForURL('**/profile#registration');

  const registration = page.getByRole('region', { name: 'Medical registration' });
  await expect(registration.getByText('Awaiting verification')).toBeVisible();
  await expect(registration.getByLabel('Medical council')).toHaveValue('Nepal Medical Council');
  await registration.getByLabel('Year of registration').fill('2031');
  await registration.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(registration.getByText(/Please check Year of registration/)).toBeVisible();
  // The field the server named takes the focus, to be read with its error.
  await expect(registration.getByLabel('Year of registration')).toBeFocused();
  await registration.getByLabel('Year of registration').fill('2012');
  await registration.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page.getByRole('status').getByText(/awaits verification by our compliance team/)).toBeVisible();
  await expectAccessible(page);
});

test('Packs ordered meanwhile in another tab: the refusal shows the used-up note and the focus goes to it', async ({
  browser,
  page,
}) => {
  const mobile = await verifiedDoctor(
    browser,
    { firstName: 'Ritu', lastName: 'Menon', email: 'ritu.menon@example.org' },
    { number: 'KMC-2011-55120', council: 'Karnataka Medical Council', year: '2011' },
    [{ product: 'Olmerest', dose: '20 mg', qty: 10 }],
  );
  await signInByApi(page, { country: '91', mobile }, '/products/Antihypertensives');
  await page.getByRole('button', { name: 'Olmerest', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Quantity').locator('option')).toHaveText(['Scripts Qty', '1', '2']);

  // The last two packs are ordered in another tab while this form is open.
  const other = await page.context().newPage();
  await other.goto('/products/Antihypertensives');
  await other.getByRole('button', { name: 'Olmerest', exact: true }).click();
  const otherDialog = other.getByRole('dialog');
  await otherDialog.getByLabel('Quantity').selectOption('2');
  await otherDialog.getByLabel('Dose').selectOption('20 mg');
  await otherDialog.getByRole('button', { name: 'Order Now' }).click();
  await expect(otherDialog).toBeHidden();
  await other.close();

  await dialog.getByLabel('Quantity').selectOption('2');
  await dialog.getByLabel('Dose').selectOption('20 mg');
  await dialog.getByRole('button', { name: 'Order Now' }).click();
  const note = dialog.getByRole('status').filter({ hasText: "You have ordered this year's allowance of Olmerest." });
  await expect(note).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Order Now' })).toHaveCount(0);
  // The form that held the focus is gone: the note has it, not the page's body.
  await expect(note).toBeFocused();
});
