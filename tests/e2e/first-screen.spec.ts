/**
 * The first screen goes first (src/stores/below-fold.ts, src/ui/useFirstScreenImage.ts): on /home, the images below
 * the fold (category cards 5 and on, the member's banners, the static banners and the social icons) are asked for
 * only once the first screen's card images have loaded and painted, or after a 3-second cap; then all of them load.
 */
import { expect, test, type Page } from './test.ts';
import { signInByApi, twoFrames } from './helpers.ts';

// The page's own requests, seen and held by page.route; the service worker's image cache is pwa.spec.ts's subject.
test.use({ serviceWorkers: 'block' });

/** The four category images of Dr. Asha Rao's first screen, the lead (order-samples) first. */
const FIRST_SCREEN = ['order-samples', 'medical-content', 'digital-services', 'patient-education'].map(
  (n) => `/images/categories/${n}.svg`,
);

/** Images below the fold on her /home, from each kind of source. */
const BELOW_FOLD = [
  '/images/categories/cardiac-care.svg', // a card of the island
  '/images/banners/feedback.svg', // the member's banner (HomePromos)
  '/images/custom/Cardiology.svg', // her brand panel
  '/images/banners/articles.svg', // a static banner of home.astro
  '/images/custom/instagram.svg', // a static social icon
];

/**
 * Logs image requests ('start') and their completions ('end') in the order the browser reports them. The tests sign
 * in without opening /home, so that no image of it is in the browser's caches and nothing of an earlier visit mixes in.
 */
function imageLog(page: Page): { event: 'start' | 'end'; path: string }[] {
  const log: { event: 'start' | 'end'; path: string }[] = [];
  const path = (url: string) => new URL(url).pathname;
  page.on('request', (request) => {
    if (request.resourceType() === 'image') log.push({ event: 'start', path: path(request.url()) });
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image') log.push({ event: 'end', path: path(request.url()) });
  });
  return log;
}

/** The images in the page that have no address yet (held back) or have not loaded. */
async function unloadedImages(page: Page): Promise<string[]> {
  return page
    .locator('main img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => !image.getAttribute('src') || !image.complete || image.naturalWidth === 0)
        .map((image) => image.getAttribute('src') ?? image.getAttribute('data-below-fold-src') ?? image.alt),
    );
}

/** Scrolls to the end of the page a third of a screen at a time, as a member's thumb does. */
async function scrollThrough(page: Page): Promise<void> {
  for (;;) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight / 3);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (atEnd) return;
    // The intersection observers answer the scroll in the next frame.
    await twoFrames(page);
  }
}

const started = (log: ReturnType<typeof imageLog>, path: string) =>
  log.findIndex((e) => e.event === 'start' && e.path === path);

test("/home asks for the images below the fold after the first screen's, and only as they come near, then loads them all", async ({
  page,
}) => {
  await signInByApi(page, 'asha', '/privacy');
  const log = imageLog(page);
  await page.goto('/home');
  // Card 5 lies within a screen's height of view: it follows the first screen at once.
  await expect.poll(() => started(log, '/images/categories/cardiac-care.svg')).toBeGreaterThan(-1);
  const lastFirstScreenEnd = Math.max(
    ...FIRST_SCREEN.map((p) => log.findIndex((e) => e.event === 'end' && e.path === p)),
  );
  expect(started(log, '/images/categories/cardiac-care.svg'), JSON.stringify(log)).toBeGreaterThan(lastFirstScreenEnd);
  // The social icons at the end of the page wait for the member to scroll: none asked once the network settles.
  await page.waitForLoadState('networkidle');
  expect(started(log, '/images/custom/instagram.svg')).toBe(-1);

  await scrollThrough(page);
  for (const path of BELOW_FOLD) {
    await expect.poll(() => started(log, path), { message: path }).toBeGreaterThan(lastFirstScreenEnd);
  }
  await expect.poll(() => unloadedImages(page)).toEqual([]);
});

test("while the first screen's images are still on their way nothing below the fold is asked for; after 3 seconds it comes anyway", async ({
  page,
}) => {
  await signInByApi(page, 'asha', '/privacy');
  const log = imageLog(page);
  let releaseFirstScreen: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    releaseFirstScreen = resolve;
  });
  // One painted image of the first screen is enough to release the rest, so all four are held.
  for (const path of FIRST_SCREEN) {
    await page.route(`**${path}`, async (route) => {
      await held;
      await route.continue();
    });
  }
  await page.goto('/home');
  const grid = page.getByRole('list', { name: 'Our services' });
  await expect(grid.locator('img')).toHaveCount(9);
  // Held back: cards 5 and on and the static banners have no address yet, and none of them was asked for.
  expect(await grid.locator('img:not([src])').count()).toBe(5);
  await expect(page.locator('.promos img[data-below-fold-src]')).toHaveCount(2);
  expect(log.filter((e) => e.event === 'start' && BELOW_FOLD.includes(e.path))).toEqual([]);

  // The cap (BELOW_FOLD_MAX_WAIT_MS): stalled first-screen images do not hold the rest for ever.
  await expect(grid.locator('img').nth(4)).toHaveAttribute('src', /cardiac-care\.svg$/, { timeout: 10_000 });
  releaseFirstScreen();
  await scrollThrough(page);
  await expect.poll(() => unloadedImages(page)).toEqual([]);
});

test('the header logo and the favicon come with the page: no request of their own, and the logo is drawn', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  for (const path of ['/', '/privacy']) {
    await page.goto(path);
    const logo = page.getByRole('img', { name: 'MedConnect' });
    await expect(logo).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  }
  await signInByApi(page, 'asha', '/settings');
  await expect(page.getByRole('link', { name: /MedConnect/ }).getByRole('img')).toHaveAttribute('src', /^data:/);
  expect(
    requested.filter((path) => path === '/favicon.svg' || path === '/favicon.ico' || path.startsWith('/images/brand/')),
  ).toEqual([]);
});
