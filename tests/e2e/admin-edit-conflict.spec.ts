/**
 * Two staff editing one doctor at 1280x800: the doctor is added (the form says what a mobile number takes, then the
 * saved notice on the new doctor's page); both open it, the first saves, the second's save is refused with who
 * changed it and when, the second's text stays in the form, and `Reload their version` shows the first's change; the
 * same for a product, whose form stays open with the first's version, and for a banner popup (the content lists and
 * the banners share one save: services/admin/content-list-store.ts). Edit pressed while the list is being asked again
 * after a save opens the saved version once the list answers.
 */
import { type Browser, expect, type Page, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';

test.use({ viewport: { width: 1280, height: 800 } });

/** The admin and a staff member of `role`, each signed in to the console in a browser of their own. */
async function twoStaff(browser: Browser, role: 'compliance' | 'content'): Promise<[Page, Page]> {
  const admin = DEMO_STAFF.find((s) => s.role === 'admin');
  const other = DEMO_STAFF.find((s) => s.role === role);
  if (!admin || !other) throw new Error('demo staff missing');
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await consoleSignIn(first, admin);
  await consoleSignIn(second, other);
  return [first, second];
}

test('the second of two saves is refused, keeps its text and reloads the first', async ({ browser }) => {
  test.setTimeout(120_000);
  const [first, second] = await twoStaff(browser, 'compliance');

  await first.goto('/admin/#/doctors/new');
  await first.getByLabel('Mobile number (10 digits)').fill('12345');
  await first.getByRole('button', { name: 'Add the doctor' }).click();
  await expect(first.locator('#doctor-phone-error')).toHaveText(/10 digits starting with 6, 7, 8 or 9/);
  await expect(first.locator('#doctor-firstName-error')).toHaveText(/Enter the doctor’s first name/);
  const phone = `96${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  await first.getByLabel('Mobile number (10 digits)').fill(phone);
  await first.getByLabel('First name').fill('Conflict');
  await first.getByLabel('Last name').fill('Tester');
  await first.getByLabel('Therapeutic focus').selectOption('Cardiology');
  await first.getByRole('button', { name: 'Add the doctor' }).click();
  await expect(first).toHaveURL(/#\/doctors\/\d+$/);
  await expect(first.getByRole('status')).toHaveText('Added Dr. Conflict Tester. You can edit the doctor below.');

  await second.goto(first.url());
  await expect(second.getByLabel('Qualification')).toHaveValue('');
  await first.getByLabel('Qualification').fill('MD');
  await first.getByRole('button', { name: 'Save changes' }).click();
  await expect(first.getByRole('status')).toHaveText('Saved.');

  await second.getByLabel('Qualification').fill('DM');
  await second.getByLabel('Location').fill('Pune');
  await second.getByRole('button', { name: 'Save changes' }).click();
  const conflict = second.getByRole('alert');
  await expect(conflict).toContainText(
    /This doctor was changed by someone else since you opened it \(at \d{4}-\d\d-\d\d \d\d:\d\d IST by admin@demo\.example\.com\)\. Reload it to see their changes; your text is still in the form\./,
  );
  await expect(second.getByLabel('Qualification')).toHaveValue('DM');
  await expect(second.getByLabel('Location')).toHaveValue('Pune');

  await conflict.getByRole('button', { name: 'Reload their version' }).click();
  await expect(second.getByLabel('Qualification')).toHaveValue('MD');
  await expect(second.getByLabel('Location')).toHaveValue('');
  await expect(second.getByRole('status')).toContainText('Reloaded');
  await expect(second.getByRole('alert')).toHaveCount(0);
});

test("a product saved by another since the form opened: 'Reload their version' shows theirs in the open form", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [first, second] = await twoStaff(browser, 'content');

  const title = `Conflictol ${Date.now() % 1_000_000}`;
  await first.goto('/admin/#/products');
  await first.getByRole('button', { name: 'Add a product' }).click();
  await first.getByLabel('Therapy', { exact: true }).first().selectOption({ index: 1 });
  await first.getByLabel('Title', { exact: true }).fill(title);
  await first.getByLabel('Composition', { exact: true }).fill('Conflictol 10 mg');
  await first.getByRole('button', { name: 'Add the product' }).click();
  await expect(first.getByRole('status')).toContainText(`${title} is saved.`);

  const edit = { name: `Edit ${title}` };
  for (const page of [second, first]) {
    await page.goto('/admin/#/products');
    await page.getByLabel('Search title or composition').fill(title);
    await page.getByRole('button', edit).click();
    await expect(page.getByLabel('Composition', { exact: true })).toHaveValue('Conflictol 10 mg');
  }
  await first.getByLabel('Composition', { exact: true }).fill('Conflictol 20 mg');
  await first.getByRole('button', { name: 'Save the product' }).click();
  await expect(first.getByRole('status')).toContainText(`${title} is saved.`);

  await second.getByLabel('Composition', { exact: true }).fill('Conflictol 40 mg');
  // The list the refusal asks again answers late (a busy API): 'Reload their version' pressed before that answer
  // waits for it rather than closing the form.
  let listAnswered: () => void = () => {};
  const answerLate = new Promise<void>((resolve) => {
    listAnswered = resolve;
  });
  await second.route(/\/api\/admin\/products\?/, async (route) => {
    await answerLate;
    await route.continue();
  });
  await second.getByRole('button', { name: 'Save the product' }).click();
  const conflict = second.getByRole('alert');
  await expect(conflict).toContainText(
    /This product was changed by someone else since you opened it \(at .* by admin@demo\.example\.com\)/,
  );
  await expect(second.getByLabel('Composition', { exact: true })).toHaveValue('Conflictol 40 mg');
  await conflict.getByRole('button', { name: 'Reload their version' }).click();
  await expect(second.getByLabel('Composition', { exact: true })).toHaveValue('Conflictol 40 mg');
  listAnswered(); // the held answer and every later one pass
  await expect(second.getByLabel('Composition', { exact: true })).toHaveValue('Conflictol 20 mg');
  await expect(second.getByRole('alert')).toHaveCount(0);
  await second.getByLabel('Composition', { exact: true }).fill('Conflictol 40 mg');
  await second.getByRole('button', { name: 'Save the product' }).click();
  await expect(second.getByRole('status')).toContainText(`${title} is saved.`);
});

test("a banner saved by another since the form opened: refused, then 'Reload their version' shows theirs", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [first, second] = await twoStaff(browser, 'content');

  // Off and for one focus, so no doctor's popup and no other file's first row changes.
  await first.goto('/admin/#/banners');
  await first.getByRole('button', { name: 'Add a banner' }).click();
  await first.getByLabel('Image', { exact: true }).fill('popup.svg');
  await first.getByLabel('Therapeutic focus', { exact: true }).selectOption('Neurology');
  await first.getByLabel('Order (lower first)').fill('77');
  await first.getByLabel('Active (shown to doctors)').uncheck();
  await first.getByRole('button', { name: 'Add the banner' }).click();
  const status = first.getByRole('status');
  await expect(status).toContainText(/Banner \d+ saved/);
  const id = (await status.textContent())?.match(/Banner (\d+) saved/)?.[1];

  const order = (page: typeof first) => page.getByLabel('Order (lower first)');
  for (const page of [second, first]) {
    if (page === second) await page.goto('/admin/#/banners');
    await page.getByRole('button', { name: new RegExp(`^Edit banner ${id} \\(`) }).click();
    await expect(order(page)).toHaveValue('77');
  }
  // The list asked again after the save answers late: Edit pressed before that answer opens the saved version (78)
  // once it has come, never the listed one from before the save (77).
  let listAnswered: () => void = () => {};
  const answerLate = new Promise<void>((resolve) => {
    listAnswered = resolve;
  });
  await first.route(/\/api\/admin\/banners(\?|$)/, async (route) => {
    await answerLate;
    await route.continue();
  });
  await order(first).fill('78');
  await first.getByRole('button', { name: 'Save the banner' }).click();
  await expect(status).toContainText(`Banner ${id} saved`);
  await first.getByRole('button', { name: new RegExp(`^Edit banner ${id} \\(`) }).click();
  await expect(order(first)).toHaveCount(0);
  listAnswered();
  await expect(order(first)).toHaveValue('78');
  await expect(first.locator('form :focus')).toHaveCount(1);
  await first.getByRole('button', { name: 'Cancel' }).click();

  await order(second).fill('79');
  await second.getByRole('button', { name: 'Save the banner' }).click();
  const conflict = second.getByRole('alert');
  await expect(conflict).toContainText(
    /This banner was changed by someone else since you opened it \(at .* by admin@demo\.example\.com\)/,
  );
  await expect(order(second)).toHaveValue('79');
  await conflict.getByRole('button', { name: 'Reload their version' }).click();
  await expect(order(second)).toHaveValue('78');
  await expect(second.getByRole('alert')).toHaveCount(0);
  await order(second).fill('79');
  await second.getByRole('button', { name: 'Save the banner' }).click();
  await expect(second.getByRole('status')).toContainText(`Banner ${id} saved`);
});
