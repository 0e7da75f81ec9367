/**
 * The console's session survives a reload or a bookmark (issue 41, item 1): a screen's first call carries the stored
 * key, so no call is answered 401 and the staff member stays signed in on the screen they reloaded.
 */
import { expect, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const [admin] = DEMO_STAFF;

/** Each screen reloaded, with what shows once its first call has answered. */
const SCREENS = [
  { hash: '#/orders', heading: 'Orders', loaded: 'table' },
  { hash: '#/doctors', heading: 'Doctors', loaded: 'table' },
  { hash: '#/dashboard', heading: 'Dashboard', loaded: '[data-testid="active-7"]' },
] as const;

test('a reload on #/orders, #/doctors and #/dashboard keeps the session and shows the screen', async ({ page }) => {
  test.setTimeout(90_000);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/admin/') && response.status() === 401) refused.push(response.url());
  });
  await consoleSignIn(page, admin);
  // The page after sign-in is the dashboard, not an empty start page.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#/dashboard');
  // The demo's recent sample orders are counted under the kind's name the Orders screen uses, not the table's.
  const perDay = page.getByRole('table', { name: 'Orders per day by kind (last 30 days)' });
  await expect(perDay.getByRole('cell', { name: 'Samples', exact: true }).first()).toBeVisible();
  await expect(perDay.getByRole('cell', { name: 'samples', exact: true })).toHaveCount(0);
  for (const screen of SCREENS) {
    await page.goto(`/admin/${screen.hash}`);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await expect(page.locator(screen.loaded).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByText('Your session has ended')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('portal-console-session'))).not.toBeNull();
  }
  expect(refused).toEqual([]);
});
