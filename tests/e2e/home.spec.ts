/** /home beyond the grid (SPEC §2 Home, §4 Banner popup, §5 campaign poster): popup, banners, brand panel, social icons. */
import { expect, test, type Page } from './test.ts';
import { expectAccessible, signInByApi } from './helpers.ts';

const popup = (page: Page) => page.getByRole('dialog', { name: 'Announcement' });

test('the banner popup shows when a banner exists and hides by itself after about 3 seconds', async ({ page }) => {
  await signInByApi(page, 'asha');
  await expect(popup(page)).toBeVisible();
  const shownAt = Date.now();
  await expect(popup(page).getByRole('img', { name: 'Announcement banner' })).toHaveAttribute(
    'src',
    /\/banners\/popup\.svg$/,
  );
  await expect(popup(page)).toBeHidden({ timeout: 6000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(1500);
  expect(shownFor).toBeLessThan(4500);
});

test('the banner popup closes at once with its close button', async ({ page }) => {
  await signInByApi(page, 'asha');
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toBeHidden({ timeout: 500 });
});

test('a keyboard user meets the banner popup: it takes the focus, Tab reaches Close, Escape closes it', async ({
  page,
}) => {
  await signInByApi(page, 'asha');
  // Nothing had the focus on arrival: the popup takes it (a screen reader says "Announcement, dialog").
  await expect(popup(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(popup(page).getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toBeHidden({ timeout: 500 });
  // The next Tab goes on from where the popup was, into the page.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 800 } });

  test("a tap on the popup's close button closes it and opens nothing beneath", async ({ page }) => {
    await signInByApi(page, 'asha');
    const close = popup(page).getByRole('button', { name: 'Close' });
    const box = await close.boundingBox();
    if (!box) throw new Error('the close button has no box');
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // A link lies beneath the button: the tap must not reach it.
    const linkBeneath = await page.evaluate(
      ({ x, y }) => document.elementsFromPoint(x, y).some((element) => element.closest('a[href]')),
      point,
    );
    expect(linkBeneath).toBe(true);
    await close.tap();
    await expect(popup(page)).toBeHidden({ timeout: 500 });
    // The card beneath the button would have opened by now.
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/home\/?$/);
  });
});

test('Dr. Asha Rao sees the feedback banner, the campaign poster, her brand panel, banners and social icons', async ({
  page,
}) => {
  await signInByApi(page, 'asha');
  const feedback = page.getByRole('link', { name: /Share your feedback/ });
  await expect(feedback).toHaveAttribute('href', 'https://forms.example.org/feedback/portal-2026');
  await expect(feedback).toHaveAttribute('target', '_blank');
  await expect(feedback).toHaveAttribute('rel', 'noopener noreferrer');
  const campaign = page.getByRole('link', { name: /See our current campaign/ });
  await expect(campaign).toHaveAttribute('href', 'https://www.example-pharma.com/campaigns/heart-month-2026');
  await expect(campaign).toHaveAttribute('rel', 'noopener noreferrer');
  // Below the fold, the panel gets its address as it comes near the screen (tests/e2e/first-screen.spec.ts).
  const brand = page.getByRole('img', { name: /^Cardiology: / });
  await brand.scrollIntoViewIfNeeded();
  await expect(brand).toHaveAttribute('src', /\/custom\/Cardiology\.svg$/);
  await expect(page.getByRole('link', { name: 'Order samples of our therapies' })).toHaveAttribute(
    'href',
    '/therapies',
  );
  await expect(page.getByRole('link', { name: 'Read the latest articles' })).toHaveAttribute('href', '/articles');

  const social = page.getByRole('region', { name: 'Follow us' }).getByRole('link');
  await expect(social).toHaveCount(4);
  for (const name of ['Instagram', 'LinkedIn', 'Facebook', 'Company website']) {
    const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const box = await link.getByRole('img').boundingBox();
    expect(box?.height).toBe(45);
  }
  const sizeless = await page.locator('main img:not([width]), main img:not([height])').count();
  expect(sizeless).toBe(0);
  await expectAccessible(page);
});

test("Dr. Bikash Shrestha (member_role '24') sees no campaign poster but his own brand panel", async ({ page }) => {
  await signInByApi(page, 'bikash');
  await expect(page.getByRole('link', { name: /Share your feedback/ })).toBeVisible();
  const brand = page.getByRole('img', { name: /^Diabetology: / });
  await brand.scrollIntoViewIfNeeded();
  await expect(brand).toHaveAttribute('src', /\/custom\/Diabetology\.svg$/);
  await expect(page.getByRole('link', { name: /See our current campaign/ })).toHaveCount(0);
  await expectAccessible(page);
});

test.describe('without the service worker (page.route cannot hold what it serves)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a focus whose brand panel file is missing shows no panel, and the rest of /home is whole', async ({ page }) => {
    let asked = 0;
    await page.route('**/images/custom/Cardiology.svg', (route) => {
      asked += 1;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    });
    await signInByApi(page, 'asha');
    await page.getByRole('region', { name: 'Follow us' }).scrollIntoViewIfNeeded();
    await expect.poll(() => asked).toBe(1);
    await expect(page.getByRole('img', { name: /^Cardiology: / })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /See our current campaign/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Follow us' }).getByRole('link')).toHaveCount(4);
  });

  test('on a Hindi page a brand panel without its Hindi file shows the English one', async ({ page }) => {
    const asked: string[] = [];
    await page.route('**/images/custom/Cardiology.hi.svg', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    });
    // Hindi in this browser only: the member's stored language (English) is what other files expect.
    await signInByApi(page, 'asha', '/privacy');
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await page.goto('/hi/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const panel = page.locator('img.brand-panel');
    await panel.scrollIntoViewIfNeeded();
    await expect(panel).toHaveAttribute('src', /\/custom\/Cardiology\.svg$/);
    await expect(panel).toHaveJSProperty('complete', true);
    expect(asked).toHaveLength(1);
  });
});

test("category cards: priority contact goes to /contact, 'page' opens a new tab, 'submenu' opens its sub-categories", async ({
  page,
}) => {
  await signInByApi(page, 'asha');
  await expect(page.getByRole('link', { name: 'Priority Contact' })).toHaveAttribute('href', '/contact');
  const cme = page.getByRole('link', { name: /^CME Portal/ });
  await expect(cme).toHaveAttribute('href', 'https://cme.example.org/courses');
  await expect(cme).toHaveAttribute('target', '_blank');
  await expect(cme).toHaveAttribute('rel', 'noopener noreferrer');
  const samples = page.getByRole('link', { name: 'Order Samples & Services' });
  await expect(samples).toHaveAttribute('href', /^\/subcategories\/1\/Order%20free%20samples/);
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await samples.click();
  await page.waitForURL(/\/subcategories\/1\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Samples & Services' })).toBeVisible();
});
