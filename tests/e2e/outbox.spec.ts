/**
 * The outbox (issue 43 §3) in a browser: offline, a medical question and a sanitization order are kept with "Send
 * when online"; after a reload still offline, the connection returns and each arrives once (checked through the API),
 * with its notice. Items are told apart by a unique text and date.
 */
import { type BrowserContext, expect, type Page, test } from './test.ts';
import { apiSession, hydrated, signInByApi } from './helpers.ts';

/** The [status, payload] envelope's payload of an API answer. */
async function payloadOf<T>(answer: { json(): Promise<unknown> }): Promise<T> {
  return ((await answer.json()) as [unknown, T])[1];
}

/** On the question form: asks about Losavita with `text`, goes offline and keeps the question on the device. */
async function askOffline(page: Page, context: BrowserContext, text: string): Promise<void> {
  await page.getByLabel('Find the product').fill('Losavi');
  const product = page.getByLabel('Product', { exact: true });
  await expect(product.locator('option', { hasText: 'Losavita' }).first()).toBeAttached();
  await product.selectOption({ label: 'Losavita' });
  await page.getByLabel('Your question').fill(text);
  await page.getByLabel('E-mail').check();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send question' }).click();
  await page.getByRole('button', { name: 'Send later' }).click();
  await expect(page.getByText('Saved on this device.', { exact: false })).toBeVisible();
}

test('a question and an order kept offline are sent once each when the connection returns', async ({
  page,
  context,
}) => {
  test.slow();
  const mark = `outbox-${Date.now()}`;
  const date = new Date(Date.now() + (5 + (Date.now() % 20)) * 86_400_000).toISOString().slice(0, 10);
  const { key } = await apiSession(page.request, 'arjun');
  const headers = { authorization: `Bearer ${key}` };
  const ordersOn = async (day: string) =>
    (
      await payloadOf<{ Date: string; Table: string }[]>(
        await page.request.post('/api/OrderHistory.php', { headers, data: {} }),
      )
    ).filter((o) => o.Table === 'sanitization' && o.Date === day).length;
  const before = await ordersOn(date);
  await signInByApi(page, 'arjun', '/subcategories/1');
  await hydrated(page);
  // Offline pages and the outbox's code come from the service worker: wait until it controls the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByRole('button', { name: 'Clinic Sanitization', exact: true })).toBeVisible();

  // A question written online, sent offline: kept on the device.
  await page.goto('/medical-question');
  await hydrated(page);
  await askOffline(page, context, `${mark}: with lithium?`);

  // Still offline, an order on the page the worker kept.
  await page.goto('/subcategories/1');
  await hydrated(page);
  await page.getByRole('button', { name: 'Clinic Sanitization', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Time').fill('10:30');
  await dialog.getByRole('button', { name: 'Order Now' }).click();
  await dialog.getByRole('button', { name: 'Send later' }).click();
  await expect(dialog).toBeHidden();

  // A reload offline keeps both; the connection returns and each goes, with its notice.
  await page.reload();
  await hydrated(page);
  await context.setOffline(false);
  const notices = page.getByRole('status');
  await Promise.all([
    expect(notices.getByText(/^Sent: Medical question about Losavita/)).toBeVisible(),
    expect(notices.getByText(/^Sent: Clinic Sanitization/)).toBeVisible(),
  ]);

  // Each arrived once, and a reload online sends nothing again.
  await page.reload();
  await hydrated(page);
  const questions = await payloadOf<{ question: string }[]>(
    await page.request.get('/api/medical-questions', { headers }),
  );
  expect(questions.filter((q) => q.question.startsWith(mark))).toHaveLength(1);
  expect((await ordersOn(date)) - before).toBe(1);
});

test('on the question page, Send later starts a new question with the focus in the form, and the question sent meanwhile joins My questions', async ({
  page,
  context,
}) => {
  const mark = `outbox-list-${Date.now()}`;
  await signInByApi(page, 'arjun', '/medical-question');
  await hydrated(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const mine = page.getByRole('region', { name: 'My questions' });
  await expect(mine.getByRole('status')).toBeHidden();

  await askOffline(page, context, `${mark}: with grapefruit?`);
  // The Send later button went with the offer; the focus did not drop to the page's body.
  await expect(page.getByRole('button', { name: 'Send question' })).toBeFocused();
  // The question waits on the device, not in the form: a new one starts blank (a second Send would send it twice),
  // and no draft offers it again.
  await expect(page.getByLabel('Your question')).toHaveValue('');
  await expect(page.getByLabel('E-mail')).not.toBeChecked();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')))).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByRole('status').getByText(/^Sent: Medical question about Losavita/)).toBeVisible();
  // The notice says its status is on this page: the list shows it without a reload.
  await expect(mine.getByText(`${mark}: with grapefruit?`)).toBeVisible();
});

test('a session the server ended keeps the waiting question until the same doctor signs in again', async ({
  page,
  context,
}) => {
  test.slow();
  const mark = `outbox-sealed-${Date.now()}`;
  await signInByApi(page, 'arjun', '/medical-question');
  await hydrated(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await askOffline(page, context, `${mark}: with lithium?`);

  // Meanwhile the server ends this browser's session (as a logout elsewhere or an expiry would).
  const sessionKey = await page.evaluate(() => localStorage.getItem('key'));
  const ended = await page.request.post('/api/logout.php', { headers: { authorization: `Bearer ${sessionKey}` } });
  expect(ended.status()).toBe(200);
  await context.setOffline(false);
  await page.waitForURL((url) => url.pathname === '/');

  // Nothing was sent for a closed session; the same doctor signs in again and it goes, once.
  const { key } = await apiSession(page.request, 'arjun');
  const headers = { authorization: `Bearer ${key}` };
  const asked = async () =>
    (await payloadOf<{ question: string }[]>(await page.request.get('/api/medical-questions', { headers }))).filter(
      (q) => q.question.startsWith(mark),
    ).length;
  expect(await asked()).toBe(0);
  await signInByApi(page, 'arjun', '/home');
  await hydrated(page);
  await expect(page.getByRole('status').getByText(/^Sent: Medical question about Losavita/)).toBeVisible();
  expect(await asked()).toBe(1);
});
