/** Login, the guard, the member shell and logout in Chromium at 360x800 against the real API and database. */
import { expect, type Page, test } from './test.ts';
import {
  expectAccessible,
  holdIslandScript,
  hydrated,
  loginAs,
  MEMBERS,
  TEST_CODE,
  tapLogout,
  textContrast,
} from './helpers.ts';

/** Asks a code for Dr. Bikash (Nepal) on the login screen and waits for /verify. */
async function askBikashCode(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Country', { exact: true }).selectOption('977');
  await page.getByLabel('Mobile Number', { exact: true }).fill(MEMBERS.bikash.mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.waitForURL('**/verify');
}

test('Dr. Asha Rao logs in and /home greets her and shows the categories of her focus', async ({ page }) => {
  await loginAs(page, 'asha');
  await expect(page.getByText('Welcome Dr. Asha')).toBeVisible();
  const cards = page.locator('main a, main button').filter({ hasText: /\w/ });
  await expect(page.getByRole('link', { name: /Order Samples/i }).first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(3);
  expect(await page.evaluate(() => localStorage.getItem('key'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expectAccessible(page);
});

test("a wrong code shows 'Invalid OTP!' and keeps the member on /verify", async ({ page }) => {
  await askBikashCode(page);
  await page.getByLabel('OTP', { exact: true }).fill('000000');
  // Enter from inside the field, which had the focus: it is focused anew, so it is read again with its error.
  await page.getByLabel('OTP', { exact: true }).press('Enter');
  await expect(page.getByLabel('OTP', { exact: true })).toHaveAccessibleDescription('Invalid OTP!');
  await expect(page.getByLabel('OTP', { exact: true })).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/verify');
  await page.getByLabel('OTP', { exact: true }).fill(TEST_CODE);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL('**/home');
  await expect(page.getByText('Welcome Dr. Bikash')).toBeVisible();
});

test('wrong codes warn before the last try; then Verify stops and the screen says when a new code can be asked', async ({
  page,
}) => {
  await askBikashCode(page);
  await hydrated(page);
  const otp = page.getByLabel('OTP', { exact: true });
  const verify = page.getByRole('button', { name: 'Verify OTP' });
  for (const said of [
    'Invalid OTP!',
    'Invalid OTP!',
    'Invalid OTP!',
    'Invalid OTP! You have one more try with this code.',
  ]) {
    await otp.fill('000000');
    await verify.click();
    await expect(otp).toHaveAccessibleDescription(said);
  }
  await otp.fill('000000');
  await verify.click();
  await expect(otp).toHaveAccessibleDescription(
    'Invalid OTP! This code takes no more tries: please ask for a new code.',
  );
  await expect(verify).toBeDisabled();
  // The resend wait is still running: the screen says when a new code can be asked, once, on Resend's countdown.
  await expect(page.getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toBeDisabled();
  await expect(page.locator('main').getByText(/\d+ s\b/)).toHaveCount(1);
  // Past the wait (as the tab keeps it), Resend sends a new code, which logs in.
  await page.evaluate(() => {
    const challenge = JSON.parse(sessionStorage.getItem('loginChallenge') ?? '{}');
    sessionStorage.setItem('loginChallenge', JSON.stringify({ ...challenge, resendAt: 0 }));
  });
  await page.reload();
  await hydrated(page);
  await expect(verify).toBeDisabled();
  await page.getByRole('button', { name: 'Resend OTP', exact: true }).click();
  await expect(page.getByText('A new code has been sent. The previous code no longer works.')).toBeVisible();
  await expect(verify).toBeEnabled();
  await otp.fill(TEST_CODE);
  await verify.click();
  await page.waitForURL('**/home');
});

test('the verify screen: the resend countdown reads at 4.5:1 and the code field keeps digits only', async ({
  page,
}) => {
  await askBikashCode(page);
  await hydrated(page);
  const countdown = page.getByRole('button', { name: /^Resend OTP in \d+ s$/ });
  await expect(countdown).toBeDisabled();
  expect(await textContrast(countdown)).toBeGreaterThanOrEqual(4.5);

  const code = page.getByLabel('OTP', { exact: true });
  // The code field has the focus as the page opens: the keyboard (and the SMS code it offers) comes up at once.
  await expect(code).toBeFocused();
  await code.pressSequentially('12ab3 4');
  await expect(code).toHaveValue('1234');
  // A pasted message keeps its code; Devanagari digits become the digits the server expects.
  await code.fill('Your code: 123-456.');
  await expect(code).toHaveValue('123456');
  await code.fill('१२३४५६');
  await expect(code).toHaveValue('123456');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL('**/home');
});

test('the login form checks the number before asking the server', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('91');
  await expect(page.getByLabel('I agree to the Terms and Conditions')).toBeChecked();
  await page.getByLabel('Mobile Number', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByText('Please enter a valid India mobile number.')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await expectAccessible(page);
});

test('a guarded route without a session goes to /', async ({ page }) => {
  await page.goto('/home');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/searcharticles/heart');
  await page.waitForURL((url) => url.pathname === '/');
});

test('/verify and / with a session go to /home', async ({ page }) => {
  await loginAs(page, 'asha');
  await page.goto('/verify');
  await page.waitForURL('**/home');
  await page.goto('/');
  await page.waitForURL('**/home');
});

/** The addresses of the pages the browser itself sent a form to (a submit no script took), as they happen. */
function formsSentByTheBrowser(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.method() !== 'GET') sent.push(request.url());
  });
  return sent;
}

test('the login card paints and takes a number and Get OTP before its script runs; React keeps both', async ({
  page,
}) => {
  const held = await holdIslandScript(page, '/', 'LoginForm');
  const posted = formsSentByTheBrowser(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(held.requested).toBe(true);
  // The largest paint is the card's static text, while the form's code is still on its way.
  const largestInCard = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
          resolve(Boolean(last?.element?.closest('.auth__card')));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(largestInCard).toBe(true);
  await page.getByLabel('Country', { exact: true }).selectOption('977');
  await page.getByLabel('Mobile Number', { exact: true }).pressSequentially(MEMBERS.bikash.mobile);
  // Get OTP before React is held (src/islands/auth/held-submit.ts), not sent by the browser itself.
  const getOtp = page.getByRole('button', { name: 'Get OTP' });
  await getOtp.click();
  await expect(getOtp).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('astro-island[ssr][opts*="LoginForm"]')).toHaveCount(1);
  held.release();
  await page.waitForURL('**/verify');
  await expect(page.getByText(`+977 ${MEMBERS.bikash.mobile}`, { exact: false })).toBeVisible();
  expect(posted).toEqual([]);
});

test('a tap on the language switch before its code has arrived (client:later) is replayed once it hydrates', async ({
  page,
}) => {
  const held = await holdIslandScript(page, '/', 'LanguageSwitch');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByText('नेपाली').click();
  await expect.poll(held.requested).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
  held.release();
  // The choice is kept and the page reloads in Nepali.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ne');
});

test('a tap on the radio itself before its code has arrived switches too: the browser checking it first does not hide the change from React', async ({
  page,
}) => {
  const held = await holdIslandScript(page, '/', 'LanguageSwitch');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // A click on the input, not its label: the one a finger on the small circle makes.
  await page.getByRole('radio', { name: 'हिन्दी' }).click();
  await expect.poll(held.requested).toBe(true);
  held.release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
  await expect(page.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
});

test('after the server ended the session, the login screen fills in the number of this device, not after logout', async ({
  page,
}) => {
  await loginAs(page, 'bikash');
  const key = await page.evaluate(() => localStorage.getItem('key'));
  await page.request.post('/api/logout.php', { headers: { Authorization: `Bearer ${key}` } });
  // /home may notice the ended session by itself and go to / first, cancelling this navigation (ERR_ABORTED, or
  // "interrupted by another navigation", as Playwright words the same race): either way the login screen is where it
  // ends.
  await page.goto('/contact', { waitUntil: 'commit' }).catch((error: unknown) => {
    if (!(error instanceof Error) || !/ERR_ABORTED|interrupted by another navigation/.test(error.message)) throw error;
  });
  await page.waitForURL((url) => url.pathname === '/');
  await hydrated(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Your session has ended' })).toBeVisible();
  await expect(page.getByLabel('Mobile Number', { exact: true })).toHaveValue(MEMBERS.bikash.mobile);
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('977');
  // Logging out erases it with the rest of this device's data.
  await loginAs(page, 'bikash');
  await tapLogout(page);
  await page.waitForURL((url) => url.pathname === '/');
  await hydrated(page);
  await expect(page.getByLabel('Mobile Number', { exact: true })).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('lastNumber'))).toBeNull();
});

test('logout revokes the session, clears storage and goes to /, in every tab', async ({ page }) => {
  await loginAs(page, 'asha');
  const key = await page.evaluate(() => localStorage.getItem('key'));
  const otherTab = await page.context().newPage();
  await otherTab.goto('/profile');
  await hydrated(otherTab);
  // It follows the other tabs once its status parts are there (loaded when the browser is idle, boot.ts).
  await otherTab.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/page-status.')),
  );
  await tapLogout(page);
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  // The other tab does not go on showing the doctor's profile until its next call.
  await otherTab.waitForURL((url) => url.pathname === '/');
  await otherTab.close();
  const status = await page.evaluate(
    async (k) =>
      (await fetch('/api/GetTherapy.php', { method: 'POST', headers: { authorization: `Bearer ${k}` } })).status,
    key,
  );
  expect(status).toBe(401);
});

test('a deep link to a parameterised route survives a reload', async ({ page }) => {
  await loginAs(page, 'asha');
  await page.goto('/searcharticles/heart%20failure');
  await expect(page.getByRole('heading', { name: /heart failure/i })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /heart failure/i })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/searcharticles/heart%20failure');
});

test('the header search opens the article results for the typed text', async ({ page }) => {
  await loginAs(page, 'asha');
  const search = page.getByRole('searchbox', { name: 'Search articles' }).first();
  await search.fill('hypertension');
  await search.press('Enter');
  await page.waitForURL('**/searcharticles/hypertension');
});

test.describe('without the service worker (page.route cannot hold what it serves)', () => {
  test.use({ serviceWorkers: 'block' });

  test('the header search loads on first focus, and Enter typed before its code arrives still searches', async ({
    page,
  }) => {
    test.slow(); // the 20x CPU slowdown below
    await loginAs(page, 'asha');
    let requested = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/_astro/HeaderSearch.*.js', async (route) => {
      requested += 1;
      await held; // a slow phone: the island's code is still on its way
      await route.continue();
    });
    await page.goto('/home/');
    await expect(page.getByText(/Welcome Dr\./)).toBeVisible();
    expect(requested).toBe(0); // nothing of the search loads before the member uses it
    const search = page.getByRole('searchbox', { name: 'Search articles' }).first();
    await search.click();
    await search.pressSequentially('asthma');
    await search.press('Enter');
    await expect.poll(() => requested).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/home/');
    // A slow phone: React hydrates the island over several tasks, and the held Enter is replayed among them.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    release();
    await page.waitForURL('**/searcharticles/asthma');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page.getByRole('heading', { name: /asthma/i })).toBeVisible();
  });

  test('Get OTP tapped on the empty form before React asks for the number, not for the last one used', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate((number) => localStorage.setItem('lastNumber', number), `977 ${MEMBERS.bikash.mobile}`);
    const held = await holdIslandScript(page, '/', 'LoginForm');
    await page.reload();
    const getOtp = page.getByRole('button', { name: 'Get OTP' });
    await getOtp.click();
    await expect(getOtp).toHaveAttribute('aria-busy', 'true');
    held.release();
    await expect(page.getByText('Please enter your mobile number.')).toBeVisible();
    await expect(page.getByLabel('Mobile Number', { exact: true })).toHaveValue('');
    await expect(getOtp).not.toHaveAttribute('aria-busy', 'true');
  });

  test('a code typed and sent with Enter before the verify island has come logs the doctor in once it has', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const held = await holdIslandScript(page, '/verify', 'VerifyForm');
    const posted = formsSentByTheBrowser(page);
    await page.getByLabel('Country', { exact: true }).selectOption('977');
    await page.getByLabel('Mobile Number', { exact: true }).fill(MEMBERS.bikash.mobile);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.waitForURL('**/verify');
    const code = page.getByLabel('OTP', { exact: true });
    await code.fill(TEST_CODE);
    await code.press('Enter');
    await expect(page.getByRole('button', { name: 'Verify OTP' })).toHaveAttribute('aria-busy', 'true');
    held.release();
    await page.waitForURL('**/home');
    await expect(page.getByText('Welcome Dr. Bikash')).toBeVisible();
    expect(posted).toEqual([]);
  });

  test('a verify whose answer was lost: the retry says the code was used and how to go on; no session is half-kept', async ({
    page,
  }) => {
    await askBikashCode(page);
    // The first verify reaches the server (the code is used, a session opened) and its answer is lost on the way back.
    let reached = 0;
    await page.route('**/api/login.php', async (route) => {
      reached += 1;
      if (reached > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByLabel('OTP', { exact: true }).fill(TEST_CODE);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(
      page.getByText('No answer from the portal. Please check your connection and try again.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(
      page.getByText(
        'This code has already been used: a code logs in once. If your last try got no answer, please request a new code.',
      ),
    ).toBeVisible();
    expect(reached).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/verify');
    expect(await page.evaluate(() => localStorage.getItem('key'))).toBeNull();
  });
});

test('/privacy is readable without logging in and without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await context.close();
});
