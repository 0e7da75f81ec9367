/**
 * Bulk work in the console (issue 41) at 1280x800: compliance ticks the doctors of a search and deactivates them in
 * one action; each row is reported and the list shows them deactivated.
 */
import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const compliance = DEMO_STAFF.find((s) => s.role === 'compliance');

test('two doctors of a search are deactivated in one action, each row reported', async ({ page }) => {
  test.setTimeout(90_000);
  if (!compliance) throw new Error('no compliance account in the demo staff');
  await consoleSignIn(page, compliance);
  const stored = await page.evaluate(() => sessionStorage.getItem('portal-console-session'));
  const staffKey = (JSON.parse(stored ?? '{}') as { key: string }).key;
  // This spec's own doctors, by a surname no other spec uses.
  const surname = `Bulkwise${Date.now() % 100_000}`;
  for (const [index, firstName] of ['Anil', 'Bina'].entries()) {
    const made = await page.request.post('/api/admin/doctors', {
      headers: { authorization: `Staff ${staffKey}` },
      data: {
        countryCode: '91',
        phone: `98700${String(Date.now() % 10_000).padStart(4, '0')}${index}`,
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
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('0 rows selected')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select every row of this page' }).check();
  await expect(page.getByText('2 rows selected')).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate selected' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Each doctor is signed out everywhere at once.');
  await dialog.getByRole('button', { name: 'Deactivate selected' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done: 2 rows.' })).toBeVisible();
  await expect(page.getByText('0 rows selected')).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText('Deactivated');
  await page.screenshot({ path: '/tmp/console-shots/doctors-bulk-1280.png', fullPage: true });
});
