/**
 * Every order table placed end to end (SPEC §2 "Order forms by table", §4 Order buttons) and Order History,
 * in Chromium against the real API and database.
 */
import { expect, test, type Locator, type Page } from './test.ts';
import { expectAccessible, layerStepDone, signInByApi } from './helpers.ts';

// These tests replace API answers with page.route, which does not see a request the service worker handled; the
// worker plays no part in what they check, so it is blocked.
test.use({ serviceWorkers: 'block' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const placed = (what: string) => new RegExp(`Your request for ${what} has been received \\(order \\d+\\)`);

/** A date some days ahead as YYYY-MM-DD (never "before today in India"). */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A small, plain PDF (with a padded page stream so that the upload takes a few progress steps). */
function smallPdf(): Buffer {
  const padding = 'q Q\n'.repeat(50_000);
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >> endobj\n' +
      `4 0 obj << /Length ${padding.length} >> stream\n${padding}endstream endobj\n` +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  );
}

/** The order calls a test holds: their Idempotency-Keys, and the gate that lets the held ones go on. */
interface HeldOrders {
  keys: string[];
  /** Waits for a call to be held (the busy state can show before the request leaves), then lets them all go on. */
  release: () => Promise<void>;
}

/**
 * Holds every order call until the test has seen the busy state (a gate the test opens, never a wall-clock window),
 * and records their Idempotency-Keys. ServPrints is left alone: an intercepted upload reports no progress.
 */
async function holdOrders(page: Page, calls = /\/api\/Serv(?!Prints)\w+\.php$/): Promise<HeldOrders> {
  const keys: string[] = [];
  const gates: (() => void)[] = [];
  await page.route(
    (url) => calls.test(url.pathname),
    async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      await new Promise<void>((open) => gates.push(open));
      await route.continue();
    },
  );
  const release = async (): Promise<void> => {
    await expect.poll(() => gates.length, { message: 'the order call reaches the network' }).toBeGreaterThan(0);
    for (const open of gates.splice(0)) open();
  };
  return { keys, release };
}

/** Presses 'Order Now', sees 'Processing...' (disabled), lets the call go on, then the toast and the modal closed. */
async function orderNow(page: Page, dialog: Locator, toast: RegExp | string, held: HeldOrders): Promise<string> {
  await dialog.getByRole('button', { name: 'Order Now' }).click();
  await expect(dialog.getByRole('button', { name: 'Processing...', disabled: true })).toBeVisible();
  await held.release();
  const shown = page.getByRole('status').getByText(toast);
  await expect(shown).toBeVisible();
  const text = (await shown.textContent()) ?? '';
  await expect(dialog).toBeHidden();
  return text;
}

