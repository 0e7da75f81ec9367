/**
 * Erasure with open safety records (issue 41 item 2) at 1280x800 against the real API: a doctor created for the
 * test asks a medical question and asks to be erased; the compliance officer's erase dialog warns that the question
 * is still open, and after the erasure the medical-questions queue still names the doctor with phone and e-mail.
 */
import { expect, type Page, test } from '@playwright/test';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';
import { expectAccessible, TEST_CODE } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const compliance = DEMO_STAFF.find((s) => s.role === 'compliance');

/** The [status, payload] envelope's payload of an API answer. */
async function payloadOf<T>(answer: { json(): Promise<unknown> }): Promise<T> {
  return ((await answer.json()) as [unknown, T])[1];
}

/** A new doctor (made through the staff API) who asks a medical question and then asks to be erased. */
async function doctorWithOpenQuestion(page: Page, phone: string): Promise<void> {
  const stored = await page.evaluate(() => sessionStorage.getItem('portal-console-session'));
  const staffKey = (JSON.parse(stored ?? '{}') as { key: string }).key;
  const made = await page.request.post('/api/admin/doctors', {
    headers: { authorization: `Staff ${staffKey}` },
    data: {
      countryCode: '91',
      phone,
      firstName: 'Erasmus',
      lastName: 'Reporter',
      email: 'erasmus.reporter@example.org',
      therapeuticFocus: 'Cardiology',
    },
  });
  expect(made.status()).toBe(200);
  const check = await page.request.post('/api/check.php', { data: { country_code: '91', mobile_no: phone } });
  const { key: challenge } = await payloadOf<{ key: string }>(check);
  const login = await page.request.post('/api/login.php', { data: { key: challenge, otp: TEST_CODE } });
  const { key } = await payloadOf<{ key: string }>(login);
  const member = { authorization: `Bearer ${key}` };
  const found = await page.request.get('/api/Searchmoleculeproducts.php?searchedString=Telmicor', { headers: member });
  const products = await payloadOf<{ product_id: string }[] | { result: { product_id: string }[] }>(found);
  const productId = Number((Array.isArray(products) ? products : products.result)[0]?.product_id);
  const asked = await page.request.post('/api/medical-questions', {
    headers: member,
    data: { product_id: productId, question: 'Can it be taken with metformin?', reply_channel: 'email' },
  });
  expect(asked.status()).toBe(200);
  const erase = await page.request.post('/api/RequestErasure.php', { headers: member, data: { confirm: true } });
  expect(erase.status()).toBe(200);
}

test('the erase dialog warns of open safety records, which keep the reporter after the erasure', async ({ page }) => {
  test.setTimeout(120_000);
  if (!compliance) throw new Error('no demo compliance account');
  await consoleSignIn(page, compliance);
  const phone = '9876543298';
  await doctorWithOpenQuestion(page, phone);

  await page.goto('/admin/#/compliance/erasures');
  const table = page.getByRole('table', { name: 'Erasure requests' });
  await expect(table).toContainText('Erasmus Reporter');
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
});
