/**
 * Typed changes not saved are not thrown away by a click (stores/unsaved.ts) at 1280x800: a doctor form with a typed
 * name asks before a navigation link leaves it (staying keeps the text), and the browser asks before a reload; a form
 * nobody typed in, or one just saved, leaves without a question. A confirmation's typed reason (an order's rejection)
 * asks before Escape, Cancel or a reload throws it away; another row's Edit asks before it replaces a form with typed
 * changes (a product, a manager).
 */
import { expect, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn, nativeQuestions } from './admin-console.ts';
import { freshMobile } from './fresh.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const [admin] = DEMO_STAFF;

test('a form with typed changes asks before a link or a reload leaves it', async ({ page }) => {
  test.setTimeout(60_000);
  await consoleSignIn(page, admin);
  const questions = nativeQuestions(page, { withType: true });
  const { asked } = questions;
  const orders = page.getByRole('navigation').getByRole('link', { name: 'Orders' });

  // Nothing typed: the link leaves at once.
  await page.goto('/admin/#/doctors/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New doctor' })).toBeVisible();
  await orders.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  expect(asked).toEqual([]);

  await page.goto('/admin/#/doctors/new');
  await page.getByLabel('First name').click();
  await page.getByLabel('First name').pressSequentially('Unsaved');
  await orders.click();
  expect(asked).toEqual(['confirm: Leave this screen? What you typed in the form is not saved and will be lost.']);
  await expect(page).toHaveURL(/#\/doctors\/new$/);
  await expect(page.getByLabel('First name')).toHaveValue('Unsaved');

  // A reload asks the browser's own question; staying keeps the text.
  void page.reload().catch(() => undefined);
  await expect.poll(() => asked.length).toBe(2);
  expect(asked[1]).toMatch(/^beforeunload/);
  await expect(page.getByLabel('First name')).toHaveValue('Unsaved');

  questions.answer = 'accept';
  await orders.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  expect(asked).toHaveLength(3);

  // A form saved leaves without a question: a doctor added opens on its page, whose link then leaves at once.
  await page.goto('/admin/#/doctors/new');
  await page.getByLabel('Mobile number (10 digits)').fill(freshMobile());
  await page.getByLabel('First name').fill('Saved');
  await page.getByLabel('Last name').fill('Before');
  await page.getByLabel('Therapeutic focus').selectOption('Cardiology');
  await page.getByRole('button', { name: 'Add the doctor' }).click();
  await expect(page).toHaveURL(/#\/doctors\/\d+$/);
  await orders.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  expect(asked).toHaveLength(3);
});

test("a rejection's typed reason is not thrown away by Escape or Cancel without a question", async ({ page }) => {
  test.setTimeout(60_000);
  await consoleSignIn(page, admin);
  const questions = nativeQuestions(page, { withType: true });
  const { asked } = questions;
  await page.goto('/admin/#/orders?status=Requested');
  const reject = page.getByRole('button', { name: /^Reject: order \d+$/ }).first();
  const confirm = page.getByRole('dialog');
  // Nothing typed: Escape closes at once.
  await reject.click();
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  expect(asked).toEqual([]);

  await reject.click();
  await confirm.getByLabel('Reason (the doctor reads it)').fill('Out of stock until March; please order again then.');
  await page.keyboard.press('Escape');
  await expect.poll(() => asked).toEqual(['confirm: Close without saving? What you typed here will be lost.']);
  await expect(confirm.getByLabel('Reason (the doctor reads it)')).toHaveValue(
    'Out of stock until March; please order again then.',
  );
  // A reload asks the browser's own question; staying keeps the reason typed.
  void page.reload().catch(() => undefined);
  await expect.poll(() => asked.length).toBe(2);
  expect(asked[1]).toMatch(/^beforeunload/);
  await expect(confirm.getByLabel('Reason (the doctor reads it)')).toHaveValue(
    'Out of stock until March; please order again then.',
  );
  questions.answer = 'accept';
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect(asked).toHaveLength(3);
  await expect(reject).toBeFocused();
});

test("another row's Edit asks before it replaces a form with typed changes", async ({ page }) => {
  test.setTimeout(60_000);
  await consoleSignIn(page, admin);
  const questions = nativeQuestions(page);
  const { asked } = questions;
  const discard = 'Close without saving? What you typed here will be lost.';

  for (const [screen, field, typed] of [
    ['#/products', 'Composition', 'Typed, not saved'],
    ['#/managers', 'Name', 'Typed manager'],
  ] as const) {
    questions.answer = 'dismiss';
    asked.length = 0;
    await page.goto(`/admin/${screen}`);
    const edits = page.getByRole('table').getByRole('button', { name: /^Edit/ });
    await expect(edits.nth(1)).toBeVisible();
    const input = page.getByLabel(field, { exact: true });
    await edits.nth(0).click();
    const first = await input.inputValue();
    await input.fill(typed);
    await edits.nth(1).click();
    await expect.poll(() => asked).toEqual([discard]);
    await expect(input).toHaveValue(typed);

    questions.answer = 'accept';
    await edits.nth(1).click();
    await expect.poll(() => asked).toEqual([discard, discard]);
    await expect(input).not.toHaveValue(typed);
    await expect(input).not.toHaveValue(first);
  }
});
