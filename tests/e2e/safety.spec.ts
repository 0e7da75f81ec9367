/**
 * Medical questions and side-effect reports (issue 27 §3) against the real API: Dr. Arjun reports a side effect in
 * Hindi from a product's order modal and sees the acknowledgement; Dr. Asha Rao asks a medical question; compliance
 * staff see both in the console's queues and answer the question, which the doctor then reads.
 */
import { expect, type Page, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';
import { expectAccessible, hydrated, signInByApi } from './helpers.ts';

const compliance = DEMO_STAFF.find((s) => s.role === 'compliance');

/** Opens a member page in Hindi (the language chosen in this browser). */
async function inHindi(page: Page, path: string): Promise<void> {
  await page.evaluate(() => localStorage.setItem('language', 'hi'));
  await page.goto(`/hi${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await hydrated(page);
}

test('a side effect reported in Hindi and a medical question reach the console, where the question is answered', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  if (!compliance) throw new Error('no demo compliance account');

  // Dr. Arjun, in Hindi: from Telmicor's order modal to the side-effect form, with the product chosen.
  await signInByApi(page, 'arjun', '/privacy');
  await inHindi(page, '/products/Antihypertensives');
  // The card reads as the page's language names it (the page's early call asks in Hindi too).
  await page.getByRole('button', { name: 'टेल्मीकोर', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'साइड इफ़ेक्ट की रिपोर्ट करें' }).click();
  await page.waitForURL(/\/hi\/report-side-effect\/?\?product=\d+/);
  await hydrated(page);
  await expect(page.getByLabel('प्रोडक्ट', { exact: true })).toHaveValue(/^\d+$/);
  // The form names the product as the card did.
  await expect(page.getByLabel('प्रोडक्ट', { exact: true }).locator('option:checked')).toHaveText('टेल्मीकोर');

  // An empty form names every missing field at once, in Hindi, and takes the doctor to the first (issue 40 §1).
  await page.getByRole('button', { name: 'रिपोर्ट भेजें' }).click();
  await expect(page.getByLabel('मरीज़ के नाम के पहले अक्षर')).toBeFocused();
  // Initials, age, sex, what happened, whether it was serious (no answer is chosen for the doctor), onset date and
  // outcome.
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(7);
  await expect(page.getByLabel('गंभीर', { exact: true })).not.toBeChecked();
  await expect(page.getByLabel('गंभीर नहीं', { exact: true })).not.toBeChecked();
  await expect(page.getByText('कृपया उम्र वर्षों में या आयु वर्ग बताएं।')).toBeVisible();

  await page.getByLabel('मरीज़ के नाम के पहले अक्षर').fill('R.K.');
  await page.getByLabel('उम्र (वर्ष)').fill('54');
  await page.getByLabel('महिला').check();
  await page.getByLabel('क्या हुआ').fill('टेल्मिकॉर शुरू करने के तीन दिन बाद दोनों बाहों पर खुजली वाले चकत्ते।');
  await page.getByLabel('गंभीर', { exact: true }).check();
  await page.getByLabel('अस्पताल में भर्ती या लंबा ठहराव').check();
  await page.getByLabel('शुरू होने की तारीख').fill('2026-11-20');
  await page.getByLabel('परिणाम').selectOption({ label: 'ठीक हो रहा है' });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'रिपोर्ट भेजें' }).click();
  const receipt = page.getByRole('heading', { name: /^प्राप्त हुआ: AE-\d{4}-\d{6}$/ });
  await expect(receipt).toBeVisible();
  // The whole receipt is on screen, not left above a page still scrolled down to the button (issue 40 §1).
  await expect(page.getByRole('status').filter({ has: receipt })).toBeInViewport({ ratio: 0.99 });
  await expect(page.getByText(/फ़ार्माकोविजिलेंस टीम तक पहुंच गई है/)).toBeVisible();
  const reportNumber = ((await receipt.textContent()) ?? '').replace('प्राप्त हुआ: ', '');

  // Dr. Asha Rao asks a medical question, finding the product by its name.
  const doctorContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const doctor = await doctorContext.newPage();
  try {
    await signInByApi(doctor, 'asha', '/medical-question');
    await hydrated(doctor);
    await doctor.getByLabel('Find the product').fill('Losavi');
    const product = doctor.getByLabel('Product', { exact: true });
    await expect(product.locator('option', { hasText: 'Losavita' }).first()).toBeAttached();
    // The products found are counted in a status, read out when the select fills.
    await expect(doctor.getByRole('status').filter({ hasText: /^\d+ products? found$/ })).toBeVisible();
    await product.selectOption({ label: 'Losavita' });
    await doctor.getByLabel('Your question').fill('Can Losavita be given with lithium?');
    await doctor.getByLabel('E-mail').check();
    await doctor.getByRole('button', { name: 'Send question' }).click();
    const asked = doctor.getByRole('heading', { name: /^Received: MQ-\d{4}-\d{6}$/ });
    await expect(asked).toBeVisible();
    const questionNumber = ((await asked.textContent()) ?? '').replace('Received: ', '');
    const mine = doctor.getByRole('region', { name: 'My questions' });
    await expect(mine.getByRole('listitem').filter({ hasText: questionNumber })).toContainText('New');

    // Compliance staff see both queues and answer the question.
    const staff = await staffContext.newPage();
    await consoleSignIn(staff, compliance);
    await staff.getByRole('link', { name: 'Compliance' }).click();
    await staff.getByRole('link', { name: 'Side effects' }).click();
    const reports = staff.getByRole('table', { name: 'Side-effect reports' });
    await expect(reports.getByRole('row').filter({ hasText: reportNumber })).toContainText('hospitalisation');
    // Staff read the product by its catalogue title, whichever language the doctor reported in.
    await expect(reports.getByRole('row').filter({ hasText: reportNumber })).toContainText('Telmicor');
    // Its details open from a button named for the report, not one of many "Details".
    await expect(
      reports.getByRole('row').filter({ hasText: reportNumber }).locator('summary', { hasText: 'Details' }),
    ).toHaveAccessibleName(`Details of ${reportNumber}`);
    await expectAccessible(staff);
    await staff.getByRole('link', { name: 'Medical questions' }).click();
    const questions = staff.getByRole('table', { name: 'Medical questions' });
    await expect(questions.getByRole('row').filter({ hasText: questionNumber })).toContainText('Losavita');
    await staff.getByRole('button', { name: `Answer ${questionNumber}` }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('Answer the doctor will read').fill('Monitor lithium levels closely; see section 4.5.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(staff.getByRole('status').filter({ hasText: `${questionNumber} saved.` })).toBeVisible();

    // The doctor reads the answer.
    await doctor.reload();
    await hydrated(doctor);
    const answered = doctor.getByRole('listitem').filter({ hasText: questionNumber });
    await expect(answered).toContainText('Answered');
    await expect(answered).toContainText('Monitor lithium levels closely; see section 4.5.');
  } finally {
    await Promise.all([doctorContext.close(), staffContext.close()]);
  }
});

test('an empty medical question names every missing field at once, in Nepali, under each field', async ({ page }) => {
  await signInByApi(page, 'asha', '/privacy');
  await page.evaluate(() => localStorage.setItem('language', 'ne'));
  await page.goto('/ne/medical-question');
  await hydrated(page);
  await page.getByRole('button', { name: 'प्रश्न पठाउनुहोस्' }).click();
  // Product, question and how to answer, each under its field, the first taking the focus (issue 40 §1).
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(3);
  await expect(page.getByLabel('उत्पादन', { exact: true })).toBeFocused();
  await expect(page.getByText('कृपया पहिले उत्पादन छान्नुहोस्।')).toBeVisible();
  await expect(page.getByText('कृपया यो भर्नुहोस्।')).toBeVisible();
  await expect(page.getByText('कृपया हामीले कसरी जवाफ दिने छान्नुहोस्।')).toBeVisible();
  // Never the API's sentence with the field's question pasted in.
  await expect(page.getByText(/दिऔं\? जाँच/)).toHaveCount(0);
});

test("a report's dates reach today in the browser, days after the site was built", async ({ page }) => {
  await signInByApi(page, 'asha', '/privacy');
  const later = new Date(Date.now() + 10 * 86_400_000);
  await page.clock.install({ time: later });
  await page.goto('/report-side-effect');
  await hydrated(page);
  // The page was drawn on its build day: React, hydrating, would keep that day as the latest a doctor may pick.
  const day = await page.evaluate(() => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  });
  await expect(page.getByLabel('Started on')).toHaveAttribute('max', day);
  await expect(page.getByLabel('Stopped on')).toHaveAttribute('max', day);
});

test('a double tap on Send: the second tap, as the page jumps to the missing seriousness, chooses nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInByApi(page, 'asha', '/privacy');
  await page.goto('/report-side-effect');
  await hydrated(page);
  await page.getByLabel('Find the product').fill('Telmi');
  const product = page.getByLabel('Product', { exact: true });
  await expect(product.locator('option')).not.toHaveCount(1);
  await product.selectOption({ index: 1 });
  await page.getByLabel('Patient initials').fill('A.B.');
  await page.getByLabel('Age in years').fill('45');
  await page.getByLabel('Female').check();
  await page.getByLabel('What happened').fill('Dizziness on standing.');
  await page.getByLabel('Serious', { exact: true }).check();
  await page.getByLabel('Started on').fill('2026-12-01');
  await page.getByLabel('Outcome').selectOption({ label: 'Recovered' });
  const send = page.getByRole('button', { name: 'Send report' });
  await send.scrollIntoViewIfNeeded();
  const box = await send.boundingBox();
  if (!box) throw new Error('no Send button on screen');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const criteria = page.locator('input[name="serious_criteria"]');
  await page.mouse.click(x, y);
  await expect(criteria.first()).toBeFocused();
  // The page moved the first criterion into view: a tap at the same spot now lands on another field, not on Send.
  const under = await page.evaluate(
    ({ px, py }) => {
      const element = document.elementFromPoint(px, py);
      return element?.closest('form') ? (element.closest('button') ? 'button' : 'field') : 'outside';
    },
    { px: x, py: y },
  );
  expect(under).toBe('field');
  await page.mouse.click(x, y);
  await expect(criteria.and(page.locator(':checked'))).toHaveCount(0);
  await expect(page.locator('#safety-criteria-error')).toHaveText('Tick at least one.');
  // Later taps count again.
  await page.waitForTimeout(600);
  await page.getByLabel('Disability or incapacity').check();
  await expect(page.getByLabel('Disability or incapacity')).toBeChecked();
});
