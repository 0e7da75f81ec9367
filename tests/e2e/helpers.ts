/** Shared steps of the end-to-end tests: logging in as a demo member through the real screens, and an axe check. */
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

/** The members the e2e server accepts with the fixed code 123456 (DESIGN §5 plus two for state-changing tests). */
export const MEMBERS = {
  asha: { country: '91', mobile: '9876543210', firstName: 'Asha', focus: 'Cardiology' },
  bikash: { country: '977', mobile: '9841000001', firstName: 'Bikash', focus: 'Diabetology' },
  demo: { country: '91', mobile: '9876500000', firstName: 'Demo', focus: 'Cardiology' },
  meera: { country: '91', mobile: '9876543211', firstName: 'Meera', focus: 'Respiratory' },
  arjun: { country: '91', mobile: '9876543212', firstName: 'Arjun', focus: 'Neurology' },
} as const;

/** A member of MEMBERS. */
export type MemberName = keyof typeof MEMBERS;

/** A member of MEMBERS, or a test number of a test's own doctor (console-doctor.ts): who signs in. */
type Signer = MemberName | { country: string; mobile: string };

/** The fixed code of the test numbers. */
export const TEST_CODE = '123456';

/**
 * Where a reader is in the article list: the title of the article at the top of the screen and its top, in px from
 * the screen's (the rows above may differ in height until they are drawn), once it stands still: after a scroll the
 * rows near the screen take their height in the frames that follow, and the browser keeps what is on the screen in
 * place by scrolling again (the same place a quarter of a second apart).
 */
export function articleAtTop(page: Page): Promise<{ title?: string; top: number }> {
  return page.evaluate(async () => {
    const read = () => {
      const article = [...document.querySelectorAll('main ul.articles:not([hidden]) article')].find(
        (each) => each.getBoundingClientRect().bottom > 0,
      );
      return {
        title: article?.querySelector('h2')?.textContent ?? undefined,
        top: article?.getBoundingClientRect().top ?? Number.NaN,
      };
    };
    const aWhile = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 250)));
    let last = read();
    for (let tries = 0; tries < 40; tries += 1) {
      await aWhile();
      const now = read();
      if (now.title === last.title && now.top === last.top) return now;
      last = now;
    }
    return last;
  });
}

/** Waits until the article `before` is at the top of the screen again where it stood (within 2 px: scroll offsets are whole pixels, the rows' tops not). */
export async function expectArticleAtTop(page: Page, before: { title?: string; top: number }): Promise<void> {
  await expect
    .poll(async () => {
      const now = await articleAtTop(page);
      const moved = now.top - before.top;
      return { title: now.title, movedPx: Math.abs(moved) <= 2 ? 0 : Math.round(moved) };
    })
    .toEqual({ title: before.title, movedPx: 0 });
}

/**
 * Waits until every island hydrated on load or idle has hydrated (typing into a form before that could be lost), and
 * every first screen drawn before React (the cards and rows of first-cards.ts, a profile page's StoredProfile.astro,
 * inert while drawn) has given way to the island's own, which may come a few tasks after the island hydrated.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        'astro-island[ssr][client="load"], astro-island[ssr][client="painted"], astro-island[ssr][client="idle"], astro-island[ssr][client="later"], [data-stored-profile], [data-first-cards]:not([hidden])',
      ),
  );
}

/**
 * Holds the script of the island named `island` on the page at `address` (its `component-url`, read from the page's
 * HTML) until `release` is called: what the page does before that island's code runs. `requested` tells whether the
 * browser has asked for it yet.
 */
export async function holdIslandScript(
  page: Page,
  address: string,
  island: string,
): Promise<{ release: () => void; requested: () => boolean }> {
  const html = await (await page.request.get(address)).text();
  const script = new RegExp(`<astro-island[^>]*component-url="([^"]+)"[^>]*opts="[^"]*${island}`).exec(html)?.[1];
  if (!script) throw new Error(`no island ${island} on ${address}`);
  return holdRequests(page, `**${script}`);
}

/**
 * Holds every request to `url` (a glob or pattern, as page.route takes it) until `release` is called: a stalled
 * server or a slow download. `requested` tells whether the browser has asked yet. Held on a browser context, it also
 * holds the requests its service worker makes.
 */
