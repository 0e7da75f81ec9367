/**
 * A console list keeps its query in the address (docs/CONSOLE.md) at 1280x800: the doctors list searched, filtered
 * and on page 2 shows the same search, filter, page and rows after opening a doctor and going Back, and after a
 * reload.
 */
import { expect, type Page, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const admin = DEMO_STAFF.find((s) => s.role === 'admin');

/** The search box, the country filter, the pager's count and the rows' names show `surname`'s page 2. */
async function expectPageTwo(page: Page, surname: string, names: string[]): Promise<void> {
  await expect(page.getByLabel('Search name, mobile or e-mail')).toHaveValue(surname);
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('91');
  await expect(page.getByText('27 rows · page 2 of 2')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Doctors' }).locator('tbody tr a')).toHaveText(names);
}

test('a searched, filtered doctors list keeps its page after opening a doctor, Back and a reload', async ({ page }) => {
  test.setTimeout(120_000);
  if (!admin) throw new Error('no admin account in the demo staff');
  await consoleSignIn(page, admin);
  const stored = await page.evaluate(() => sessionStorage.getItem('portal-console-session'));
  const staffKey = (JSON.parse(stored ?? '{}') as { key: string }).key;
  // 27 doctors of a surname no other spec uses: one more page than 25 rows.
  const surname = `Addressed${Date.now() % 100_000}`;
  const base = String(Date.now() % 10_000).padStart(4, '0');
  for (let n = 1; n <= 27; n += 1) {
    const made = await page.request.post('/api/admin/doctors', {
      headers: { authorization: `Staff ${staffKey}` },
      data: {
        countryCode: '91',
        phone: `9871${base}${String(n).padStart(2, '0')}`,
        firstName: `Doc${String(n).padStart(2, '0')}`,
        lastName: surname,
        therapeuticFocus: 'Cardiology',
      },
    });
    expect(made.status()).toBe(200);
  }

  await page.goto('/admin/#/doctors');
  const search = page.getByLabel('Search name, mobile or e-mail');
  await search.fill(surname);
  await search.press('Enter');
  await page.getByLabel('Country', { exact: true }).selectOption('91');
  await expect(page.getByText('27 rows · page 1 of 2')).toBeVisible();
  // Typing and filtering rewrote the address in place.
  await expect(page).toHaveURL(new RegExp(`#/doctors\\?q=${surname}&countryCode=91$`));
  // Next acts once the filtered rows are in (a press while they load does nothing).
  await expect(page.locator('.table-wrap[aria-busy="false"]')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`#/doctors\\?q=${surname}&countryCode=91&page=2$`));
  await expect(page.getByText('27 rows · page 2 of 2')).toBeVisible();
  const links = page.getByRole('table', { name: 'Doctors' }).locator('tbody tr a');
  await expect(links).toHaveCount(2);
  const names = await links.allTextContents();

  // Open a doctor, then Back: the same search, filter, page and rows.
  await links.first().click();
  await expect(page).toHaveURL(/#\/doctors\/[0-9]+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Doctors');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#/doctors\\?q=${surname}&countryCode=91&page=2$`));
  await expectPageTwo(page, surname, names);

  // A reload keeps them too (the session lives in the tab).
  await page.reload();
  await expectPageTwo(page, surname, names);

  // Back once more: page 1 of the same search (a page is a history entry; the search and filter are not).
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#/doctors\\?q=${surname}&countryCode=91$`));
  await expect(page.getByText('27 rows · page 1 of 2')).toBeVisible();
  await expect(search).toHaveValue(surname);
});
