/**
 * Working the safety queues (issue 41) at 1280x800: a doctor made for the test asks a medical question; the
 * compliance officer assigns it to themself (an arrow key on the picker only asks; the confirmation saves, the focus
 * staying on the picker) and adds an internal note (typed and not added, it asks before the screen is left), which
 * stays after a reload with author and
 * time. (The "due within 48 h" and "overdue" marks need a clock days ahead: tests/server/admin-safety-work.test.ts.)
 * A side-effect report's status is set the same way: a pick names the report and the new status and asks first (an
 * arrow key only asks, Cancel leaves the stored status on screen); once closed the report leaves the open queue. On a
 * 360 px phone a report's details stack each label above its value. A typed answer to a question asks before Escape or
 * Cancel throws it away.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn, nativeQuestions } from './admin-console.ts';
import { askAboutTelmicor, newDoctor } from './console-doctor.ts';
import { freshMobile } from './fresh.ts';
import { expectAccessible } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const demoCompliance = DEMO_STAFF.find((s) => s.role === 'compliance');
if (!demoCompliance) throw new Error('no demo compliance account');
const compliance = demoCompliance;

/** Signs compliance in to the console and enrols a doctor of the test's own; answers the doctor's session key. */
async function complianceWithNewDoctor(page: Page, firstName: string, lastName: string): Promise<string> {
  await consoleSignIn(page, compliance);
  const email = `${firstName}.${lastName}@example.org`.toLowerCase();
  return newDoctor(page, { phone: freshMobile(), firstName, lastName, email });
}

test('a question is assigned and gets an internal note that stays, with its author', async ({ page }) => {
  test.setTimeout(90_000);
  const key = await complianceWithNewDoctor(page, 'Queue', 'Worker');
  const number = await askAboutTelmicor(page, key, 'Is a half dose safe in renal impairment?');

  await page.goto('/admin/#/compliance/questions');
  await page.getByLabel('Search number, product, doctor or mobile').fill(number);
  await page.getByLabel('Search number, product, doctor or mobile').press('Enter');
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').first()).toContainText('IST');
  // An arrow key on the picker saves nothing: a dialog asks first, and Cancel leaves the focus on the picker.
  const picker = row.getByLabel(`Assignee of ${number}`);
  await picker.focus();
  await picker.press('ArrowDown');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${number} will be assigned to`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(picker).toBeFocused();
  await expect(picker).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: 'assigned to' })).toHaveCount(0);
  await picker.selectOption({ label: compliance.name });
  await dialog.getByRole('button', { name: `Assign to ${compliance.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${number} assigned to ${compliance.name}.` })).toBeVisible();
  await expect(picker).toBeFocused();
  await expect(picker).toHaveValue(/\d+/);

  await row.getByText('Internal notes (0)').click();
  await row.getByLabel(`New note on ${number}`).fill('Called the doctor: eGFR 35, answer by e-mail.');
  // A note typed and not added: a link to another screen asks first, and staying keeps it.
  const questions = nativeQuestions(page, { withType: true });
  await page.getByRole('link', { name: 'Side effects' }).click();
  expect(questions.asked).toEqual([
    'confirm: Leave this screen? What you typed in the form is not saved and will be lost.',
  ]);
  await expect(row.getByLabel(`New note on ${number}`)).toHaveValue('Called the doctor: eGFR 35, answer by e-mail.');
  await row.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Note added to ${number}.` })).toBeVisible();
  await expect(row.getByRole('listitem')).toContainText('Called the doctor: eGFR 35, answer by e-mail.');
  await expectAccessible(page);

  await page.reload();
  await page.getByLabel('Search number, product, doctor or mobile').fill(number);
  await page.getByLabel('Search number, product, doctor or mobile').press('Enter');
  const again = page.getByRole('row').filter({ hasText: number });
  await expect(again.getByLabel(`Assignee of ${number}`)).toHaveValue(/\d+/);
  await again.getByText('Internal notes (1)').click();
  await expect(again.getByRole('listitem')).toContainText(compliance.name);
  await expect(again.getByRole('listitem')).toContainText('eGFR 35');
  // The note added, nothing typed is left: the reload did not ask.
  expect(questions.asked).toHaveLength(1);
});