export async function holdRequests(
  target: Page | BrowserContext,
  url: string | RegExp,
): Promise<{ release: () => void; requested: () => boolean }> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await target.route(url, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/** Whether the page drew two frames within 2 s. */
function drewTwoFrames(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((done) => {
        setTimeout(() => done(false), 2000);
        requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
      }),
  );
}

/**
 * Waits two frames: the page has laid out and painted what changed, and its observers have answered. Headless
 * Chromium now and then stops drawing a page after a resize (a fit-everywhere run once waited 290 s for a frame while
 * the page answered everything else): the page is brought to the front and given one more try, then the test fails
 * saying so, in seconds rather than at its time limit.
 */
export async function twoFrames(page: Page): Promise<void> {
  if (await drewTwoFrames(page)) return;
  await page.bringToFront();
  if (!(await drewTwoFrames(page))) throw new Error(`Chromium drew no frame of ${page.url()} for 4 s`);
}

/**
 * Waits until a closed layer (modal, chat, menu) has taken its history entry away: src/lib/back-closes.ts steps back
 * a moment after the layer closes, and a navigation started before that step ends races with it (it can be cancelled
 * by it: ERR_ABORTED). A doctor cannot tap the page before that step; a test's goto can.
 */
export async function layerStepDone(page: Page): Promise<void> {
  await page.waitForFunction(() => (history.state as { layer?: boolean } | null)?.layer !== true);
}

/**
 * Applies the offline emulation again to the page loaded since `setOffline(true)`: Chromium 150 leaves
 * `navigator.onLine` true (and fires no `offline` event) in a document loaded while emulating offline, from the
 * service worker or not, where a phone without a network reports false. Going online and offline again reaches the
 * document: `navigator.onLine` is false and the page gets its `offline` event.
 */
export async function offlineAgain(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await context.setOffline(true);
}

/**
 * Waits until an activated service worker controls the page. The check is synchronous on purpose: Playwright's
 * waitForFunction takes any returned Promise as truthy and would not wait for what it resolves to.
 */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 20_000,
  });
}

