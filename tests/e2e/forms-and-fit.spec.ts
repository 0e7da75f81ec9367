/**
 * Issue 22 parts 1, 3 and 4 in Chromium (360x800 unless a test says otherwise): forms that name fields as they are
 * labelled, the mobile field that takes pasted numbers, styled pickers, a square photo; the desktop header, Order
 * History, article cards and Share, /privacy in the member shell; text that fits at 320 and 360 px.
 */
import sharp from 'sharp';
import { expect, type Locator, type Page, test } from './test.ts';
import { expectAccessible, hydrated, loginAs, signInByApi } from './helpers.ts';

/** Pastes text into a field as the clipboard would (a real `paste` event with its data). */
async function paste(field: Locator, text: string): Promise<void> {
  await field.evaluate((element, value) => {
    (element as HTMLInputElement).focus();
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Words of the element's text that the browser broke across two lines (each word's boxes, one per line). */
async function brokenWords(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
      return broken;
    }),
  );
}

/** Visible text in `root` set smaller than `min` px. */
async function smallText(page: Page, root: string, min: number): Promise<string[]> {
  return page.locator(root).evaluateAll(
    (roots, least) =>
      roots.flatMap((element) =>
        [...element.querySelectorAll('*')].flatMap((node) => {
          const own = [...node.childNodes].some((c) => c.nodeType === 3 && (c.textContent ?? '').trim() !== '');
          if (!own || !(node as HTMLElement).checkVisibility?.()) return [];
          const size = Number.parseFloat(getComputedStyle(node).fontSize);
          return size < least ? [`${node.tagName}.${node.className}: ${size}px "${node.textContent?.trim()}"`] : [];
        }),
      ),
    min,
  );
}

