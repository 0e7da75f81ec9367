/**
 * A refused row action brings the list up to date (1280x800): two fulfilment screens have the orders queue open with
 * the same filters; one accepts an order, the other then rejects it from its old list, reads the refusal (nothing
 * changed), and its list is asked again (filters kept) so the row shows Accepted without a reload. The same holds on the Articles list
 * (another list with row actions, on the same action store): a row deleted elsewhere leaves after a refused Unpublish.
 */
import { expect, type Page, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';
import { MEMBERS, TEST_CODE } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const [admin, content] = DEMO_STAFF;
const fulfilment = DEMO_STAFF.find((s) => s.role === 'fulfilment');
const asha = MEMBERS.asha;

/** The payload of an API answer's [status, payload] envelope. */
async function payloadOf<T>(answer: { json(): Promise<unknown> }): Promise<T> {
  return ((await answer.json()) as [unknown, T])[1];
}

/** The staff key of the console signed in on `page`. */
async function staffKeyOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => sessionStorage.getItem('portal-console-session'));
  return (JSON.parse(stored ?? '{}') as { key: string }).key;
}

/** Opens the queue filtered to Asha's accessories, newest first. */
async function openAshasAccessories(page: Page): Promise<void> {
  await page.goto('/admin/#/orders');
  await page.getByLabel('Kind').selectOption('accessories');
  await page.getByLabel('Order', { exact: true }).selectOption('desc');
  // By name: a seeded doctor's number must never reach the server's log (tests/e2e/server-log.ts).
  await page.getByLabel('Search doctor, mobile or item').fill(asha.firstName);
  await page.getByLabel('Search doctor, mobile or item').press('Enter');
}

test('an order accepted by someone else: the refused Accept brings its row up to date, filters kept', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  if (!fulfilment) throw new Error('no fulfilment account in the demo staff');
  // Asha places a fresh accessories order: the newest of her accessories, so on the first page newest first.
  const check = await page.request.post('/api/check.php', {
    data: { country_code: asha.country, mobile_no: asha.mobile },
  });
  const login = await page.request.post('/api/login.php', {
    data: { key: (await payloadOf<{ key: string }>(check)).key, otp: TEST_CODE },
  });
  const memberKey = (await payloadOf<{ key: string }>(login)).key;
  const placed = await page.request.post('/api/ServAccessories.php', {
    headers: { authorization: `Bearer ${memberKey}` },
    data: { sub_category: 'Clinic Accessories' },
  });
  expect(placed.ok(), await placed.text()).toBe(true);

  await consoleSignIn(page, fulfilment);
  const listed = await page.request.get('/api/admin/orders', {
    headers: { authorization: `Staff ${await staffKeyOf(page)}` },
    params: { table: 'accessories', q: asha.firstName, dir: 'desc', status: 'Requested' },
  });
  const id = (await payloadOf<{ rows: { id: number }[] }>(listed)).rows[0]?.id ?? 0;
  expect(id).toBeGreaterThan(0);

  // Two screens with the queue open: this one (B) and another staff member's (A).
  const other = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await consoleSignIn(other, admin);
  for (const screen of [page, other]) await openAshasAccessories(screen);
  const rowOf = (screen: Page) =>
    screen
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ has: screen.getByRole('button', { name: `Accept: order ${id}` }) });
  await expect(rowOf(page)).toContainText('Requested');
  await expect(rowOf(other)).toContainText('Requested');
  const rowsBefore = await page.getByRole('table', { name: 'Orders' }).locator('tbody tr').count();

  await rowOf(other)
    .getByRole('button', { name: `Accept: order ${id}` })
    .click();
  await other.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(other.getByRole('status').filter({ hasText: '1 order now Accepted.' })).toBeVisible();

  const row = page
    .getByRole('table', { name: 'Orders' })
    .locator('tbody tr')
    .filter({ hasText: String(id) })
    .first();
  // Rejecting is a move an Accepted order may make too: the server refuses it because the list showed Requested.
  await page.getByRole('button', { name: `Reject: order ${id}` }).click();
  await page.getByRole('dialog').getByLabel('Reason (the doctor reads it)').fill('Out of stock');
  await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: `Order ${id} was moved from Requested to Accepted by someone else since your list was loaded: nothing was changed.`,
    }),
  ).toBeVisible();
  // The list was asked again with the same filters: the row shows its real status and next step.
  await expect(page.getByRole('button', { name: `Accept: order ${id}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Dispatch: order ${id}` })).toBeVisible();
  await expect(row).toContainText('Accepted');
  await expect(page.getByLabel('Kind')).toHaveValue('accessories');
  await expect(page.getByLabel('Search doctor, mobile or item')).toHaveValue(asha.firstName);
  await expect(page.getByRole('table', { name: 'Orders' }).locator('tbody tr')).toHaveCount(rowsBefore);
  for (const cell of await page.getByRole('table', { name: 'Orders' }).locator('tbody tr td:nth-child(3)').all()) {
    await expect(cell).toHaveText('Accessories');
  }
  await page.screenshot({ path: '/tmp/console-shots/orders-stale-1280.png', fullPage: true });
  await other.close();
});

test('an article deleted elsewhere leaves the list after a refused Unpublish', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const title = `Stale row spec ${Date.now()}`;
  await consoleSignIn(page, content);
  const made = await page.request.post('/api/admin/articles', {
    headers: { authorization: `Staff ${await staffKeyOf(page)}` },
    data: {
      title,
      description: '<p>Soon deleted.</p>',
      reference: '',
      journalId: 1,
      therapy: 'Antihypertensives',
      link: 'https://journals.example.org/heart/stale',
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  await page.goto('/admin/#/articles');
  await page.getByLabel(/^Search/).fill(title);
  await page.getByLabel(/^Search/).press('Enter');
  const rows = page.getByRole('table', { name: 'Articles' }).getByRole('row', { name: new RegExp(title) });
  await expect(rows).toHaveCount(1);

  const other = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await consoleSignIn(other, admin);
  await other.goto('/admin/#/articles');
  await other.getByLabel(/^Search/).fill(title);
  await other.getByLabel(/^Search/).press('Enter');
  await other.getByRole('button', { name: `Delete ${title}` }).click();
  await other.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(other.getByText(`${title} is deleted.`)).toBeVisible();

  await page.getByRole('button', { name: `Unpublish ${title}` }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(page.getByLabel(/^Search/)).toHaveValue(title);
  await other.close();
});
