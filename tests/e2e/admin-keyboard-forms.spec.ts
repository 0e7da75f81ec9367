/**
 * The console's keyboard and screen-reader places at 1280x800: an add/edit form takes the focus when it opens and
 * gives it back when it closes; row controls name their row; a category's cards say they are open and take the
 * focus; the compliance Answer dialog (an empty answer marked under its box) and Add note keep it; a refused sign-in is not shown on the next attempt.
 */
import { expect, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';
import { askAboutTelmicor, newDoctor } from './console-doctor.ts';
import { freshMobile, freshTag } from './fresh.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const [admin] = DEMO_STAFF;
const compliance = DEMO_STAFF.find((s) => s.role === 'compliance');

test('a product form takes the focus when it opens and gives it back to its opener when it closes', async ({
  page,
}) => {
  const title = `Keyfocol ${freshTag()}`;
  await consoleSignIn(page, admin);
  await page.goto('/admin/#/products');
  const add = page.getByRole('button', { name: 'Add a product' });
  await add.click();
  await expect(page.getByLabel('Therapy', { exact: true }).first()).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeFocused();

  await add.click();
  await page.getByLabel('Therapy', { exact: true }).first().selectOption({ index: 1 });
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Composition', { exact: true }).fill('Keyfocol 10 mg');
  await page.getByRole('button', { name: 'Add the product' }).click();
  await expect(page.getByRole('status')).toContainText(`${title} is saved.`);
  await expect(add).toBeFocused();

  await page.getByLabel('Search title or composition').fill(title);
  const edit = page.getByRole('button', { name: `Edit ${title}`, exact: true });
  await edit.click();
  await expect(page.getByLabel('Therapy', { exact: true }).first()).toBeFocused();
  await page.getByLabel('Composition', { exact: true }).fill('Keyfocol 20 mg');
  await page.getByRole('button', { name: 'Save the product' }).click();
  await expect(page.getByRole('status')).toContainText(`${title} is saved.`);
  await expect(edit).toBeFocused();
});

test('a manager’s Edit moves the focus to the form above the list, and its save back to the row', async ({ page }) => {
  await consoleSignIn(page, admin);
  await page.goto('/admin/#/managers');
  const edit = page.getByRole('button', { name: 'Edit TBM-IN-01', exact: true });
  await edit.click();
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.getByRole('button', { name: 'Save the manager' }).click();
  await expect(page.getByRole('status')).toContainText('Manager TBM-IN-01 saved.');
  await expect(edit).toBeFocused();
});

test('row controls name their row; a category’s Cards says it is open and its list takes the focus', async ({
  page,
}) => {
  await consoleSignIn(page, admin);
  await page.goto('/admin/#/staff');
  const content = DEMO_STAFF.find((s) => s.role === 'content');
  await expect(page.getByRole('button', { name: `Deactivate: ${content?.email}`, exact: true })).toBeVisible();

  await page.goto('/admin/#/banners');
  await expect(
    page.getByRole('button', { name: /^Edit banner \d+ \(Every focus, order \d+\)$/ }).first(),
  ).toBeVisible();

  await page.goto('/admin/#/categories');
  const cards = page.getByRole('button', { name: /^Cards of / }).first();
  await expect(cards).toHaveAttribute('aria-expanded', 'false');
  const name = (await cards.getAttribute('aria-label')) ?? '';
  await cards.click();
  await expect(cards).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator(`#${await cards.getAttribute('aria-controls')}`);
  await expect(list.getByRole('heading', { name, level: 2 })).toBeFocused();
});

test('a refused sign-in marks the password and is not shown on the next attempt’s code step', async ({ page }) => {
  await page.goto('/admin/');
  const password = page.getByLabel('Password');
  await page.getByLabel('E-mail').fill('nobody@demo.example.com');
  await password.fill('not the password');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Code from your authenticator app').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail, password or code is wrong.');
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  await password.fill('another try');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Code from your authenticator app')).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the Answer dialog and Add note keep the focus on a question’s row', async ({ page }) => {
  test.setTimeout(90_000);
  if (!compliance) throw new Error('no demo compliance account');
  await consoleSignIn(page, compliance);
  const key = await newDoctor(page, {
    phone: freshMobile(),
    firstName: 'Focus',
    lastName: 'Keeper',
    email: 'focus.keeper@example.org',
  });
  const number = await askAboutTelmicor(page, key, 'May it be taken with food?');
  await page.goto('/admin/#/compliance/questions');
  await page.getByLabel('Search number, product, doctor or mobile').fill(number);
  await page.getByLabel('Search number, product, doctor or mobile').press('Enter');
  const row = page.getByRole('row').filter({ hasText: number });

  const answer = row.getByRole('button', { name: `Answer ${number}` });
  await answer.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(answer).toBeFocused();

  // Answered with no answer: the error is under the answer box, which takes the focus; Cancel leaves nothing behind.
  await answer.click();
  const box = page.getByRole('dialog').getByLabel('Answer the doctor will read');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(
    'Write the answer the doctor will read before marking the question answered.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(answer).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);

  const notes = row.locator('summary');
  await expect(notes).toHaveAccessibleName(`Internal notes (0) of ${number}`);
  await notes.click();
  await row.getByLabel(`New note on ${number}`).fill('Asked for the label.');
  await row.getByRole('button', { name: 'Add note' }).click();
  await expect(row.getByRole('listitem').filter({ hasText: 'Asked for the label.' })).toBeFocused();

  // Answered, the question leaves the open ones: the focus goes to what was done, not to the page's body.
  await answer.click();
  await page.getByRole('dialog').getByLabel('Answer the doctor will read').fill('Yes, with or without food.');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `${number} saved.` })).toBeFocused();
});
