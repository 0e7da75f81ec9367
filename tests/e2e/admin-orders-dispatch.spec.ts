/**
 * A parcel's courier and tracking number, from the console to the doctor: fulfilment dispatches an accessories order
 * with both (a tracking number with a space is named in the dialog before anything is sent), corrects the tracking
 * number with `Edit dispatch details`, and the doctor reads "Courier: … · Tracking: …" under the order in Order History.
 */
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';
import { newDoctor } from './console-doctor.ts';
import { freshMobile } from './fresh.ts';
import { expectAccessible, loginWithNumber } from './helpers.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const [admin] = DEMO_STAFF;

test('fulfilment dispatches with a courier and tracking number; the doctor reads them in Order History', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await consoleSignIn(page, admin);
  const mobile = freshMobile();
  const key = await newDoctor(page, {
    phone: mobile,
    firstName: 'Parcel',
    lastName: 'Tracker',
    email: 'parcel.tracker@example.org',
  });
  const placed = await page.request.post('/api/ServAccessories.php', {
    headers: { Authorization: `Bearer ${key}` },
    data: { sub_category: 'Clinic Accessories' },
  });
  expect(placed.ok(), await placed.text()).toBe(true);

  await page.getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Search doctor, mobile or item').fill(mobile);
  const queue = page.getByRole('table', { name: 'Orders' });
  await expect(queue.getByRole('row')).toHaveCount(2);
  await queue.getByRole('button', { name: /^Accept: order/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('1 order now Accepted.')).toBeVisible();

  // The dispatch asks for the courier and tracking number; a slash in the number is named before anything is sent.
  await queue.getByRole('button', { name: /^Dispatch: order/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Courier (optional)').fill('Blue Dart');
  await dialog.getByLabel('Tracking number (optional)').fill('BD/1234');
  await dialog.getByRole('button', { name: 'Dispatch' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'A tracking number has only letters, digits and dashes, at most 40.',
  );
  await expect(dialog.getByLabel('Tracking number (optional)')).toBeFocused();
  await expectAccessible(page);
  // Pasted as the courier prints it, in groups: the spaces are dropped.
  await dialog.getByLabel('Tracking number (optional)').fill(' BD-12 34 ');
  await dialog.getByRole('button', { name: 'Dispatch' }).click();
  await expect(page.getByText('1 order now Dispatched.')).toBeVisible();
  await expect(queue).toContainText('Courier: Blue Dart · Tracking: BD-1234');

  // The tracking number corrected later, from the row.
  await queue.getByRole('button', { name: /^Edit dispatch details: order/ }).click();
  await expect(dialog.getByLabel('Courier (optional)')).toHaveValue('Blue Dart');
  await dialog.getByLabel('Tracking number (optional)').fill('BD-1234567890');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Dispatch details of order \d+ saved\./)).toBeVisible();
  await expect(queue).toContainText('Courier: Blue Dart · Tracking: BD-1234567890');

  // The doctor reads them under the order in Order History.
  await loginWithNumber(page, '91', mobile);
  await page.goto('/services');
  await page.getByRole('heading', { name: 'Order History', exact: true }).scrollIntoViewIfNeeded();
  const order = page
    .getByRole('list', { name: 'Order History' })
    .getByRole('listitem')
    .filter({ hasText: 'Clinic Accessories' })
    .first();
  await expect(order).toContainText('Dispatched');
  await expect(order).toContainText('Courier: Blue Dart · Tracking: BD-1234567890');
});
