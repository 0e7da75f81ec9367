/**
 * Downloads in the console at 1280x800 (Export CSV): after an export the screen's notice names the file saved and
 * its rows; an export the network drops says which file was not downloaded and why, as an alert.
 */
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';
import { freshMobile } from './fresh.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const compliance = DEMO_STAFF.find((s) => s.role === 'compliance');

test('an export says what it downloaded, and why nothing was when the network fails', async ({ page }) => {
  test.setTimeout(90_000);
  if (!compliance) throw new Error('no compliance account in the demo staff');
  await consoleSignIn(page, compliance);
  const stored = await page.evaluate(() => sessionStorage.getItem('portal-console-session'));
  const staffKey = (JSON.parse(stored ?? '{}') as { key: string }).key;
  // This spec's own doctors, by a surname no other spec uses.
  const surname = `Exportwise${Date.now() % 100_000}`;
  for (const firstName of ['Chitra', 'Dev']) {
    const made = await page.request.post('/api/admin/doctors', {
      headers: { authorization: `Staff ${staffKey}` },
      data: { countryCode: '91', phone: freshMobile(), firstName, lastName: surname, therapeuticFocus: 'Cardiology' },
    });
    expect(made.status()).toBe(200);
  }

  await page.goto('/admin/#/doctors');
  await page.getByLabel('Search name, mobile or e-mail').fill(surname);
  await page.getByLabel('Search name, mobile or e-mail').press('Enter');
  await expect(page.getByRole('table', { name: 'Doctors' }).locator('tbody tr')).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^doctors-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toHaveText(
    `Downloaded ${saved.suggestedFilename()}: 2 rows.`,
  );

  // The network drops the next export: the notice says which file did not come, and why.
  await page.route('**/api/admin/doctors/export**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'not downloaded' })).toHaveText(
    'doctors.csv was not downloaded. The API cannot be reached. Check the connection and try again.',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toHaveCount(0);
});
