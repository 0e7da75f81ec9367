/**
 * The console on a 390x844 phone: no screen is wider than the phone (the dashboard's tables may scroll inside their
 * own box, the page never sideways), every list's rows are cards no wider than the screen whose headers break between words only, the doctor form stacks in
 * one column, a refused save shows its first field in error, and each order's actions are on the screen without
 * scrolling anything sideways; a list sorts by a choice above its cards. Photographed at 390x844 and 1280x800.
 */
import { expect, type Page, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';

test.use({ viewport: { width: 390, height: 844 } });

const [admin] = DEMO_STAFF;

/** Every screen of the admin role, and the doctor form of the first seeded doctor. */
const SCREENS = [
  '#/dashboard',
  '#/doctors',
  '#/doctors/1',
  '#/doctors/new',
  '#/doctors/import',
  '#/managers',
  '#/orders',
  '#/staff',
  '#/audit',
  '#/categories',
  '#/products',
  '#/articles',
  '#/lists/therapies',
  '#/banners',
  '#/notifications',
  '#/compliance',
  '#/compliance/ledger',
  '#/compliance/erasures',
  '#/compliance/questions',
  '#/compliance/side-effects',
];

/** Opens `hash` and waits until its heading and, where it has one, its first table's rows have come. */
async function open(page: Page, hash: string): Promise<void> {
  await page.goto(`/admin/${hash}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

/** The screens the tester found too wide, and the names of their screenshots. */
const LOOKED_AT = [
  ['#/doctors/1', 'doctor'],
  ['#/dashboard', 'dashboard'],
  ['#/orders', 'orders'],
] as const;

/** How wide the page is, in CSS px. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The words of the cards' headers (`data-label`, shown in the left gutter) wider than the gutter, with both widths. */
const brokenHeaders = (page: Page) =>
  page.locator('.cards td[data-label]').evaluateAll((cells) => {
    const pen = document.createElement('canvas').getContext('2d');
    const wide = new Set<string>();
    for (const cell of cells) {
      const header = getComputedStyle(cell, '::before');
      if (pen === null || header.content === 'none') continue;
      pen.font = `${header.fontWeight} ${header.fontSize} ${header.fontFamily}`;
      for (const word of (cell.getAttribute('data-label') ?? '').split(/\s+/)) {
        const width = pen.measureText(word).width;
        if (width > Number.parseFloat(header.width)) wide.add(`${word} (${Math.ceil(width)} > ${header.width})`);
      }
    }
    return [...wide];
  });

test('no console screen is wider than a 390 px phone', async ({ page }) => {
  test.setTimeout(120_000);
  await consoleSignIn(page, admin);
  for (const hash of SCREENS) {
    await open(page, hash);
    expect.soft(await pageWidth(page), `page width of ${hash}`).toBeLessThanOrEqual(390);
    // A list's rows are cards with their buttons: nothing of them is scrolled out of sight sideways.
    const sideways = await page
      .locator('.table-wrap.cards')
      .evaluateAll((boxes) => boxes.filter((box) => box.scrollWidth > box.clientWidth + 1).length);
    expect.soft(sideways, `lists of ${hash} wider than their box`).toBe(0);
    // A card's header breaks between words, never inside one ("Registratio / n number").
    expect.soft(await brokenHeaders(page), `card headers of ${hash} broken inside a word`).toEqual([]);
  }
  for (const [hash, name] of LOOKED_AT) {
    await open(page, hash);
    await page.screenshot({ path: `/tmp/console-shots/phone-${name}-390.png`, fullPage: true });
  }
});

test('the doctor form stacks in one column, its managers inside the phone', async ({ page }) => {
  await consoleSignIn(page, admin);
  await open(page, '#/doctors/1');
  const managers = page.getByRole('group', { name: 'Managers' });
  const doctor = page.getByRole('group', { name: 'Doctor' });
  const [box, first] = [await managers.boundingBox(), await doctor.boundingBox()];
  expect(box && first).toBeTruthy();
  if (!box || !first) return;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // Below the doctor's fields, not beside them.
  expect(box.y).toBeGreaterThanOrEqual(first.y + first.height);
  for (const label of ['TBM (territory)', 'SM (sales)']) {
    const field = await page.getByLabel(label).boundingBox();
    expect(field && field.x + field.width <= 390, label).toBe(true);
  }
});

test('a refused save on a phone takes the focus to its first field in error, on the screen', async ({ page }) => {
  await consoleSignIn(page, admin);
  await open(page, '#/doctors/1');
  const phone = page.locator('#doctor-phone');
  await phone.fill('12345');
  const save = page.getByRole('button', { name: 'Save changes' });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expect(phone).toBeFocused();
  await expect(phone).toBeInViewport();
  await expect(page.locator('#doctor-phone-error')).toBeInViewport();
  await page.screenshot({ path: '/tmp/console-shots/phone-doctor-refused-390.png' });
});

test('each order’s actions are on the phone’s screen without sideways scrolling', async ({ page }) => {
  await consoleSignIn(page, admin);
  await open(page, '#/orders');
  await page.getByLabel('Status').selectOption('Requested');
  const accept = page.getByRole('button', { name: /^Accept: order \d+$/ }).first();
  await expect(accept).toBeVisible();
  const box = await accept.boundingBox();
  expect(box).toBeTruthy();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // Nothing scrolled sideways to bring it there: neither the page nor the table's box.
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  expect(
    await page
      .locator('.table-wrap')
      .first()
      .evaluate((box) => box.scrollLeft),
  ).toBe(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await accept.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/console-shots/phone-orders-card-390.png' });
});

test('on a phone a list sorts by a choice above its cards, as its headers sort at desktop width', async ({ page }) => {
  await consoleSignIn(page, admin);
  await open(page, '#/doctors');
  const sortBy = page.getByLabel('Sort by');
  await expect(sortBy).toBeVisible();
  // The list's own order (newest first) is the choice shown.
  await expect(sortBy.locator('option:checked')).toHaveText('Added, descending');
  await sortBy.selectOption({ label: 'Added, ascending' });
  await expect(page).toHaveURL(/dir=asc/);
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  const added = await page.locator('td[data-label="Added"]').allTextContents();
  expect(added.length).toBeGreaterThan(1);
  expect([...added].sort()).toEqual(added);
  // At desktop width the headers sort, and the choice is gone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sortBy).toBeHidden();
  await expect(page.getByRole('columnheader', { name: 'Added' })).toHaveAttribute('aria-sort', 'ascending');
});

test('the same screens still read as tables and two-column forms at 1280x800', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await consoleSignIn(page, admin);
  for (const [hash, name] of LOOKED_AT) {
    await open(page, hash);
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
    await page.screenshot({ path: `/tmp/console-shots/wide-${name}-1280.png`, fullPage: true });
  }
  // The dashboard's caps table shows every column without scrolling its box.
  await open(page, '#/dashboard');
  const caps = page.getByTestId('sample-packs');
  expect(await caps.evaluate((table) => table.getBoundingClientRect().width)).toBeLessThanOrEqual(
    await caps.evaluate((table) => table.parentElement?.clientWidth ?? 0),
  );
  // The orders table keeps its header row at desktop width.
  await open(page, '#/orders');
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
  const managers = await page.goto('/admin/#/doctors/1').then(() => page.getByRole('group', { name: 'Managers' }));
  const doctor = page.getByRole('group', { name: 'Doctor' });
  const [m, d] = [await managers.boundingBox(), await doctor.boundingBox()];
  expect(m && d && m.x > d.x + d.width - 1).toBe(true);
});
