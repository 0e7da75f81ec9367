/**
 * Bulk work in the console (issue 41) at 1280x800: compliance ticks the doctors of a search and deactivates them in
 * one action; the report names the action (`Deactivated: 2 rows.`) and the list shows them deactivated. Ticked again with a third doctor across two
 * pages, the confirmation names the ticks on the other page and the report the two rows already deactivated. Fulfilment accepts one order from its row,
 * then ticks all of the doctor's orders and accepts them: the two still Requested move, the one already Accepted
 * is reported with its reason and stays ticked. A registration decided from its row after a bulk decision shows its
 * own notice alone (the bulk report goes).
 */
import { expect, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';
import { newDoctor } from './console-doctor.ts';
import { freshMobile, freshTag } from './fresh.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const compliance = DEMO_STAFF.find((s) => s.role === 'compliance');
const fulfilment = DEMO_STAFF.find((s) => s.role === 'fulfilment');

test('two doctors of a search are deactivated in one action, each row reported', async ({ page }) => {
  test.setTimeout(90_000);
  if (!compliance) throw new Error('no compliance account in the demo staff');
  await consoleSignIn(page, compliance);
  const stored = await page.evaluate(() => sessionStorage.getItem('portal-console-session'));
  const staffKey = (JSON.parse(stored ?? '{}') as { key: string }).key;
  // This spec's own doctors, by a surname no other spec uses.
  const surname = `Bulkwise${Date.now() % 100_000}`;
  for (const firstName of ['Anil', 'Bina']) {
    const made = await page.request.post('/api/admin/doctors', {
      headers: { authorization: `Staff ${staffKey}` },
      data: {
        countryCode: '91',
        phone: freshMobile(),
        firstName,
        lastName: surname,
        therapeuticFocus: 'Cardiology',
      },
    });
    expect(made.status()).toBe(200);
  }

  await page.goto('/admin/#/doctors');
  await page.getByLabel('Search name, mobile or e-mail').fill(surname);
  await page.getByLabel('Search name, mobile or e-mail').press('Enter');
  const rows = page.getByRole('row').filter({ hasText: surname });
  // The search's answer, not the unfiltered page (whose newest rows are the same two) before it arrives.
  await expect(page.getByRole('table', { name: 'Doctors' }).locator('tbody tr')).toHaveCount(2);
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('0 rows selected')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select every row of this page' }).check();
  await expect(page.getByText('2 rows selected')).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate selected' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Each doctor is signed out everywhere at once.');
  await dialog.getByRole('button', { name: 'Deactivate selected' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deactivated: 2 rows.' })).toBeVisible();
  await expect(page.getByText('0 rows selected')).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText('Deactivated');
  await page.screenshot({ path: '/tmp/console-shots/doctors-bulk-1280.png', fullPage: true });

  // Ticks on another page are named in the confirmation; a doctor already deactivated is reported as unchanged.
  const made = await page.request.post('/api/admin/doctors', {
    headers: { authorization: `Staff ${staffKey}` },
    data: {
      countryCode: '91',
      phone: freshMobile(),
      firstName: 'Chitra',
      lastName: surname,
      therapeuticFocus: 'Cardiology',
    },
  });
  expect(made.status()).toBe(200);
  await page.goto(`/admin/#/doctors?q=${surname}&pageSize=2&sort=firstName&dir=asc`);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Doctors' }).locator('tbody tr')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select every row of this page' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('table', { name: 'Doctors' }).locator('tbody tr')).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Select every row of this page' }).check();
  await expect(page.getByText('3 rows selected')).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate selected' }).click();
  await expect(dialog).toContainText('Deactivate selected: 3 rows, 2 of them ticked on other pages (not shown here).');
  await dialog.getByRole('button', { name: 'Deactivate selected' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Deactivated: 1 row changed, 2 already as asked (unchanged).' }),
  ).toBeVisible();
});

test('three orders ticked and accepted: two move, the one already accepted is reported and stays ticked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  if (!compliance || !fulfilment) throw new Error('no compliance or fulfilment account in the demo staff');
  // The doctor (a fresh test number) is made by compliance and places three orders.
  await consoleSignIn(page, compliance);
  const phone = freshMobile();
  const memberKey = await newDoctor(page, {
    phone,
    firstName: 'Bulk',
    lastName: 'Orderer',
    email: 'bulk.orderer@example.org',
  });
  for (let order = 0; order < 3; order += 1) {
    const placed = await page.request.post('/api/ServAccessories.php', {
      headers: { authorization: `Bearer ${memberKey}` },
      data: { sub_category: 'Clinic Accessories' },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
  }

  await consoleSignIn(page, fulfilment);
  await page.goto('/admin/#/orders');
  await page.getByLabel('Search doctor, mobile or item').fill(phone);
  await page.getByLabel('Search doctor, mobile or item').press('Enter');
  const queue = page.getByRole('table', { name: 'Orders' });
  const rows = queue.getByRole('row').filter({ hasText: 'Bulk Orderer' });
  await expect(queue.locator('tbody tr')).toHaveCount(3);
  await expect(rows).toHaveCount(3);
  const first = rows.first();
  await first.getByRole('button', { name: /^Accept: order/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 order now Accepted.' })).toBeVisible();
  await expect(first).toContainText('Accepted');

  await page.getByRole('checkbox', { name: 'Select every row of this page' }).check();
  await expect(page.getByText('3 rows selected')).toBeVisible();
  await page.getByRole('button', { name: 'Accept selected' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Accept selected: 3 rows. Each is checked and audited alone.');
  await dialog.getByRole('button', { name: 'Accept selected' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Accepted: 2 rows; refused: 1.' })).toBeVisible();
  const refused = page.getByRole('list', { name: 'Rows refused' });
  await expect(refused.getByRole('listitem')).toHaveCount(1);
  await expect(refused).toContainText(
    /Clinic Accessories \(.*Bulk Orderer\): Order \d+ is Accepted: it cannot become Accepted\./,
  );
  await expect(page.getByText('1 row selected')).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText('Accepted');
  await expect(page.getByRole('status').filter({ hasText: '1 order now Accepted.' })).toHaveCount(0);
  // A run that changes nothing says so as a failure, not in the green banner.
  await page.getByRole('button', { name: 'Accept selected' }).click();
  await dialog.getByRole('button', { name: 'Accept selected' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing done: the row was refused.' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Accepted:' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/console-shots/orders-bulk-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  // The bulk bar's six buttons wrap: nothing but the table (in its own scroll box) is wider than a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: '/tmp/console-shots/orders-bulk-360.png', fullPage: true });
});

test('one registration decided from its row replaces the last bulk report: one notice, one outcome', async ({
  page,
}) => {
  test.setTimeout(120_000);
  if (!compliance) throw new Error('no compliance account in the demo staff');
  await consoleSignIn(page, compliance);
  // Two doctors of this run's own surname, each with a registration waiting.
  const surname = `Regbulk${freshTag()}`;
  for (const firstName of ['Anil', 'Bina']) {
    const phone = freshMobile();
    const memberKey = await newDoctor(page, { phone, firstName, lastName: surname, email: `${phone}@example.org` });
    const saved = await page.request.post('/api/SaveRegistration.php', {
      headers: { authorization: `Bearer ${memberKey}` },
      data: {
        registration_number: `DMC-${phone.slice(-6)}`,
        registration_council: 'Delhi Medical Council',
        registration_year: '2015',
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  await page.getByRole('link', { name: 'Compliance' }).click();
  await page.getByLabel('Search doctor, mobile or registration number').fill(surname);
  await page.getByLabel('Search doctor, mobile or registration number').press('Enter');
  const table = page.getByRole('table', { name: 'Registrations to verify' });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await page.getByRole('checkbox', { name: new RegExp(`^Select Dr\\. Anil ${surname}`) }).check();
  await page.getByRole('button', { name: 'Verify selected' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verified: 1 row.' })).toBeVisible();

  await page.getByRole('button', { name: `Verify the registration of Dr. Bina ${surname}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Dr. Bina ${surname} is verified and may order samples.` }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Verified:' })).toHaveCount(0);
});