/** The doctor of `memberKey` reports a serious side effect of Telmicor; answers its number (AE-…). */
async function reportOnTelmicor(page: Page, memberKey: string): Promise<string> {
  const member = { authorization: `Bearer ${memberKey}` };
  const found = await page.request.get('/api/Searchmoleculeproducts.php?searchedString=Telmicor', { headers: member });
  const [, products] = (await found.json()) as [
    unknown,
    { product_id: string }[] | { result: { product_id: string }[] },
  ];
  const productId = Number((Array.isArray(products) ? products : products.result)[0]?.product_id);
  const reported = await page.request.post('/api/adverse-events', {
    headers: member,
    data: {
      product_id: productId,
      patient_initials: 'S.P.',
      patient_age: '61',
      patient_sex: 'female',
      event: 'Fainted twice on the second day.',
      serious: true,
      serious_criteria: ['hospitalisation'],
      onset_date: '2026-11-18',
      outcome: 'recovering',
    },
  });
  expect(reported.status()).toBe(200);
  return ((await reported.json()) as [unknown, { number: string }])[1].number;
}

test("a side-effect report's status is asked before it is set, and a closed report leaves the open queue", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const key = await complianceWithNewDoctor(page, 'Status', 'Setter');
  const number = await reportOnTelmicor(page, key);

  await page.goto('/admin/#/compliance/side-effects');
  const search = page.getByLabel('Search number, product, doctor or mobile');
  await search.fill(number);
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  const picker = row.getByLabel(`Status of ${number}`);
  await expect(picker).toHaveValue('new');
  await expect(row.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  // An arrow key only asks; Cancel leaves the stored status on the picker and saves nothing.
  await picker.focus();
  await picker.press('ArrowDown');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Set ${number} to in progress?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(picker).toBeFocused();
  await expect(picker).toHaveValue('new');
  await expect(page.getByRole('status').filter({ hasText: number })).toHaveCount(0);

  await picker.selectOption('closed');
  await expect(dialog).toContainText(`${number} will be marked closed. It leaves the open queue`);
  await dialog.getByRole('button', { name: 'Set to closed' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${number} is now closed.` })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByLabel('Status', { exact: true }).selectOption('closed');
  await expect(row.getByLabel(`Status of ${number}`)).toHaveValue('closed');
});

test("a side-effect report's details read in lines as wide as its card on a 360 px phone", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const key = await complianceWithNewDoctor(page, 'Narrow', 'Reader');
  const number = await reportOnTelmicor(page, key);
  await page.goto(`/admin/#/compliance/side-effects?q=${number}`);
  await page.getByText(`Details`, { exact: true }).click();
  const details = page.locator('.details-list');
  const event = details.locator('dd').first();
  await expect(event).toContainText('Fainted twice on the second day.');
  // Each label stands above its value: the event's text takes the list's whole width, not a column beside the labels.
  const [list, text] = [await details.boundingBox(), await event.boundingBox()];
  expect(text?.width ?? 0).toBeGreaterThanOrEqual((list?.width ?? 0) - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("a medical question's typed answer is not thrown away by Escape or Cancel without a question", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const key = await complianceWithNewDoctor(page, 'Long', 'Answer');
  const number = await askAboutTelmicor(page, key, 'Can it be taken with grapefruit juice?');
  const questions = nativeQuestions(page);
  const { asked } = questions;

  await page.goto(`/admin/#/compliance/questions?q=${number}`);
  const open = page.getByRole('button', { name: `Answer ${number}` });
  const answerDialog = page.getByRole('dialog', { name: `Answer ${number}` });
  // Nothing typed: Escape closes at once.
  await open.click();
  await expect(answerDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(answerDialog).toHaveCount(0);
  expect(asked).toEqual([]);

  await open.click();
  await page.getByLabel('Answer the doctor will read').fill('No interaction is known; it can be taken with it.');
  await page.keyboard.press('Escape');
  await expect.poll(() => asked).toEqual(['Close without saving? What you typed here will be lost.']);
  await expect(answerDialog).toBeVisible();
  await expect(page.getByLabel('Answer the doctor will read')).toHaveValue(
    'No interaction is known; it can be taken with it.',
  );
  questions.answer = 'accept';
  await answerDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(answerDialog).toHaveCount(0);
  expect(asked).toHaveLength(2);
  await expect(open).toBeFocused();
});