test.describe('1. forms', () => {
  // Logging in through the screens, then a form: more than the default 30 s on a busy machine.
  test.slow();
  test('the mobile field takes pasted numbers: spaces, dashes, country prefix and a leading 0 go, the prefix picks the country', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const mobile = page.getByLabel('Mobile Number', { exact: true });
    const country = page.getByLabel('Country', { exact: true });
    await paste(mobile, '+91 98765 43210');
    await expect(mobile).toHaveValue('9876543210');
    await expect(country).toHaveValue('91');
    await mobile.fill('');
    await paste(mobile, '9779841000001');
    await expect(mobile).toHaveValue('9841000001');
    await expect(country).toHaveValue('977');
    await mobile.fill('');
    await country.selectOption('91');
    await paste(mobile, '098765-43210');
    await expect(mobile).toHaveValue('9876543210');
    await expect(country).toHaveValue('91');
    // A whole number pasted into a field that holds one (this device's last, filled in) takes its place; a part of
    // one goes in where the caret is.
    await paste(mobile, '+977 9841000001');
    await expect(mobile).toHaveValue('9841000001');
    await expect(country).toHaveValue('977');
    await mobile.fill('98410');
    await paste(mobile, '00001');
    await expect(mobile).toHaveValue('9841000001');

    // Typed (or filled by the browser) the same way, it is cleaned when sent.
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/check.php')) sent.push(request.postDataJSON());
    });
    await mobile.fill('+977 984-1000001');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.waitForURL('**/verify');
    expect(sent).toEqual([{ country_code: '977', mobile_no: '9841000001', channel: 'sms' }]);
  });

  test('the login screen marks what is required and links the Terms', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('.field__head:has(label[for="login-mobile"]) .field__required')).toHaveText('*');
    await expect(page.getByLabel('Mobile Number', { exact: true })).toHaveAttribute('required', '');
    const terms = page.getByRole('link', { name: /Read the Terms and Conditions/ });
    await expect(terms).toHaveAttribute('href', '/terms');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expectAccessible(page);
  });

  test("a profile field the API refuses is named as the form labels it (never 'facebook_link')", async ({ page }) => {
    await loginAs(page, 'meera');
    await page.goto('/edit-profile');
    await hydrated(page); // the form drawn before React is inert: what Playwright fills there, React replaces
    await page.getByLabel('Facebook link').fill('not a web address');
    await page.getByRole('button', { name: 'Update Details' }).click();
    const error = page.locator('#profile-facebook_link-error');
    await expect(error).toContainText('Please check Facebook link: it must be a web address');
    await expect(page.locator('main')).not.toContainText('facebook_link');
    await expect(page.getByLabel('Facebook link')).toBeFocused();
  });

  test('prints: a styled picker, and a file that is not a PDF is refused in the browser in the words the server uses', async ({
    page,
  }) => {
    await signInByApi(page, 'asha');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/ServPrints.php')) requests.push(request.url());
    });
    await page.goto('/subcategories/4');
    await page.getByRole('button', { name: 'Print Your Material', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const picker = dialog.getByLabel('PDF file');
    // The browser's bare "Choose File" is hidden behind a button with words, and the chosen file's name shows.
    await expect(dialog.locator('.file-picker__button')).toHaveText('Choose a PDF file');
    await expect(dialog.locator('.file-picker__name')).toHaveText('No file chosen');
    expect(await picker.evaluate((input) => getComputedStyle(input).opacity)).toBe('0');
    await expect(dialog.locator('.field__required')).toHaveText('*');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(dialog.locator('.file-picker__name')).toHaveText('notes.txt');
    await dialog.getByRole('button', { name: 'Order Now' }).click();
    await expect(dialog.locator('#order-print_pdf-error')).toHaveText(
      'Please check PDF file: the file is not a PDF. Please choose a PDF document.',
    );
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
    await expectAccessible(page);
  });

  test('a profile photo is previewed and cropped square, so the round frame never squeezes it', async ({ page }) => {
    await loginAs(page, 'arjun');
    await page.goto('/edit-profile');
    await expect(page.locator('.file-picker__button')).toHaveText('Choose photo');
    await hydrated(page); // the inert form drawn before React takes no file a doctor could pick
    const wide = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(64, 32);
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#c33';
        context.fillRect(0, 0, 64, 32);
      }
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      return [...new Uint8Array(await blob.arrayBuffer())];
    });
    await page
      .getByLabel('Choose a new photo')
      .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: Buffer.from(wide) });
    await expect(page.locator('.file-picker__name')).toHaveText('wide.png');
    // Issue 40 §11: the preview shows the square crop that will be saved, not the wide photo squeezed into an oval.
    const preview = page.locator('.photo-change img.profile-photo');
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    const box = await preview.boundingBox();
    expect([box?.width, box?.height]).toEqual([120, 120]);
    expect(await preview.evaluate((img) => getComputedStyle(img).objectFit)).toBe('cover');
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await expect(page.getByText('Your profile photo has been updated.')).toBeVisible();
    const photo = page.getByRole('img', { name: 'Your profile photo' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(32);
  });

  test("a phone camera's 12-megapixel photo over 5 MB is made smaller in the browser and sent in a few hundred KB", async ({
    page,
  }) => {
    await loginAs(page, 'arjun');
    await page.goto('/edit-profile');
    await hydrated(page);
    const camera = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(camera.length).toBeGreaterThan(5 * 1024 * 1024);
    const sent: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/UpdatePhoto.php')) sent.push(request.postDataBuffer()?.length ?? 0);
    });
    await page
      .getByLabel('Choose a new photo')
      .setInputFiles({ name: 'IMG_2041.jpeg', mimeType: 'image/jpeg', buffer: camera });
    await expect(page.locator('.file-picker__name')).toHaveText('IMG_2041.jpg');
    await expect(page.getByText('The photo must be at most 5 MB.')).toBeHidden();
    const preview = page.locator('.photo-change img.profile-photo');
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([1365, 1024]);
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await expect(page.getByText('Your profile photo has been updated.')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeLessThan(1024 * 1024);
    const photo = page.getByRole('img', { name: 'Your profile photo' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
  });
});

