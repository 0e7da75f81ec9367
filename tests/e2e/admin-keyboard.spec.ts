/**
 * The console by keyboard and screen reader (1280x800): a skip link first, another screen takes the focus to its
 * heading, the pager keeps the focus while a page loads and says the new count, row boxes name their row, a refused
 * save marks its fields invalid and described by their errors, a reason left empty takes the focus, and the focus
 * ring is the accent. At 360 px the dashboard's scrolling table can be scrolled by keyboard (axe).
 */
import AxeBuilder from '@axe-core/playwright';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const [admin] = DEMO_STAFF;

test('a skip link comes first, and another screen takes the focus to its heading', async ({ page }) => {
  await consoleSignIn(page, admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('button', { name: 'Skip to the screen' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();

  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Orders' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Orders');
});

test('the pager keeps the focus while the next page loads, and the count is a live region', async ({ page }) => {
  await consoleSignIn(page, admin);
  await page.goto('/admin/#/products?pageSize=10');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  const count = pager.locator('[aria-live="polite"]');
  await expect(count).toContainText('page 1 of');
  const pages = Number((await count.textContent())?.match(/of (\d+)/)?.[1]);
  expect(pages).toBeGreaterThan(1);
  const next = pager.getByRole('button', { name: 'Next' });
  await next.focus();
  // The count names the page asked for at once; Next waits for its rows (a press while they load does nothing).
  const loaded = page.locator('.table-wrap[aria-busy="false"]');
  for (let page_ = 2; page_ <= pages; page_ += 1) {
    await page.keyboard.press('Enter');
    await expect(count).toContainText(`page ${page_} of ${pages}`);
    await expect(next).toBeFocused();
    await expect(loaded).toBeVisible();
  }
  // On the last page Next cannot act, and still holds the focus (a disabled button would drop it to the body).
  await expect(next).toBeDisabled();
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(count).toContainText(`page ${pages} of ${pages}`);
});

test('row boxes name their row; a refused save marks and describes its fields; an empty reason takes the focus', async ({
  page,
}) => {
  await consoleSignIn(page, admin);
  await page.goto('/admin/#/doctors');
  await expect(page.getByRole('checkbox', { name: /^Select Dr\. / }).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Select [0-9]+$/ })).toHaveCount(0);

  await page.goto('/admin/#/doctors/new');
  await page.getByRole('button', { name: 'Add the doctor' }).click();
  const first = page.getByLabel('Mobile number (10 digits)');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toHaveAccessibleDescription(/./);
  await expect(page.getByLabel('Qualification')).not.toHaveAttribute('aria-invalid', 'true');

  await page.goto('/admin/#/orders');
  await page
    .getByRole('button', { name: /^Reject: / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  const reason = dialog.getByRole('textbox');
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toHaveAccessibleDescription('Required.');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the focus ring is the accent colour, a light one on the dark top bar', async ({ page }) => {
  await consoleSignIn(page, admin);
  const ring = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineColor}`;
      });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Skip to the screen' })).toBeFocused();
  expect(await ring(':focus-visible')).toBe('solid rgb(11, 92, 173)');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Areas' }).getByRole('link').first()).toBeFocused();
  expect(await ring(':focus-visible')).toBe('solid rgb(142, 197, 255)');
});

test('on a phone the dashboard’s scrolling table takes the focus, so it scrolls by keyboard; at desktop width it does not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await consoleSignIn(page, admin);
  await expect(page.getByTestId('sample-packs')).toBeVisible();
  const results = await new AxeBuilder({ page }).withRules(['scrollable-region-focusable']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  const box = page.getByRole('region', { name: 'Sample packs this year against the caps' });
  await box.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  // At desktop width the whole table shows: the box is no Tab stop that does nothing.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(box).not.toHaveAttribute('tabindex');
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(box).toHaveAttribute('tabindex', '0');
});
