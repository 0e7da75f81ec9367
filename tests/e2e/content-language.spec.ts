/**
 * Content in the doctor's language (issue 43 §1) in Chromium against the real API and the demo data: a Hindi member
 * sees Hindi category titles on /hi/home, a Nepali member Nepali therapy names on /ne/therapies, and a therapy card
 * still opens its products by the English title; a product's English composition is marked lang=en on the card and in
 * its order form. Members bikash (hi) and meera (ne) go back to English at the end.
 */
import { expect, type Page, test } from './test.ts';
import { pages as nePages } from '../../src/shared/messages/ne/pages.ts';
import {
  apiSession,
  hydrated,
  type MemberName,
  membersBackToEnglish,
  signInByApi,
  signInInLanguage,
} from './helpers.ts';

/** Stores `language` on the member and in this browser, signs in and opens `address`. */
async function signInIn(page: Page, member: MemberName, language: 'hi' | 'ne', address: string): Promise<void> {
  await signInInLanguage(page, member, language);
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await hydrated(page);
}

test('a Hindi member sees the home categories in Hindi', async ({ page }) => {
  await signInIn(page, 'bikash', 'hi', '/hi/home');
  await expect(page.getByRole('link', { name: 'सैंपल और सेवाएं मँगाएँ' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'चिकित्सा सामग्री' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Order Samples & Services' })).toHaveCount(0);
});

test('a Hindi member’s home card opens the Hindi articles, and an untranslated video title is marked English', async ({
  page,
}) => {
  await signInIn(page, 'bikash', 'hi', '/hi/home');
  await expect(page.getByRole('link', { name: 'नवीनतम लेख' })).toHaveAttribute('href', '/hi/articles');
  await page.goto('/hi/videos/cme-videos/Cardiology/CME%20Videos');
  await hydrated(page);
  const titles = page.locator('h2.video__title');
  await expect(titles.first()).toBeVisible();
  const marks = await titles.evaluateAll((headings) =>
    headings.map((h) => [/[\u0900-\u097f]/.test(h.textContent ?? ''), h.getAttribute('lang')]),
  );
  // A screen reader reads an English title with English pronunciation; a Hindi one in the page's language.
  for (const [devanagari, lang] of marks) expect(lang).toBe(devanagari ? null : 'en');
  expect(marks.some(([devanagari]) => !devanagari)).toBe(true);
});

test('a Nepali member sees therapy and product names in Nepali; a card opens its products by the English title', async ({
  page,
}) => {
  await signInIn(page, 'meera', 'ne', '/ne/therapies');
  const card = page.getByRole('link', { name: 'उच्च रक्तचापका औषधि' });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', '/ne/products/Antihypertensives');
  await card.click();
  await page.waitForURL('**/ne/products/Antihypertensives');
  // The product's name as a Nepali member reads it (its English title stays the key of its address and orders).
  await expect(page.getByText('टेल्मीकोर', { exact: false }).first()).toBeVisible();
  // Its composition is in English: a screen reader reads it with English pronunciation, not as Nepali.
  await expect(page.getByText('Telmisartan 40 mg', { exact: true })).toHaveAttribute('lang', 'en');
  // Its order form is titled as the card reads, not with the English title the order is sent under.
  await page.getByRole('button', { name: 'टेल्मीकोर', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'टेल्मीकोर' })).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Telmicor', { exact: true })).toHaveCount(0);
});

test('a Nepali member finds an order in Order History under the service’s Nepali title', async ({ page }) => {
  const { key } = await apiSession(page.request, 'meera');
  const placed = await page.request.post('/api/ServAccessories.php', {
    headers: { authorization: `Bearer ${key}` },
    data: { sub_category: 'Clinic Accessories' },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const id = ((await placed.json()) as [unknown, { ID: string }])[1].ID;
  await signInIn(page, 'meera', 'ne', '/ne/services');
  const history = page.getByRole('list', { name: 'अर्डर इतिहास' });
  await expect(async () => {
    await page.getByRole('heading', { name: 'अर्डर इतिहास', exact: true }).scrollIntoViewIfNeeded();
    await expect(history).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  // The order's number as the Nepali page writes it ("अर्डर नं. 42"), its title as the service's card reads it.
  const order = history.getByRole('listitem').filter({ hasText: new RegExp(`अर्डर नं\\. ${id}(?!\\d)`) });
  await expect(order.getByRole('heading', { name: 'क्लिनिक सामग्री', exact: true })).toBeVisible();
  await expect(order.getByRole('heading', { name: 'Clinic Accessories' })).toHaveCount(0);
  // When it was asked for, in Nepali ("2026 डिसेम्बर 7, 15:44"): this Chromium, like Chrome, has no Nepali dates.
  const months = (nePages.dayFormat.split('|')[1] ?? '').split(',').join('|');
  await expect(order).toContainText(new RegExp(`\\d{4} (${months}) \\d{1,2}, \\d{1,2}:\\d{2}`));
  await expect(order).not.toContainText(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b|\b[ap]m\b/);
});

test('a Hindi member typing a brand in Devanagari is suggested it, named in Hindi, and its products open', async ({
  page,
}) => {
  await signInIn(page, 'bikash', 'hi', '/hi/services');
  const box = page.getByRole('searchbox', { name: 'मॉलिक्यूल खोजें' });
  await box.click();
  await box.pressSequentially('एम्लो', { delay: 50 });
  const list = page.getByRole('listbox', { name: 'सुझाव' });
  // The product by its Hindi name, its therapy too; the molecule keeps its international name.
  const amlocard = list.getByRole('option', { name: /^एम्लोकार्ड/ });
  await expect(amlocard).toContainText('उच्च रक्तचाप की दवाएँ');
  await expect(list.getByRole('option', { name: /^Amlodipine/ })).toContainText('एम्लोकार्ड');
  await expect(list.getByRole('option', { name: /^Amlocard/ })).toHaveCount(0);
  await amlocard.click();
  await page.waitForURL('**/hi/searchproducts/Amlocard');
  await expect(page.getByRole('button', { name: 'एम्लोकार्ड', exact: true })).toBeVisible();
});

test.afterEach(membersBackToEnglish(['bikash', 'meera']));

test("a product's order form on a Hindi page marks its English composition lang=en, as the card does", async ({
  page,
}) => {
  await signInByApi(page, 'demo', '/privacy');
  await page.evaluate(() => localStorage.setItem('language', 'hi'));
  await page.goto('/hi/products/Antihypertensives');
  await hydrated(page);
  await page.getByRole('button', { name: 'एम्लोकार्ड', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'एम्लोकार्ड' });
  await expect(dialog.getByText('Amlodipine 5 mg', { exact: true })).toHaveAttribute('lang', 'en');
});
