/**
 * Member pages before React's file has come (issue 44; src/layouts/chrome/held-submit.ts, held-taps.ts): the page
 * renders its first frame with no script file asked for; a form sent before React owns it is held (never sent by the
 * browser itself, never put in the address) and made once React is in, with what was typed (and what was chosen); a
 * tap on the shell's Menu is kept the same way.
 */
import { expect, type Page, test } from './test.ts';
import { holdRequests, hydrated, signInByApi } from './helpers.ts';

/** Holds React's file (the core chunk: React, the shell and the stores) until `release`. */
function holdReact(page: Page): Promise<{ release: () => void; requested: () => boolean }> {
  return holdRequests(page, /\/_astro\/core\.[^/]+\.js$/);
}

/** The documents the browser itself asks for from now on (a form it sent, a reload), as they happen. */
function documentsAskedFor(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) asked.push(`${request.method()} ${request.url()}`);
  });
  return asked;
}

/** Marks the page's first rendered frame (its animation frame callbacks run before its paint), from now on. */
async function markFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => requestAnimationFrame(() => performance.mark('test:first-frame')));
}

/** The script files the page asked for before its first frame was rendered (none: its first screen is static). */
async function scriptsBeforeFirstFrame(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const frame = performance.getEntriesByName('test:first-frame')[0]?.startTime ?? 0;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && entry.startTime < frame)
      .map((entry) => entry.name);
  });
}

test('a message sent before React is held, shown busy, and sent with what was typed once React has the form', async ({
  page,
}) => {
  await signInByApi(page, 'meera', '/privacy');
  const react = await holdReact(page);
  await markFirstFrame(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const documents = documentsAskedFor(page);
  await expect.poll(react.requested).toBe(true);
  expect(await scriptsBeforeFirstFrame(page)).toEqual([]);

  const message = page.getByRole('textbox', { name: 'Priority message to your managers' });
  await message.fill('Please send the new brochure before Monday.');
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(send).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('astro-island[ssr][client="painted"]')).toHaveCount(1);

  const posted = page.waitForRequest('**/api/PriorityMessage.php');
  react.release();
  expect((await posted).postDataJSON()).toEqual({ message: 'Please send the new brochure before Monday.' });
  await expect(page.getByText(/Your message has been (sent|saved)/)).toBeVisible();
  await expect(message).toHaveValue('');
  expect(documents).toEqual([]);
  expect(page.url()).toMatch(/\/contact$/);
});

test('a form whose island hydrated before the page listened for it is sent, not held', async ({ page }) => {
  await signInByApi(page, 'meera', '/privacy');
  // The page's held-submit script made to start only after the form has said React owns it (an order of events a busy
  // phone can meet): what decides is the form's own mark, not an event the script may have missed.
  await page.route('**/contact', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script type="module">([^<]*portal:form-ready[^<]*)<\/script>/,
      (_, code: string) =>
        `<script type="module">addEventListener('portal:form-ready', () => setTimeout(() => { ${code}; window.__heldSubmitLate = true; }), { once: true });</script>`,
    );
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, body: html, headers });
  });
  await page.goto('/contact');
  await page.waitForFunction(() => (window as { __heldSubmitLate?: boolean }).__heldSubmitLate === true);

  await page
    .getByRole('textbox', { name: 'Priority message to your managers' })
    .fill('Samples of the new syrup, please.');
  const posted = page.waitForRequest('**/api/PriorityMessage.php');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await posted).postDataJSON()).toEqual({ message: 'Samples of the new syrup, please.' });
  await expect(page.getByText(/Your message has been (sent|saved)/)).toBeVisible();
});

test('Enter in a side-effect field before React keeps the patient details out of the address', async ({ page }) => {
  await signInByApi(page, 'meera', '/privacy');
  const react = await holdReact(page);
  await page.goto('/report-side-effect', { waitUntil: 'domcontentloaded' });
  const documents = documentsAskedFor(page);
  await expect.poll(react.requested).toBe(true);

  const initials = page.getByLabel('Patient initials');
  await initials.fill('R.K.');
  await initials.press('Enter');
  await expect(page.getByRole('button', { name: 'Send report' })).toHaveAttribute('aria-busy', 'true');

  react.release();
  // React takes the held submit: the missing fields are named, the initials typed before it are kept.
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expect(initials).toHaveValue('R.K.');
  await expect(page.getByRole('button', { name: 'Send report' })).not.toHaveAttribute('aria-busy');
  expect(documents).toEqual([]);
  expect(page.url()).toMatch(/\/report-side-effect$/);
});

test('"Serious" chosen before React shows the seriousness criteria at once, and React keeps them', async ({ page }) => {
  await signInByApi(page, 'meera', '/privacy');
  const react = await holdReact(page);
  await page.goto('/report-side-effect', { waitUntil: 'domcontentloaded' });
  await expect.poll(react.requested).toBe(true);

  // The browser checks the radio itself, and the style sheet shows the criteria: no script needed.
  const criteria = page.getByRole('group', { name: /Seriousness/ });
  await expect(criteria).toHaveCount(0);
  const serious = page.getByRole('radio', { name: 'Serious', exact: true });
  await serious.check();
  await expect(criteria).toBeVisible();
  await criteria.getByRole('checkbox').first().check();

  react.release();
  await hydrated(page);
  await expect(serious).toBeChecked();
  await expect(criteria.getByRole('checkbox').first()).toBeChecked();
  // Back to "Not serious": the criteria go.
  await page.getByRole('radio', { name: 'Not serious', exact: true }).check();
  await expect(criteria).toHaveCount(0);
});

test('a tap on Menu before React on a page without a drawn screen opens the menu once the shell is bound', async ({
  page,
}) => {
  await signInByApi(page, 'meera', '/privacy');
  const react = await holdReact(page);
  await markFirstFrame(page);
  await page.goto('/privacy/member', { waitUntil: 'domcontentloaded' });
  await expect.poll(react.requested).toBe(true);
  expect(await scriptsBeforeFirstFrame(page)).toEqual([]);
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

  react.release();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(page.locator('[data-menu-open]')).not.toHaveAttribute('aria-busy');
});
