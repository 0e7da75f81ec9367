/**
 * Contact Us on a narrow phone: a manager's e-mail address breaks only before a dot or its @ (never inside a word),
 * stays inside its card; on a desktop (two cards a row) it breaks once at most.
 */
import { expect, test } from './test.ts';
import { hydrated, signInByApi } from './helpers.ts';

/** Where the link's text goes onto a new line: the characters that start each line after the first. */
function lineStarts(link: HTMLElement): string[] {
  const text = link.textContent ?? '';
  const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
  const tops: { char: string; top: number }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < (node.textContent ?? '').length; i += 1) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      tops.push({ char: node.textContent?.[i] ?? '', top: Math.round(range.getBoundingClientRect().top) });
    }
  }
  if (tops.map((t) => t.char).join('') !== text) throw new Error('text nodes do not spell the address');
  return tops.filter((t, i) => i > 0 && t.top > (tops[i - 1]?.top ?? 0)).map((t) => t.char);
}

for (const width of [360, 1280]) {
  test(`managers' e-mail addresses break cleanly at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInByApi(page, 'demo', '/contact');
    await hydrated(page);
    const mails = page.locator('.manager a[href^="mailto:"]');
    await expect(mails.first()).toBeVisible();
    for (const mail of await mails.all()) {
      const starts = await mail.evaluate(lineStarts);
      for (const start of starts) expect(['@', '.']).toContain(start);
      // A desktop's two cards a row: an address breaks once at most, before its domain's last dot.
      if (width === 1280) expect(starts.length).toBeLessThanOrEqual(1);
      const [link, card] = await Promise.all([mail.boundingBox(), mail.locator('xpath=ancestor::li[1]').boundingBox()]);
      expect((link?.x ?? 0) + (link?.width ?? 0)).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0));
    }
  });
}
