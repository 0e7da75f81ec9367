/**
 * A screen a role may not open (1280x800): the content role at the doctors, orders, audit and ledger addresses and
 * fulfilment at a new doctor or the import read that their role may not open it, with a link to the dashboard and
 * the screens they may open, instead of a page that looks like the dashboard or the doctors list.
 */
import { expect, type Page, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';
import { expectAccessible } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const content = DEMO_STAFF.find((s) => s.role === 'content');
const fulfilment = DEMO_STAFF.find((s) => s.role === 'fulfilment');

/** Opens `hash` and expects the refusal naming `role`, and nothing of the screen or the dashboard. */
async function expectRefused(page: Page, hash: string, role: string): Promise<void> {
  await page.goto(`/admin/${hash}`);
  const refusal = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(refusal, hash).toHaveText(`Your role (${role}) may not open this screen.`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Open the dashboard' })).toHaveAttribute(
    'href',
    '#/dashboard',
  );
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
}

test('the content role reads that it may not open the doctors, orders, audit and ledger screens', async ({ page }) => {
  test.setTimeout(60_000);
  if (!content) throw new Error('no content account in the demo staff');
  await consoleSignIn(page, content);
  for (const hash of ['#/doctors', '#/doctors/1', '#/orders', '#/audit', '#/compliance/ledger', '#/staff']) {
    await expectRefused(page, hash, 'Content');
  }
  // What the role may open is listed on the page.
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '#/articles');
  await expect(main.getByRole('link', { name: 'Orders' })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/console-shots/role-refused-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/console-shots/role-refused-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await main.getByRole('link', { name: 'Open the dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The tab names the screen, and the dashboard, every role's start page, leads the navigation.
  await expect(page).toHaveTitle('Dashboard · Operations console');
  await expect(page.getByRole('navigation').getByRole('link').first()).toHaveText('Dashboard');
  // An address that names no screen says so too.
  await page.goto('/admin/#/no-such-screen');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('There is no screen at this address.');
});

test('fulfilment reads that it may not add or import doctors, and still opens the list and a doctor', async ({
  page,
}) => {
  test.setTimeout(60_000);
  if (!fulfilment) throw new Error('no fulfilment account in the demo staff');
  await consoleSignIn(page, fulfilment);
  for (const hash of ['#/doctors/new', '#/doctors/import', '#/managers', '#/articles']) {
    await expectRefused(page, hash, 'Fulfilment');
  }
  await page.goto('/admin/#/doctors');
  await expect(page.getByRole('table', { name: 'Doctors' })).toBeVisible();
  // The whole list as CSV is for the roles that manage doctors.
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await page.goto('/admin/#/orders');
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
});
