/**
 * Managers and their levels in the console (issue 41, item 3) at 1280x800: staff add a manager, each doctor slot
 * offers only managers of its level, an edit opened again at once shows what was saved, and a deactivated manager
 * leaves the slot's choices.
 */
import { expect, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const [admin] = DEMO_STAFF;

test('a manager is added with a level, offered only in that slot, and leaves it when deactivated', async ({ page }) => {
  test.setTimeout(90_000);
  await consoleSignIn(page, admin);
  await page.getByRole('link', { name: 'Managers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Managers' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'TBM-IN-01', exact: true })).toBeVisible();
  const code = `ABM-E2E-${Date.now() % 100000}`;
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Name').fill('Asha Area');
  await page.getByLabel('E-mail').fill('asha.area@example.com');
  await page.getByLabel('Mobile').fill('9820011099');
  await page.getByLabel('Level (doctor slot)').selectOption('abm');
  await page.getByRole('button', { name: 'Add a manager' }).click();
  await expect(page.getByRole('status')).toContainText(`Manager ${code} saved.`);
  await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();
  // The screens of docs/CONSOLE.md, to look at (not compared).
  await page.screenshot({ path: '/tmp/console-shots/managers-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: '/tmp/console-shots/managers-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // An edit saved, then Edit pressed again before the list's reload answers: the form has the saved name.
  let listAnswered: () => void = () => {};
  const answerLate = new Promise<void>((resolve) => {
    listAnswered = resolve;
  });
  await page.route(/\/api\/admin\/managers(\?|$)/, async (route) => {
    if (route.request().method() === 'GET') await answerLate;
    await route.continue();
  });
  await page.getByRole('button', { name: `Edit ${code}` }).click();
  await page.getByLabel('Name').fill('Asha Area Manager');
  await page.getByRole('button', { name: 'Save the manager' }).click();
  await expect(page.getByRole('status')).toContainText(`Manager ${code} saved.`);
  await page.getByRole('button', { name: `Edit ${code}` }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Asha Area Manager');
  listAnswered();

  await page.goto('/admin/#/doctors/new');
  const abm = page.getByLabel('ABM');
  await expect(abm.locator('option', { hasText: code })).toHaveCount(1);
  await expect(page.getByLabel('TBM').locator('option', { hasText: code })).toHaveCount(0);
  await expect(page.getByLabel('TBM').locator('option', { hasText: 'ABM-IN-01' })).toHaveCount(0);

  await page.goto('/admin/#/managers');
  await page.getByRole('button', { name: `Deactivate ${code}` }).click();
  await expect(page.getByRole('status')).toContainText(`Manager ${code} deactivated`);
  await page.goto('/admin/#/doctors/new');
  await expect(page.getByLabel('ABM').locator('option', { hasText: 'ABM-IN-01' })).toHaveCount(1);
  await expect(page.getByLabel('ABM').locator('option', { hasText: code })).toHaveCount(0);
});