/** A calendar date as Order History writes it ("5 Dec 2026"). */
const dayText = (iso: string): string =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${iso}T00:00:00Z`),
  );

/** Opens `path` as a doctor would after a closed order modal: once the modal's history step is done (helpers.ts). */
async function openAfterModal(page: Page, path: string): Promise<void> {
  await layerStepDone(page);
  await page.goto(path);
}

async function openCard(page: Page, path: string, name: string): Promise<Locator> {
  await openAfterModal(page, path);
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Order Now' })).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await page
    .context()
    .route(/^https:\/\//, (route) => route.fulfill({ contentType: 'text/plain', body: 'external page' }));
});

test('Dr. Asha Rao places every kind of order and finds them all in Order History', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByApi(page, 'asha');
  const held = await holdOrders(page);
  const { keys } = held;

  // Samples with doses: an empty quantity is named on its field before anything is sent (issue 40 item 5).
  let dialog = await openCard(page, '/products/Antihypertensives', 'Amlocard');
  await expect(dialog.getByRole('heading', { name: 'Amlocard' })).toBeVisible();
  await dialog.getByLabel('Dose').selectOption('5 mg');
  await dialog.getByRole('button', { name: 'Order Now' }).click();
  await expect(dialog.getByText('Please choose a quantity.')).toBeVisible();
  await expect(dialog.getByText(/qty/)).toHaveCount(0);
  await expect(dialog.getByLabel('Quantity')).toHaveAttribute('aria-invalid', 'true');
  expect(keys).toHaveLength(0);
  await expect(dialog.getByRole('button', { name: 'Order Now' })).toBeEnabled();
  await dialog.getByLabel('Quantity').selectOption('3');
  await dialog.getByLabel('Message').fill('For my OPD, please.');
  await orderNow(page, dialog, placed('Amlocard'), held);
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(UUID);

  // Samples without doses.
  dialog = await openCard(page, '/products/Antihypertensives', 'Cilnipress');
  await dialog.getByLabel('Quantity').selectOption('2');
  await orderNow(page, dialog, placed('Cilnipress'), held);
  expect(keys[1]).toMatch(UUID);
  expect(keys[1]).not.toBe(keys[0]);

  // Sanitization: date and time.
  dialog = await openCard(page, '/subcategories/1', 'Clinic Sanitization');
  await dialog.getByLabel('Date').fill(daysAhead(3));
  await dialog.getByLabel('Time').fill('10:30');
  await expectAccessible(page);
  const sanitizationToast = await orderNow(page, dialog, placed('Clinic Sanitization'), held);
  const sanitizationNumber = /\(order (\d+)\)/.exec(sanitizationToast)?.[1] ?? 'missing';

  // Accessories: a plain order.
  dialog = await openCard(page, '/subcategories/1', 'Clinic Accessories');
  await expect(dialog.getByText('Would you like to order Clinic Accessories?')).toBeVisible();
  await orderNow(page, dialog, placed('Clinic Accessories'), held);

  // Webinar: date, time, title, additional info.
  dialog = await openCard(page, '/subcategories/3', 'Webinar Support');
  await dialog.getByLabel('Date').fill(daysAhead(10));
  await dialog.getByLabel('Time').fill('18:00');
  await dialog.getByLabel('Webinar title').fill('Heart failure update');
  await dialog.getByLabel('Additional info').fill('About 30 attendees');
  await orderNow(page, dialog, placed('Webinar Support'), held);

  // Personalised video: language and additional info.
  dialog = await openCard(page, '/subcategories/3', 'Personalised Video');
  await dialog.getByLabel('Language').selectOption('Hindi');
  await dialog.getByLabel('Additional info').fill('Rao Heart Clinic');
  await orderNow(page, dialog, placed('Personalised Video'), held);

  // Digital: 'Want to order now?', then the msg as a toast and the item's link in a new tab.
  dialog = await openCard(page, '/subcategories/3', 'Digital Clinic Kit');
  await expect(dialog.getByText('Want to order now?')).toBeVisible();
  const tab = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: 'Order Now' }).click();
  await expect(dialog.getByRole('button', { name: 'Processing...', disabled: true })).toBeVisible();
  await held.release();
  const opened = await tab;
  await expect.poll(() => opened.url()).toBe('https://www.example-pharma.com/samples/digital.pdf');
  await opened.close();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').getByText('Your digital item is ready.', { exact: false })).toBeVisible();

  // Printables: the language is required before anything is sent.
  dialog = await openCard(page, '/subcategories/4', 'Patient Printables');
  const before = keys.length;
  await dialog.getByRole('button', { name: 'Order Now' }).click();
  await expect(dialog.getByText('Please choose a language.')).toBeVisible();
  expect(keys.length).toBe(before);
  await dialog.getByLabel('Language').selectOption('English');
  await orderNow(page, dialog, placed('Patient Printables'), held);

  // Personalised printables: language (required) and additional info.
  dialog = await openCard(page, '/subcategories/4', 'Personalised Printables');
  await dialog.getByLabel('Language').selectOption('English');
  await dialog.getByLabel('Additional info').fill('Clinic hours 9 to 1');
  await orderNow(page, dialog, placed('Personalised Printables'), held);

  // Prints: a real PDF upload with a progress bar.
  dialog = await openCard(page, '/subcategories/4', 'Print Your Material');
  await expect(dialog.getByLabel('PDF file')).toHaveAttribute('accept', 'application/pdf');
  await dialog
    .getByLabel('PDF file')
    .setInputFiles({ name: 'clinic-poster.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await page.evaluate(() => {
    // Records what the modal shows while the upload runs (it closes as soon as the answer arrives).
    const seen: string[] = [];
    Object.assign(window, { seenWhileUploading: seen });
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLProgressElement>('dialog progress');
      const button = document.querySelector<HTMLButtonElement>('dialog button[type="submit"]');
      if (bar)
        seen.push(
          `${bar.getAttribute('aria-label') ?? bar.labels?.[0]?.textContent}:${bar.value}:${button?.textContent}:${button?.getAttribute('aria-disabled')}`,
        );
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await dialog.getByRole('button', { name: 'Order Now' }).click();
  await expect(page.getByRole('status').getByText(placed('Print Your Material'))).toBeVisible();
  await expect(dialog).toBeHidden();
  const seen = await page.evaluate(() => (window as unknown as { seenWhileUploading: string[] }).seenWhileUploading);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every((entry) => entry.startsWith('Upload progress:') && entry.endsWith(':Processing...:true'))).toBe(
    true,
  );
  expect(seen.at(-1)).toBe('Upload progress:100:Processing...:true');

  // Therapy specific: a plain order.
  dialog = await openCard(page, '/subcategories/5', 'BP Monitor Cover');
  await orderNow(page, dialog, placed('BP Monitor Cover'), held);

  // Every order shows in Order History on /services with its columns.
  await openAfterModal(page, '/services');
  // Order History loads when the member scrolls near it (below the therapy cards on a phone); a doctor whose page
  // moved as it arrived scrolls to it again.
  const history = page.getByRole('list', { name: 'Order History' });
  await expect(async () => {
    await page.getByRole('heading', { name: 'Order History', exact: true }).scrollIntoViewIfNeeded();
    await expect(history).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const row = (title: string) =>
    history
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
      .first();
  for (const title of [
    'Amlocard',
    'Cilnipress',
    'Clinic Sanitization',
    'Clinic Accessories',
    'Webinar Support',
    'Personalised Video',
    'Digital Clinic Kit',
    'Patient Printables',
    'Personalised Printables',
    'Print Your Material',
    'BP Monitor Cover',
  ]) {
    await expect(row(title)).toContainText('Requested');
  }
  await expect(row('Amlocard')).toContainText('Amlocard 5 mg, quantity 3');
  // The order number the confirmation gave, dates in one format, the time as the locale writes it.
  await expect(row('Clinic Sanitization')).toContainText(`Order no. ${sanitizationNumber}`);
  await expect(row('Clinic Sanitization')).toContainText(dayText(daysAhead(3)));
  await expect(row('Clinic Sanitization')).toContainText('10:30 am');
  await expect(row('Clinic Sanitization')).toContainText('Type of service');
  await expect(row('Clinic Sanitization')).not.toContainText('Table');
  await expect(row('Webinar Support')).toContainText('Heart failure update; About 30 attendees');
  await expect(row('Personalised Video')).toContainText('Hindi');
  await expect(row('Personalised Video')).toContainText('Personalised Video');
  await expect(row('Print Your Material')).toContainText('clinic-poster.pdf');
  await expect(row('Print Your Material')).toContainText('Prints');
  await expect(row('BP Monitor Cover')).toContainText('Therapy Specific');
  await expect(row('Amlocard').getByText('Requested On')).toBeVisible();
  await expectAccessible(page);
});

test('Back keeps what was typed in an order form until the same item opens again; Cancel and a placed order forget it', async ({
  page,
}) => {
  await signInByApi(page, 'meera');
  const dialog = await openCard(page, '/subcategories/3', 'Webinar Support');
  const reopen = async (name: string): Promise<void> => {
    await layerStepDone(page);
    await page.getByRole('button', { name, exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Order Now' })).toBeVisible();
  };
  await dialog.getByLabel('Time').fill('17:30');
  await dialog.getByLabel('Webinar title').fill('Asthma in winter');
  await dialog.getByLabel('Additional info').fill('About 40 attendees');
  await page.goBack();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/subcategories/3');

  // Another item's form is its own.
  await reopen('Personalised Video');
  await expect(dialog.getByLabel('Additional info')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await reopen('Webinar Support');
  await expect(dialog.getByLabel('Time')).toHaveValue('17:30');
  await expect(dialog.getByLabel('Webinar title')).toHaveValue('Asthma in winter');
  await expect(dialog.getByLabel('Additional info')).toHaveValue('About 40 attendees');

  // Cancel is the doctor's choice to drop it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await reopen('Webinar Support');
  await expect(dialog.getByLabel('Webinar title')).toHaveValue('');

  // A placed order leaves nothing to put back.
  await dialog.getByLabel('Date').fill(daysAhead(12));
  await dialog.getByLabel('Time').fill('18:00');
  await dialog.getByLabel('Webinar title').fill('Inhaler technique');
  await dialog.getByRole('button', { name: 'Order Now' }).click();
  await expect(page.getByRole('status').getByText(placed('Webinar Support'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await reopen('Webinar Support');
  await expect(dialog.getByLabel('Webinar title')).toHaveValue('');
  await expect(dialog.getByLabel('Date')).toHaveValue('');
});

test('on a small phone the order window keeps its buttons in sight while the fields scroll under them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 560 });
  await signInByApi(page, 'asha');
  const dialog = await openCard(page, '/subcategories/3', 'Webinar Support');
  const body = dialog.locator('.modal__body');
  // The form is taller than the window: its body scrolls.
  expect(await body.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
  const orderNow = dialog.getByRole('button', { name: 'Order Now' });
  await expect(orderNow).toBeInViewport({ ratio: 1 });
  await body.evaluate((box) => box.scrollTo(0, 0));
  await expect(orderNow).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
  // A field in error takes the focus above the buttons, not under them.
  await dialog.getByLabel('Webinar title').fill('Asthma in winter');
  await orderNow.click();
  const date = dialog.getByLabel('Date');
  await expect(date).toBeFocused();
  await expect(date).toBeInViewport({ ratio: 1 });
  await expect(orderNow).toBeInViewport({ ratio: 1 });
  // No answer: the alert is scrolled above the buttons, which take two rows once Send later joins them.
  await page.route('**/api/*.php', (route) =>
    route.request().headers()['idempotency-key'] ? route.abort() : route.fallback(),
  );
  await date.fill(daysAhead(12));
  await dialog.getByLabel('Time').fill('18:00');
  await orderNow.click();
  const actions = dialog.locator('.order-form__actions');
  await expect(actions.getByRole('button', { name: 'Send later' })).toBeVisible();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('No answer from the portal');
  await expect
    .poll(async () => {
      const [shown, buttons] = await Promise.all([alert.boundingBox(), actions.boundingBox()]);
      return shown && buttons && shown.y >= 0 && shown.y + shown.height <= buttons.y;
    })
    .toBe(true);
});

test('an API field error shows on its field (a sanitization date in the past)', async ({ page }) => {
  await signInByApi(page, 'asha');
  const dialog = await openCard(page, '/subcategories/1', 'Clinic Sanitization');
  await dialog.getByLabel('Date').fill('2020-01-01');
  await dialog.getByLabel('Time').fill('09:00');
  await dialog.getByRole('button', { name: 'Order Now' }).click();
  await expect(dialog.getByLabel('Date')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Date')).toBeFocused();
  await expect(dialog.locator('#order-date_on-error')).toContainText('Please check Date: it is in the past');
  await expect(dialog.locator('#order-date_on-error')).not.toContainText('date_on');
  await expect(dialog).toBeVisible();
});

test("the demo account's orders answer 'Demo Account!' and the modal closes", async ({ page }) => {
  await signInByApi(page, 'demo');
  const dialog = await openCard(page, '/subcategories/1', 'Clinic Accessories');
  await dialog.getByRole('button', { name: 'Order Now' }).click();
  await expect(page.getByRole('status').getByText('Demo Account!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const samples = await openCard(page, '/products/Statins', 'Atorvia');
  await samples.getByLabel('Quantity').selectOption('1');
  await samples.getByLabel('Dose').selectOption('10 mg');
  await samples.getByRole('button', { name: 'Order Now' }).click();
  await expect(page.getByRole('status').getByText('Demo Account!')).toBeVisible();
});

test('a network failure keeps the modal open with the error and the same Idempotency-Key for the retry', async ({
  page,
}) => {
  await signInByApi(page, 'asha');
  const held = await holdOrders(page, /\/api\/ServAccessories\.php$/);
  const aborted: string[] = [];
  let fail = true;
  // Registered last, so asked first: the first call fails as if the network had dropped it.
  await page.route('**/api/ServAccessories.php', (route) => {
    if (!fail) return route.fallback();
    aborted.push(route.request().headers()['idempotency-key'] ?? '');
    return route.abort();
  });
  const dialog = await openCard(page, '/subcategories/1', 'Clinic Accessories');
  await dialog.getByRole('button', { name: 'Order Now' }).click();
  await expect(dialog.getByRole('alert')).toContainText('No answer from the portal');
  fail = false;
  await orderNow(page, dialog, placed('Clinic Accessories'), held);
  expect(aborted).toHaveLength(1);
  expect(held.keys).toEqual(aborted);
});

test('an order without an answer for a while may be left: Cancel becomes Close, then the confirmation comes as a toast', async ({
  page,
}) => {
  await page.clock.install();
  await signInByApi(page, 'asha');
  const held = await holdOrders(page, /\/api\/ServAccessories\.php$/);
  const dialog = await openCard(page, '/subcategories/1', 'Clinic Accessories');
  const actions = dialog.locator('.order-form__actions');
  await dialog.getByRole('button', { name: 'Order Now' }).click();
  await expect(actions.getByRole('button', { name: 'Cancel', disabled: true })).toBeVisible();
  await page.clock.fastForward(5000);
  await expect(dialog.getByText('Still sending. You can close this window')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('still-sending-360.png') });
  await actions.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await held.release();
  await expect(page.getByRole('status').getByText(placed('Clinic Accessories'))).toBeVisible();
});

test('an order left while still sending and opened again shows it still sending: no second order', async ({ page }) => {
  await page.clock.install();
  await signInByApi(page, 'asha');
  const held = await holdOrders(page, /\/api\/ServAccessories\.php$/);
  const dialog = await openCard(page, '/subcategories/1', 'Clinic Accessories');
  const actions = dialog.locator('.order-form__actions');
  await dialog.getByRole('button', { name: 'Order Now' }).click();
  await page.clock.fastForward(5000);
  await actions.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // No answer yet: the doctor opens the same service again, which shows the send going on, not a fresh form.
  await page.getByRole('button', { name: 'Clinic Accessories', exact: true }).click();
  await expect(dialog.getByText('Still sending. You can close this window')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Processing...', disabled: true })).toBeVisible();
  await held.release();
  await expect(page.getByRole('status').getByText(placed('Clinic Accessories'))).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(held.keys).toHaveLength(1);
});