/** Logs in with a number through / and /verify of `base` (default: the configured baseURL); resolves on /home. */
export async function loginWithNumber(page: Page, country: string, mobile: string, base = ''): Promise<void> {
  await page.goto(`${base}/`);
  await hydrated(page);
  await page.getByLabel('Country', { exact: true }).selectOption(country);
  await page.getByLabel('Mobile Number', { exact: true }).fill(mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.waitForURL('**/verify');
  await hydrated(page);
  await page.getByLabel('OTP', { exact: true }).fill(TEST_CODE);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL('**/home');
}

/** Logs in a demo member through / and /verify of `base` and waits for /home to hydrate. */
export async function loginAs(page: Page, name: MemberName, base = ''): Promise<void> {
  const member = MEMBERS[name];
  await loginWithNumber(page, member.country, member.mobile, base);
  await hydrated(page);
}

/** A browser's saved state (its session in localStorage). */
type SavedState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * One login through the screens shared by every test of a file, each test still on a fresh page:
 * `test.use(sharedLogin('asha'))`.
 */
export function sharedLogin(name: MemberName) {
  let session: SavedState | undefined;
  return {
    storageState: async (
      { browser, baseURL }: { browser: Browser; baseURL: string | undefined },
      use: (state: SavedState) => Promise<void>,
    ): Promise<void> => {
      if (!session) {
        const page = await browser.newPage({ baseURL });
        await loginAs(page, name);
        session = await page.context().storageState();
        await page.close();
      }
      await use(session);
    },
  };
}

/** Logs in through the API (check.php, then login.php with the fixed code): the session key and the member's profile. */
export async function apiSession(request: APIRequestContext, who: Signer): Promise<{ key: string; profile: unknown }> {
  const member = typeof who === 'string' ? MEMBERS[who] : who;
  // A test of another worker may log the same member in at the same moment: its check.php replaces this code, so
  // a refused code starts over (three times at most).
  for (let attempt = 1; ; attempt += 1) {
    const check = await request.post('/api/check.php', {
      data: { country_code: member.country, mobile_no: member.mobile },
    });
    const challenge = ((await check.json()) as [unknown, { key: string }])[1].key;
    const login = await request.post('/api/login.php', { data: { key: challenge, otp: TEST_CODE } });
    const answer = ((await login.json()) as [unknown, { key?: string; result?: unknown[] }])[1];
    if (answer.key && answer.result?.[0]) return { key: answer.key, profile: answer.result[0] };
    if (attempt === 3) throw new Error(`login.php refused ${member.mobile} three times: ${JSON.stringify(answer)}`);
  }
}

/**
 * Logs in through the API, stores the session as the verify screen does and opens `landing` (/home): for tests whose
 * subject is not the login screens (those are in login.spec.ts).
 */
export async function signInByApi(page: Page, who: Signer, landing = '/home'): Promise<void> {
  const { key, profile } = await apiSession(page.request, who);
  await page.goto('/privacy');
  await page.evaluate(
    ([k, stored]) => {
      localStorage.setItem('key', String(k));
      localStorage.setItem('profileData', JSON.stringify(stored));
    },
    [key, profile] as const,
  );
  if (landing !== '/privacy') await page.goto(landing);
}

/** Saves `language` as the member's language through the API (SaveSettings.php). */
async function saveLanguage(request: APIRequestContext, name: MemberName, language: string): Promise<void> {
  const { key } = await apiSession(request, name);
  const saved = await request.post('/api/SaveSettings.php', {
    headers: { authorization: `Bearer ${key}` },
    data: { language },
  });
  expect(saved.ok()).toBe(true);
}

/** Stores `language` on the member and in this browser, signed in (on /privacy). */
export async function signInInLanguage(page: Page, name: MemberName, language: 'hi' | 'ne'): Promise<void> {
  await saveLanguage(page.request, name, language);
  await signInByApi(page, name, '/privacy');
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
}

/** Sets the demo members that other specs share back to English after each test, whether it passed or not. */
export function membersBackToEnglish(members: readonly MemberName[]) {
  return async ({ request }: { request: APIRequestContext }): Promise<void> => {
    for (const member of members) await saveLanguage(request, member, 'en');
  };
}

/**
 * Opens an address and waits for its document (callers wait for hydration; a late image does not hold them). A
 * navigation the previous page started by itself (a redirect after a late answer, a tap replayed once its island
 * hydrated) can cancel this one (net::ERR_ABORTED): the address is opened again, three times at most, after that
 * navigation has settled (or 10 s, when it never commits).
 */
export async function openPage(page: Page, address: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto(address, { waitUntil: 'domcontentloaded' });
      return;
    } catch (error) {
      if (attempt === 3 || !(error instanceof Error) || !error.message.includes('ERR_ABORTED')) throw error;
      await page.waitForLoadState('domcontentloaded', { timeout: 10_000 }).catch(() => undefined);
    }
  }
}

/** Asserts axe-core finds no serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * The contrast ratio (WCAG 2) of an element's text against the first opaque background behind it, with the
 * opacity of the element and its ancestors applied to the text colour.
 */
export async function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const rgba = (css: string): number[] => (css.match(/[\d.]+/g) ?? []).map(Number);
    let opacity = 1;
    let background: number[] | undefined;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      opacity *= Number(style.opacity);
      const [r = 0, g = 0, b = 0, a = 1] = rgba(style.backgroundColor);
      if (!background && a === 1) background = [r, g, b];
    }
    const back = background ?? [255, 255, 255];
    const [r = 0, g = 0, b = 0, a = 1] = rgba(getComputedStyle(element).color);
    const alpha = a * opacity;
    const text = [r, g, b].map((channel, i) => channel * alpha + (back[i] ?? 255) * (1 - alpha));
    const luminance = (rgb: number[]): number => {
      const [lr = 0, lg = 0, lb = 0] = rgb.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const [light, dark] = [luminance(text), luminance(back)].sort((x, y) => y - x);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
}

/** Taps Logout in the menu (opened again until Logout shows: the shell binds its buttons with React's file). */
export async function tapLogout(page: Page, names = { menu: 'Menu', logout: 'Logout' }): Promise<void> {
  const logout = page.getByRole('button', { name: names.logout });
  await expect(async () => {
    await page.getByRole('button', { name: names.menu }).click();
    await expect(logout).toBeVisible({ timeout: 1000 });
  }).toPass();
  await logout.click();
}
