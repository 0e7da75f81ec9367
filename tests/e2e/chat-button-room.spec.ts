/**
 * Issue 40 §12 at 360 px: the floating chat button covers no text and no control of /home and /settings, at the top
 * of the page and scrolled to its end (the page leaves room below its content, the switches and the footer's words
 * stay left of the button).
 */
import { expect, type Page, test } from './test.ts';
import { signInByApi } from './helpers.ts';

/** What the chat button's box covers: controls and words of the page (fixed layers such as the bottom bar left out). */
async function coveredByChatButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector('#chat-launcher')?.getBoundingClientRect();
    if (!launcher) return ['no chat button'];
    const overlaps = (r: DOMRect): boolean =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < launcher.right &&
      r.right > launcher.left &&
      r.top < launcher.bottom &&
      r.bottom > launcher.top;
    const inFixedLayer = (element: Element): boolean =>
      Boolean(element.closest('#chat-launcher, .bottom-bar, dialog, [role="status"], .toast'));
    const covered: string[] = [];
    const controls = document.querySelectorAll('main a, main button, main input, main select, main textarea, footer a');
    for (const control of controls) {
      if (!inFixedLayer(control) && overlaps(control.getBoundingClientRect()))
        covered.push(control.outerHTML.slice(0, 80));
    }
    for (const root of document.querySelectorAll('main, footer')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (!text || !node.parentElement || inFixedLayer(node.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some(overlaps)) covered.push(text.slice(0, 40));
      }
    }
    return covered;
  });
}

for (const [path, ready] of [
  ['/home', 'main .card'],
  // The privacy part loads after the toggles (PrivacySettings.tsx): the page is whole once its last switch shows.
  ['/settings', 'main .privacy-settings .switch input'],
] as const) {
  test(`the chat button covers nothing on ${path} at the top and at the end of the page`, async ({ page }) => {
    await signInByApi(page, 'asha', path);
    await expect(page.locator(ready).last()).toBeVisible();
    await expect(page.locator('#chat-launcher')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await coveredByChatButton(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
    );
    expect(await coveredByChatButton(page)).toEqual([]);
  });
}

test('Tab keeps each focused card of /therapies above the bottom bar and the chat button', async ({ page }) => {
  await signInByApi(page, 'asha', '/therapies');
  await expect(page.locator('main .card').last()).toBeVisible();
  await expect(page.locator('#chat-launcher')).toBeVisible();
  for (let tab = 1; tab <= 14; tab++) {
    await page.keyboard.press('Tab');
    const hidden = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused.closest('.bottom-bar, #chat-launcher, header')) return '';
      const box = focused.getBoundingClientRect();
      const bar = document.querySelector('.bottom-bar')?.getBoundingClientRect();
      const launcher = document.querySelector('#chat-launcher')?.getBoundingClientRect();
      const underBar = bar !== undefined && box.bottom > bar.top;
      const underLauncher = launcher !== undefined && box.bottom > launcher.top && box.right > launcher.left;
      return underBar || underLauncher ? focused.outerHTML.slice(0, 80) : '';
    });
    expect(hidden, `Tab ${tab}`).toBe('');
  }
});
