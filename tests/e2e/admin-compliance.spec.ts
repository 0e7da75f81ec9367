/**
 * Compliance in the console (issue 26) at 1280x800 against the real API: the compliance officer rejects Dr. Bikash
 * Shrestha's pending registration with a reason, the doctor reads it in his profile and submits again (Pending);
 * the sample ledger is filtered by product and exported as CSV with the registration at the time of each order. A
 * registration the doctor changes while staff are checking it is not verified: the console says so and shows the new one.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';
import { newDoctor } from './console-doctor.ts';
import { freshMobile } from './fresh.ts';
import { expectAccessible, signInByApi } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const compliance = DEMO_STAFF.find((s) => s.role === 'compliance');

test('compliance rejects a registration with a reason the doctor reads, and exports the sample ledger', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  if (!compliance) throw new Error('no demo compliance account');
  await consoleSignIn(page, compliance);
  await page.getByRole('link', { name: 'Compliance' }).click();
  await expect(page.getByRole('heading', { name: 'Registrations to verify' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Registrations to verify' });
  await expect(table).toContainText('NMC-11873');
  await expectAccessible(page);

  const reason = 'The year does not match the Nepal Medical Council register';
  await page.getByRole('button', { name: 'Reject the registration of Dr. Bikash Shrestha' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('Reason the doctor will read').fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "Dr. Bikash Shrestha's registration is rejected" }),
  ).toBeVisible();
  await expect(table).not.toContainText('NMC-11873');
  // The keyboard stays on the screen: the notice of what was done has the focus its vanished row's button had.
  await expect(page.getByRole('status').filter({ hasText: 'registration is rejected' })).toBeFocused();

  // The doctor sees the reason in his profile and submits again.
  const doctorContext = await browser.newContext();
  const doctor = await doctorContext.newPage();
  try {
    await signInByApi(doctor, 'bikash', '/profile#registration');
    const registration = doctor.getByRole('region', { name: 'Medical registration' });
    await expect(registration.getByText('Not verified')).toBeVisible();
    await expect(registration.getByText(reason)).toBeVisible();
    await registration.getByRole('button', { name: 'Submit for verification' }).click();
    await expect(registration.getByText('Awaiting verification')).toBeVisible();
  } finally {
    await doctorContext.close();
  }

  // The sample ledger: Dr. Asha Rao's Telmicor orders of the demo, with her registration, exported as CSV.
  await page.getByRole('link', { name: 'Sample ledger' }).click();
  await page.getByLabel('Product').fill('Telmicor');
  const ledger = page.getByRole('table', { name: 'Sample ledger' });
  await expect(ledger).toContainText('KMC-2009-45871');
  await expect(ledger).not.toContainText('Losavita');
  // The year filter offers the running sample year the server counts by (the demo's orders are in it).
  const running = (await ledger.getByRole('row').nth(1).getByRole('cell').nth(6).textContent())?.slice(0, 4) ?? '';
  await page.getByLabel('Sample year starting in').selectOption(running);
  await expect(page).toHaveURL(new RegExp(`year=${running}`));
  await expect(ledger).toContainText('KMC-2009-45871');
  await page.getByLabel('Sample year starting in').selectOption(String(Number(running) - 1));
  await expect(ledger).not.toContainText('KMC-2009-45871');
  await page.getByLabel('Sample year starting in').selectOption(running);
  await expect(ledger).toContainText('KMC-2009-45871');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const saved = await download;
  const csv = await readFile((await saved.path()) ?? '', 'utf8');
  const lines = csv.trim().split('\r\n');
  // The screen says what was saved: the file and its rows.
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toHaveText(
    `Downloaded ${saved.suggestedFilename()}: ${lines.length - 1} rows.`,
  );
  // Every cell quoted (one CSV writer, docs/SECURITY.md).
  expect(lines[0]).toContain('"registration_number","registration_council"');
  expect(lines.length).toBeGreaterThanOrEqual(3);
  for (const line of lines.slice(1)) expect(line).toContain('"KMC-2009-45871","Karnataka Medical Council"');
  await expectAccessible(page);
});

test('a doctor who gave no registration number reads as such: dashes in the list, and a rejection says what to add', async ({
  page,
}) => {
  if (!compliance) throw new Error('no demo compliance account');
  await consoleSignIn(page, compliance);
  await page.getByRole('link', { name: 'Compliance' }).click();
  await page.getByLabel('Status').selectOption('Unverified');
  const table = page.getByRole('table', { name: 'Registrations to verify' });
  const row = table.getByRole('row').filter({ hasText: 'Dr. Meera Iyer' });
  // Number, council and year not given.
  await expect(row.getByRole('cell', { name: '—', exact: true })).toHaveCount(3);
  // Nothing to verify: only Reject, whose reason tells the doctor what to add.
  await expect(row.getByRole('button', { name: 'Verify the registration of Dr. Meera Iyer' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Reject the registration of Dr. Meera Iyer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Dr. Meera Iyer has not given a registration number; the reason tells them what to add.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('Unverified');
});

test('a registration the doctor changed while staff checked it is not verified: the row shows the new one', async ({
  page,
}) => {
  if (!compliance) throw new Error('no demo compliance account');
  await consoleSignIn(page, compliance);
  const phone = freshMobile();
  const memberKey = await newDoctor(page, {
    phone,
    firstName: 'Kavya',
    lastName: 'Menon',
    email: `kavya.${phone}@example.com`,
  });
  const submit = async (number: string) => {
    const saved = await page.request.post('/api/SaveRegistration.php', {
      headers: { authorization: `Bearer ${memberKey}` },
      data: { registration_number: number, registration_council: 'Delhi Medical Council', registration_year: '2015' },
    });
    expect(saved.ok()).toBe(true);
  };
  const first = `DMC-${phone.slice(-6)}-A`;
  const second = `DMC-${phone.slice(-6)}-B`;
  await submit(first);
  await page.getByRole('link', { name: 'Compliance' }).click();
  await page.getByLabel('Search doctor, mobile or registration number').fill(phone);
  await page.getByLabel('Search doctor, mobile or registration number').press('Enter');
  const table = page.getByRole('table', { name: 'Registrations to verify' });
  const row = table.getByRole('row').filter({ hasText: 'Dr. Kavya Menon' });
  await expect(row).toContainText(first);

  // The doctor replaces the number while the officer is looking at the old one.
  await submit(second);
  await row.getByRole('button', { name: 'Verify the registration of Dr. Kavya Menon' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
  const refusal = `The doctor changed this registration after you opened the list: it is now ${second}, Delhi Medical Council, 2015.`;
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  // The list was read again: the row shows the new number, still Pending, to be checked.
  await expect(row).toContainText(second);
  await expect(row).toContainText('Pending');
  await expect(row.getByRole('button', { name: 'Verify the registration of Dr. Kavya Menon' })).toBeVisible();
});
