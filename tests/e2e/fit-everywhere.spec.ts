/**
 * Issue 40 §1: every route, in every language, at 320, 360 and 1280 px has no horizontal overflow, no word broken
 * across lines in a box under 5 em wide (a name squeezed beside a switch or a count) and no form field narrower than
 * 200 px, nor a field's label touching the field above it; and at 360 px with text at 200% (WCAG 1.4.4: the page's
 * root font size doubled, as a phone's large-text setting or a browser's text-only zoom does), still none of these.
 * One page per language, logged in once, walks the deep links of tests/e2e/deep-links.ts and measures each screen at
 * the three widths (the screens' layout is CSS alone: no island reads the window's width).
 */
import { expect, type Page, test } from './test.ts';
import { DEEP_LINKS } from './deep-links.ts';
import { hydrated, openPage, signInByApi, twoFrames } from './helpers.ts';

/** The widths a doctor's screens come in. */
const WIDTHS = [320, 360, 1280];
/** The languages, by their path prefix. */
const LANGUAGES = ['en', 'hi', 'ne'];
/** Routes a signed-in member is sent away from (login is checked before signing in), or a document, not a screen. */
const SKIPPED = new Set(['login', 'verify', 'viewFile']);
/** The narrowest a form field may be. */
const MIN_FIELD_WIDTH = 200;
/** The phone width large text is checked at. */
const PHONE = 360;
/** The least room between a field and the label or legend of the next one, in px. */
const MIN_LABEL_GAP = 4;

/** Sets the page's text size, in per cent of the browser's (every size of the stylesheet is in rem). */
async function textSize(page: Page, percent: number): Promise<void> {
  await page.evaluate((size) => {
    document.documentElement.style.fontSize = size === 100 ? '' : `${size}%`;
  }, percent);
}

/** The address of `link` in `language` (English has no prefix). */
const localized = (language: string, link: string): string =>
  language === 'en' ? link : `/${language}${link === '/' ? '/' : link}`;

/** Brings in what waits to be scrolled near (Order History on /services) and waits until every list has loaded. */
async function everythingLoaded(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    () => !document.querySelector('astro-island[ssr][client="visible"], main [aria-busy="true"]'),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The words broken across lines in a box under 5 em wide: a name squeezed beside a switch or a count, a syllable a
 * line, where it should have had the line to itself. Words break at their hyphens and dashes as they may.
 */
function squeezedWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      let box = node.parentElement;
      // Only text that is drawn: Chromium keeps a style asked for inside a `display: none` box (the bottom bar at
      // 1280 px) and then misses the container query that hides the bar's words at large text.
      if (!box?.checkVisibility()) continue;
      while (box && getComputedStyle(box).display === 'inline') box = box.parentElement;
      if (!box) continue;
      const width = box.getBoundingClientRect().width;
      if (width >= 5 * Number.parseFloat(getComputedStyle(box).fontSize)) continue;
      for (const word of (node.textContent ?? '').matchAll(/[^\s\-‐–—]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0).length;
        const name = `${box.tagName.toLowerCase()}.${[...box.classList].join('.')}`;
        if (lines > 1) found.push(`"${word[0]}" breaks in ${name}, ${Math.round(width)} px wide`);
      }
    }
    return found;
  });
}

/**
 * Labels and legends drawn right under the field before them (the side-effect report's fields once touched: a label
 * read as the hint of the field above). A choice's own label beside its box is not a field's label.
 */
function touchingLabels(page: Page): Promise<string[]> {
  return page.evaluate((least) => {
    const found: string[] = [];
    let above: DOMRect | undefined;
    const boxes = document.querySelectorAll<HTMLElement>(
      'main :is(input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]), select, textarea, .field__label, legend)',
    );
    for (const box of boxes) {
      if (!box.checkVisibility()) continue;
      const rect = box.getBoundingClientRect();
      if (!box.matches('.field__label, legend')) above = rect;
      else if (above && rect.top >= above.bottom - 1 && rect.top - above.bottom < least)
        found.push(
          `"${box.textContent?.trim().slice(0, 30)}" is ${Math.round(rect.top - above.bottom)} px under its field`,
        );
    }
    return found;
  }, MIN_LABEL_GAP);
}

