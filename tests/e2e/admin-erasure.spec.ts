/**
 * Erasure with open safety records (issue 41 item 2) at 1280x800 against the real API: a doctor created for the
 * test asks a medical question and asks to be erased; the compliance officer's erase dialog warns that the question
 * is still open, and after the erasure the medical-questions queue still names the doctor with phone and e-mail (and
 * its search finds them by that name and phone), and
 * the doctors list opens the record as "Erased doctor #id".
 */
import { expect, type Page, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';
import { askAboutTelmicor, newDoctor } from './console-doctor.ts';
import { freshMobile } from './fresh.ts';
import { expectAccessible } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const compliance = DEMO_STAFF.find((s) => s.role === 'compliance');

/** A new doctor (made through the staff API) who asks a medical question and then asks to be erased. */
async function doctorWithOpenQuestion(page: Page, phone: string): Promise<void> {
  const key = await newDoctor(page, {
    phone,
    firstName: 'Erasmus',
    lastName: 'Reporter',
    email: 'erasmus.reporter@example.org',
  });
  await askAboutTelmicor(page, key, 'Can it be taken with metformin?');
  const member = { authorization: `Bearer ${key}` };
  const erase = await page.request.post('/api/RequestErasure.php', { headers: member, data: { confirm: true } });
  expect(erase.status()).toBe(200);
}

test('the erase dialog warns of open safety records, which keep the reporter after the erasure', async ({ page }) => {
  test.setTimeout(120_000);
  if (!compliance) throw new Error('no demo compliance account');
  await consoleSignIn(page, compliance);
  const phone = freshMobile();
  await doctorWithOpenQuestion(page, phone);

  await page.goto('/admin/#/compliance/erasures');
  const table = page.getByRole('table', { name: 'Erasure requests' });
  await expect(table).toContainText('Erasmus Reporter');
  await expect(table.getByRole('row').filter({ hasText: 'Erasmus Reporter' })).toContainText(/ER-\d{6}/);
  await page.getByRole('button', { name: 'Erase the data of Erasmus Reporter' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('confirm-warning')).toContainText(
    'Still open: 1 medical question and 0 side-effect reports',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText('The data of Erasmus Reporter is erased.')).toBeVisible();

  await page.goto('/admin/#/compliance/questions');
  const questions = page.getByRole('table', { name: 'Medical questions' });
  await expect(questions).toContainText('Erasmus Reporter');
  await expect(questions).toContainText(`+91 ${phone}`);
  // Found by the kept name and phone the row shows, as typed from it.
  const search = page.getByLabel('Search number, product, doctor or mobile');
  for (const q of ['Erasmus Reporter', `+91 ${phone.slice(0, 5)}-${phone.slice(5)}`]) {
    await search.fill(q);
    await search.press('Enter');
    await expect(page.getByText(/^1 row · /)).toBeVisible();
    await expect(questions.locator('tbody tr')).toHaveCount(1);
    await expect(questions).toContainText('Erasmus Reporter');
  }

  // The doctors list (newest first) still opens the erased record, by a link that says what it is.
  await page.goto('/admin/#/doctors');
  const newest = page.getByRole('table', { name: 'Doctors' }).locator('tbody tr').first();
  await expect(newest.getByRole('link')).toHaveText(/^Erased doctor #\d+$/);
  await expect(newest).not.toContainText('erased-');
  await newest.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Erased doctor #\d+$/);
});
