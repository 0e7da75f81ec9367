/**
 * The operations console at 1280x800 against the real API (issue 24): an admin adds a staff account, which enrols
 * with TOTP and signs in; a CSV of 500 doctors with one bad line is checked, fixed and imported, and one imported
 * doctor logs in to the portal; an order is accepted and dispatched, and the doctor sees it in Order History.
 */
import { expect, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn, consoleSignInByScreen, doctorsCsv, totp } from './admin-console.ts';
import { newDoctor } from './console-doctor.ts';
import { freshMobile, freshTag } from './fresh.ts';
import { expectAccessible, loginWithNumber } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const [admin] = DEMO_STAFF;

test('a new staff account enrols with TOTP from its one-time link and signs in; sign out ends it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await consoleSignIn(page, admin);
  await page.getByRole('link', { name: 'Staff' }).click();
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Add a staff account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'An e-mail address such as name@example.com' })).toBeVisible();
  const email = `fulfil-${Date.now()}@example.com`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name').fill('New Fulfilment');
  await page.getByLabel('Role', { exact: true }).selectOption('fulfilment');
  await page.getByRole('button', { name: 'Add a staff account' }).click();
  const first = page.getByTestId('enrol-link');
  await expect(page.getByRole('status').filter({ has: first })).toContainText(`Account ${email} added.`);
  const firstLink = (await first.textContent()) ?? '';
  expect(firstLink).toContain('/admin/');
  await expectAccessible(page);
  // A new link takes the first one's place, in the one banner, which says whose it is.
  await page.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'New set-up link' }).click();
  await expect(page.getByRole('status').filter({ has: first })).toContainText(`A new set-up link for ${email}`);
  await expect(first).not.toHaveText(firstLink);
  await expect(page.getByTestId('enrol-link')).toHaveCount(1);
  const link = (await first.textContent()) ?? '';

  // The owner opens the link in another browser.
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const owner = await other.newPage();
    const { pathname, search, hash } = new URL(link);
    await owner.goto(pathname + search + hash);
    await expect(owner.getByText(email)).toBeVisible();
    const secret = (await owner.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const password = 'correct horse battery staple';
    await owner.getByLabel('New password').fill('short');
    await owner.getByLabel('Repeat the password').fill('short');
    await owner.getByLabel('Code from your authenticator app').fill(await totp(secret));
    await owner.getByRole('button', { name: 'Finish set-up' }).click();
    await expect(owner.getByText('At least 12 characters.', { exact: true }).last()).toBeVisible();
    await owner.getByLabel('New password').fill(password);
    await owner.getByLabel('Repeat the password').fill(password);
    await owner.getByRole('button', { name: 'Finish set-up' }).click();
    await expect(owner.getByText('Your account is ready.')).toBeVisible();
    // The enrolment code is spent: sign-in uses the next step's code.
    await consoleSignInByScreen(owner, { email, password, secret });
    await expect(owner.getByText(`${email} · Fulfilment`)).toBeVisible();
    // Fulfilment sees the orders, not the staff accounts or the audit log.
    await expect(owner.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(owner.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await owner.getByRole('button', { name: 'Sign out' }).click();
    await expect(owner.getByText('You have signed out.')).toBeVisible();
  } finally {
    await other.close();
  }

  // The admin reads the account's creation in the audit log.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('table', { name: 'Audit log' })).toContainText(email);
});

test('a staff role changes only once confirmed: arrow keys on the picker ask first, and Cancel keeps the role', async ({
  page,
}) => {
  await consoleSignIn(page, admin);
  await page.getByRole('link', { name: 'Staff' }).click();
  const email = `role-${freshTag()}@example.com`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name').fill('Role Change');
  await page.getByLabel('Role', { exact: true }).selectOption('compliance');
  await page.getByRole('button', { name: 'Add a staff account' }).click();
  const picker = page.getByLabel(`Role of ${email}`);
  await expect(picker).toHaveValue('compliance');

  // A keyboard user's arrow key on the closed picker asks before anything is saved, and names what the role opens.
  await picker.focus();
  await page.keyboard.press('ArrowUp');
  const dialog = page.getByRole('dialog', { name: 'Change the role to Fulfilment?' });
  await expect(dialog).toContainText(`${email} may open: Dashboard, Doctors, Orders`);
  await page.keyboard.press('ArrowUp');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(picker).toHaveValue('compliance');
  await expect(picker).toBeFocused();

  await picker.selectOption('content');
  await page
    .getByRole('dialog', { name: 'Change the role to Content?' })
    .getByRole('button', { name: 'Make Content' })
    .click();
  await expect(page.getByText(`${email} is now Content.`)).toBeVisible();
  await expect(picker).toHaveValue('content');
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('table', { name: 'Audit log' })).toContainText('staff.role');
});

test('500 doctors imported from CSV (the bad line reported, fixed, imported); one logs in to the portal', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The first line's doctor logs in: a fresh test number (the fixed code); the others are numbers made from it.
  const imported = { mobile: freshMobile(), firstName: 'Import0' };
  await consoleSignIn(page, admin);
  await page.getByRole('link', { name: 'Doctors' }).click();
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'doctors.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(doctorsCsv(500, imported.mobile, 251)),
  });
  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
  const problems = page.getByRole('table', { name: 'Problems of the file' });
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems.getByRole('row').nth(1)).toContainText('251');
  await expect(page.getByRole('status').filter({ hasText: 'doctors.csv:' })).toContainText('1 problem on 1 line.');
  await expect(page.getByRole('button', { name: /^Import/ })).toBeDisabled();
  // Nothing was stored by the dry run.
  await page.goto('/admin/#/doctors');
  await page.getByLabel('Search name, mobile or e-mail').fill(imported.mobile);
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();

  await page.goto('/admin/#/doctors/import');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'doctors-fixed.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(doctorsCsv(500, imported.mobile)),
  });
  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
  await expect(page.getByText('every line is good (500 doctors)')).toBeVisible();
  await page.getByRole('button', { name: 'Import 500 doctors' }).click();
  await expect(page.getByText('500 doctors imported.')).toBeVisible();

  await page.goto('/admin/#/doctors');
  await page.getByLabel('Search name, mobile or e-mail').fill(imported.mobile);
  const table = page.getByRole('table', { name: 'Doctors' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(imported.firstName);

  // The imported doctor logs in to the portal through its screens.
  await loginWithNumber(page, '91', imported.mobile);
});

test('fulfilment accepts and dispatches an order; the doctor sees it in Order History', async ({ page }) => {
  test.setTimeout(120_000);
  // A doctor of this test's own, enrolled by the admin, places an accessories order through the API.
  await consoleSignIn(page, admin);
  const mobile = freshMobile();
  const key = await newDoctor(page, {
    phone: mobile,
    firstName: 'Dispatch',
    lastName: 'Watcher',
    email: 'dispatch.watcher@example.org',
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
  await expect(queue).toContainText('Requested');
  await queue.getByRole('button', { name: /^Accept: order/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('1 order now Accepted.')).toBeVisible();
  await queue.getByRole('button', { name: /^Dispatch: order/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Dispatch' }).click();
  await expect(page.getByText('1 order now Dispatched.')).toBeVisible();
  await expect(queue).toContainText('Dispatched');
  await expectAccessible(page);

  // The doctor logs in and sees the new status in Order History.
  await loginWithNumber(page, '91', mobile);
  await page.goto('/services');
  await page.getByRole('heading', { name: 'Order History', exact: true }).scrollIntoViewIfNeeded();
  const history = page.getByRole('list', { name: 'Order History' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Clinic Accessories' }).first()).toContainText(
    'Dispatched',
  );
});
