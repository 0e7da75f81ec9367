/**
 * The doctor form in the console (issue 41) at 1280x800: a doctor added (a taken number refused under its field),
 * edited and saved (on a 360 px phone the save's notice takes the focus, so it is in view), deactivated and reactivated
 * after the confirmation, each outcome in the screen's notice.
 */
import { expect, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const [admin] = DEMO_STAFF;

test('a doctor is added, a taken number refused, edited, deactivated and reactivated', async ({ page }) => {
  test.setTimeout(90_000);
  await consoleSignIn(page, admin);
  const phone = `97${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  const add = async () => {
    await page.goto('/admin/#/doctors/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New doctor' })).toBeVisible();
    await page.getByLabel('Mobile number (10 digits)').fill(phone);
    await page.getByLabel('First name').fill('Form');
    await page.getByLabel('Last name').fill('Tester');
    await page.getByLabel('Therapeutic focus').selectOption('Cardiology');
    await page.getByRole('button', { name: 'Add the doctor' }).click();
  };
  await add();
  await expect(page).toHaveURL(/#\/doctors\/\d+$/);
  const saved = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Form');
  await expect(page.getByLabel('Qualification')).toHaveValue('');

  await add();
  await expect(page.locator('#doctor-phone-error')).not.toBeEmpty();
  await expect(page).toHaveURL(/#\/doctors\/new$/);

  // On a phone the Save button is a screen below the notice: the save takes the focus (and the view) to it.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(saved);
  await page.getByLabel('Qualification').fill('MD');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(page.getByRole('status')).toBeFocused();
  await expect(page.getByRole('status')).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByLabel('Qualification')).toHaveValue('MD');

  // A closed confirmation gives the focus back to the button that opened it.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeFocused();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('status')).toContainText('Deactivated: every session of this doctor has ended');
  await expect(page.getByRole('button', { name: 'Reactivate' })).toBeFocused();
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByRole('status')).toContainText('Reactivated: the doctor can sign in again.');
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();
});

test("a new country empties the slots holding another country's managers", async ({ page }) => {
  await consoleSignIn(page, admin);
  await page.goto('/admin/#/doctors/new');
  const tbm = page.getByLabel('TBM (territory)');
  await tbm.selectOption('TBM-IN-01');
  await page.getByLabel('Country').selectOption('977');
  await expect(tbm).toHaveValue('');
  await expect(tbm.locator('option', { hasText: 'TBM-IN-01' })).toHaveCount(0);
  await tbm.selectOption('TBM-NP-01');
  await expect(tbm).toHaveValue('TBM-NP-01');
});
