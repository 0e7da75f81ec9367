/**
 * The audit log's row of an export at 1280x800: its Record says what was exported and how many rows went out
 * (`doctors: 1 row exported`), not `doctors 1`, which reads as the doctor whose id is 1.
 */
import { expect, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const [admin] = DEMO_STAFF;

test("an export's audit row names the rows exported, not a record id", async ({ page }) => {
  await consoleSignIn(page, admin);
  await page.goto('/admin/#/doctors?q=Asha%20Lakshmi%20Rao');
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('1 row');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await download;

  await page.goto('/admin/#/audit?action=doctors.export');
  const row = page.getByRole('row').filter({ hasText: 'doctors.export' }).first();
  await expect(row).toContainText('doctors: 1 row exported');
  await expect(row.getByRole('cell', { name: 'doctors 1', exact: true })).toHaveCount(0);
});