test.describe('3. finding your way', () => {
  test.slow();
  for (const viewport of [
    { width: 768, height: 1024 },
    { width: 1280, height: 800 },
  ]) {
    test.describe(`at ${viewport.width}x${viewport.height}`, () => {
      test.use({ viewport });

      test("the desktop header reaches every page of the phone's menu", async ({ page }) => {
        test.slow(); // axe on a desktop page
        await signInByApi(page, 'asha', '/settings');
        const header = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
        for (const [name, href] of [
          ['Articles', '/articles'],
          ['My Profile', '/profile'],
          ['My Services', '/services'],
          ['Order History', '/services#order-history'],
          ['Contact', '/contact'],
          ['Ask a medical question', '/medical-question'],
          ['Report a side effect', '/report-side-effect'],
          ['Settings', '/settings'],
          ['Privacy Policy', '/privacy/member'],
        ] as const) {
          const link = header.getByRole('link', { name, exact: true });
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute('href', href);
        }
        // Every link sits inside the header, none on top of another.
        const boxes = await header
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
        for (const [i, a] of boxes.entries()) {
          expect(a.right).toBeLessThanOrEqual(viewport.width);
          for (const b of boxes.slice(i + 1)) {
            const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
            expect(apart).toBe(true);
          }
        }
        await expectAccessible(page);
      });
    });
  }

  test("Order History is in the menu and opens at the member's orders", async ({ page }) => {
    await signInByApi(page, 'asha');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Order History' }).click();
    await page.waitForURL('**/services#order-history');
    await expect(page.getByRole('heading', { name: 'Order History', exact: true })).toBeInViewport();
  });

  test('an article card has one way to open the article, and Share sends its title and address', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', {
        value: (data: unknown) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await signInByApi(page, 'asha', '/articles');
    const first = page.locator('main ul.articles > li').first();
    await expect(first).toBeVisible();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    const read = first.getByRole('link', { name: 'Read here' });
    const opens = await first
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => (link as HTMLAnchorElement).pathname).filter((path) => path.startsWith('/articles/http')),
      );
    expect(opens).toHaveLength(1);
    await first.getByRole('button', { name: `Share: ${title}` }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared);
    expect(shared).toEqual([{ title, url: new URL((await read.getAttribute('href')) ?? '', page.url()).href }]);

    await read.click();
    await page.waitForURL((url) => url.pathname.startsWith('/articles/https%3A'));
    await expect(page.getByRole('link', { name: /Open in a new tab/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Share: / })).toBeVisible();
  });

  test('/privacy for a logged-in member keeps the member shell: greeting, navigation and chat', async ({ page }) => {
    await signInByApi(page, 'asha');
    test.slow(); // axe on a long page
    await page.goto('/privacy');
    await expect(page).toHaveURL(/\/privacy\/member\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Welcome Dr. Asha')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
    await expect(page.getByRole('button', { name: /chat/i })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('4. text that fits', () => {
  for (const width of [320, 360]) {
    test.describe(`at ${width}x800`, () => {
      test.use({ viewport: { width, height: 800 } });
      // Whole-page checks of every element's layout: slow on a shared machine.
      test.slow();

      test('therapy names never break mid-word, text is at least 12 px and the bottom bar labels stay apart', async ({
        page,
      }) => {
        await signInByApi(page, 'asha', '/therapies');
        const titles = page.locator('main .card__title');
        await expect(titles.filter({ hasText: 'Antihypertensives' })).toBeVisible();
        expect(await brokenWords(titles)).toEqual([]);
        expect(await smallText(page, 'body', 12)).toEqual([]);
        const labels = await page
          .locator('.bottom-bar__item span')
          .evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().toJSON() as DOMRect));
        for (const [i, a] of labels.entries()) {
          const b = labels[i + 1];
          if (b) expect(a.right).toBeLessThanOrEqual(b.left);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });

      test('card descriptions are shown whole and the chat button leaves the last card free', async ({ page }) => {
        await signInByApi(page, 'asha', '/subcategories/3');
        await hydrated(page);
        const texts = page.locator('main .card__text');
        await expect(texts.first()).toBeVisible();
        const cut = await texts.evaluateAll((elements) =>
          elements.filter(
            (e) => e.scrollHeight > e.clientHeight + 1 || getComputedStyle(e).textOverflow === 'ellipsis',
          ),
        );
        expect(cut).toHaveLength(0);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const chat = await page.locator('#chat-launcher').boundingBox();
        const last = await page.locator('main .card').last().boundingBox();
        expect(chat && last && last.y + last.height <= chat.y).toBe(true);
      });

      test("the home banners' words are at least 12 px", async ({ page }) => {
        await signInByApi(page, 'asha');
        const banner = page.locator('main a.banner img').first();
        await expect(banner).toBeVisible();
        const svg = await banner.evaluate(async (img: HTMLImageElement) => (await fetch(img.currentSrc)).text());
        const viewWidth = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]);
        const smallest = Math.min(...[...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1])));
        const shown = (await banner.boundingBox())?.width ?? 0;
        expect((smallest * shown) / viewWidth).toBeGreaterThanOrEqual(12);
      });
    });
  }
});