/** What does not fit on the page as it is now: its overflow, its squeezed words and its too-narrow fields. */
async function misfits(page: Page): Promise<string[]> {
  const squeezed = await squeezedWords(page);
  const overflowAndFields = await page.evaluate((least) => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      // Named by the innermost element that reaches furthest past the edge, so a failure says what to fix.
      let widest: Element | undefined;
      let right = root.clientWidth;
      for (const element of document.body.querySelectorAll('*')) {
        const edge = element.getBoundingClientRect().right;
        if (edge >= right && element.checkVisibility()) [widest, right] = [element, edge];
      }
      const name = widest && `${widest.tagName.toLowerCase()}.${[...widest.classList].join('.')}`;
      const text = widest?.textContent?.trim().slice(0, 60);
      found.push(`page is ${root.scrollWidth} px wide (${name ?? 'nothing drawn there'}: "${text ?? ''}")`);
    }
    const fields = document.querySelectorAll<HTMLElement>(
      'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]), select, textarea',
    );
    for (const field of fields) {
      if (!field.checkVisibility()) continue;
      const width = field.getBoundingClientRect().width;
      if (width < least) found.push(`${field.id || field.getAttribute('name')} is ${Math.round(width)} px wide`);
    }
    return found;
  }, MIN_FIELD_WIDTH);
  return [...overflowAndFields, ...(await touchingLabels(page)), ...squeezed];
}

/**
 * What does not fit once the page has laid out its new size: measured after two frames, and a misfit found then is
 * measured again half a second later. One gone by then was a passing frame (noted on the test, not failed): a doctor
 * meets the page that stays.
 */
async function settledMisfits(page: Page): Promise<string[]> {
  await twoFrames(page);
  const first = await misfits(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(500);
  await twoFrames(page);
  const lasting = await misfits(page);
  const passing = first.filter((misfit) => !lasting.includes(misfit));
  if (passing.length > 0) test.info().annotations.push({ type: 'passing misfit', description: passing.join('; ') });
  return lasting;
}

for (const language of LANGUAGES) {
  test(`every route in ${language} fits ${WIDTHS.join(', ')} px: no overflow, no squeezed word, no field under 200 px`, async ({
    page,
  }) => {
    // About thirty pages in one test, each measured four times: a minute or three on a busy machine.
    test.setTimeout(300_000);
    const problems: string[] = [];
    const check = async (link: string): Promise<void> => {
      const address = localized(language, link);
      // The language chosen in this browser leads (src/lib/language.ts): choose the one of the address.
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
      await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 800 });
      await openPage(page, address);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await hydrated(page);
      await everythingLoaded(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const misfit of await settledMisfits(page)) problems.push(`${address} at ${width} px: ${misfit}`);
      }
      await page.setViewportSize({ width: PHONE, height: 800 });
      await textSize(page, 200);
      for (const misfit of await settledMisfits(page)) problems.push(`${address} at ${PHONE} px, text 200%: ${misfit}`);
      await textSize(page, 100);
    };
    await page.goto(DEEP_LINKS.privacy);
    await check(DEEP_LINKS.login);
    await signInByApi(page, 'asha');
    for (const [route, link] of Object.entries(DEEP_LINKS)) if (!SKIPPED.has(route)) await check(link);
    expect(problems).toEqual([]);
  });
}

test('with large text the bottom bar shows its icons alone, and its buttons keep their names', async ({ page }) => {
  await page.setViewportSize({ width: PHONE, height: 800 });
  await signInByApi(page, 'asha', DEEP_LINKS.contact);
  await hydrated(page);
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  const word = bar.getByText('My Services');
  await expect(word).toBeVisible();
  await textSize(page, 200);
  // Hidden from sight (a 1 px clipped box), not from the accessibility tree.
  await expect.poll(() => word.evaluate((node) => node.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  // The chat button is an icon: it grows a little with the text, never past 64 px.
  const chat = await page.locator('#chat-launcher').boundingBox();
  expect(chat?.width).toBeLessThanOrEqual(64);
  await bar.getByRole('link', { name: 'My Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
});
