/** Emailers, videos, portals, files and the document viewer in Chromium against the real API and demo data. */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './test.ts';
import { renderPdf } from '../../src/server/db/seed/pdf.ts';
import { savedFileName } from '../../src/lib/saved-file-name.ts';
import { expectAccessible, sharedLogin } from './helpers.ts';

/** One login shared by every test of this file (each test still gets a fresh page). */
test.use(sharedLogin('asha'));

test.beforeEach(async ({ page }) => {
  // External pages (trailers, portals, documents) are never fetched in tests.
  await page.context().route(/^https:\/\//, (route) => route.abort());
});

/** Clicks a control that saves a download and returns the saved file's name and first bytes. */
async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; head: string }> {
  const saved = page.waitForEvent('download');
  await click();
  const file = await saved;
  const path = await file.path();
  return { name: file.suggestedFilename(), head: (await readFile(path)).subarray(0, 5).toString('latin1') };
}

test('the emailer list opens, downloads and e-mails a journal', async ({ page }) => {
  test.slow(); // axe, a download and two e-mail steps
  const downloads: { url: string; auth: string | undefined }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/download.php'))
      downloads.push({ url: request.url(), auth: request.headers().authorization });
  });
  await page.goto('/emailer/Journal%20Emailers/Cardiology');
  await expect(page.getByRole('heading', { level: 1, name: 'Journal Emailers' })).toBeVisible();
  const first = page.getByRole('list', { name: 'Journal Emailers' }).getByRole('listitem').first();
  const title = (await first.locator('.row__title').textContent()) ?? '';
  const open = first.getByRole('link', { name: `Open the journal: ${title}` });
  const href = (await open.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/journals\/\d+$/);
  await expectAccessible(page);

  const pdf = await download(page, () =>
    first.getByRole('button', { name: `Download the journal PDF: ${title}` }).click(),
  );
  // Saved under the journal's title (the download asks for its number).
  expect(pdf).toEqual({ name: savedFileName(title, 'pdf'), head: '%PDF-' });
  expect(downloads[0]?.url).toContain(`a=${href.split('/').pop()}.pdf`);
  expect(downloads).toHaveLength(1);
  expect(downloads[0]?.url).not.toMatch(/key=/i);
  expect(downloads[0]?.url).toContain('folder=journals');
  expect(downloads[0]?.auth).toMatch(/^Bearer \S+$/);

  // Each action shows its word; E-mail asks first, naming the address, and Cancel sends nothing.
  await expect(first.getByRole('link', { name: `Open the journal: ${title}` })).toHaveText('Open');
  await expect(first.getByRole('button', { name: `Download the journal PDF: ${title}` })).toHaveText('Download');
  const mails: string[] = [];
  page.on('request', (request) => {
    if (/SendEmailer|emailer/i.test(new URL(request.url()).pathname)) mails.push(request.url());
  });
  await first.getByRole('button', { name: `Send by e-mail: ${title}` }).click();
  const confirm = first.getByRole('group', { name: `Send by e-mail: ${title}` });
  await expect(confirm).toContainText(`Send “${title}” to asha.rao@`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect(mails).toEqual([]);
  await first.getByRole('button', { name: `Send by e-mail: ${title}` }).click();
  // A double tap on Send while the mail is on its way: the question stays (its Send busy) until the answer, so the
  // second tap changes nothing, rather than landing on the next row's Open as a folded question would let it.
  let answered: () => void = () => {};
  const answerLate = new Promise<void>((resolve) => {
    answered = resolve;
  });
  await page.route(/SendEmailer|emailer/i, async (route) => {
    if (route.request().method() === 'POST') await answerLate;
    await route.fallback();
  });
  const yes = first.getByRole('group', { name: `Send by e-mail: ${title}` }).getByRole('button', { name: 'Send' });
  const box = await yes.boundingBox();
  if (!box) throw new Error('no Send button');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(yes).toHaveAttribute('aria-busy', 'true');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  answered();
  await expect(first.getByRole('group', { name: `Send by e-mail: ${title}` })).toHaveCount(0);
  await expect(first.getByRole('button', { name: `Send by e-mail: ${title}` })).toBeFocused();
  expect(new URL(page.url()).pathname).toMatch(/\/emailer\//);
  await expect(page.getByRole('status').filter({ hasText: /^The journal has been sent to \S+@\S+\.$/ })).toBeVisible();
  expect(mails).toHaveLength(1);

  await open.click();
  await page.waitForURL(`**${href}`);
  // The demo's emailers are titled "{journal}: {focus} summary"; the journal page is named after the journal.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.split(': ')[0] ?? '');
});

for (const viewport of [
  { width: 360, height: 800 },
  { width: 1280, height: 800 },
]) {
  test.describe(`videos at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("videos show a trailer frame, or the thumbnail for '' and '#', and play in the 'Video' modal", async ({
      page,
    }) => {
      await page.goto('/videos/cme-videos/Cardiology/CME%20Videos');
      await expect(page.getByRole('heading', { level: 1, name: 'CME Videos' })).toBeVisible();
      const cards = page.getByRole('list', { name: 'CME Videos' }).getByRole('listitem');
      // The demo's three videos come first; a console spec may have added one after them.
      await expect(cards.nth(2)).toBeVisible();
      const trailer = cards.nth(0).locator('iframe');
      await expect(trailer).toHaveAttribute('src', /^https:\/\//);
      await expect(trailer).toHaveAttribute('loading', 'lazy');
      await expect(trailer).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
      await expect(trailer).toHaveAttribute('title', /^Trailer: /);
      await expect(trailer).toHaveAttribute('allowfullscreen', '');
      for (const i of [1, 2]) {
        await expect(cards.nth(i).locator('iframe')).toHaveCount(0);
        await expect(cards.nth(i).locator('img')).toHaveAttribute('src', /\/images\/videos\/cme\.svg$/);
      }
      await expectAccessible(page);
      if (viewport.width > 1000) {
        const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
        expect(a?.y).toBe(b?.y);
      }

      const watch = cards.nth(1).getByRole('button', { name: 'Watch Full Video' });
      const title = (await cards.nth(1).getByRole('heading').textContent()) ?? '';
      await watch.click();
      // Titled 'Video' (SPEC §2), the dialog is named with the video it plays.
      const dialog = page.getByRole('dialog', { name: /^Video: / });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleName(`Video: ${title}`);
      await expect(dialog.getByRole('heading', { name: 'Video', exact: true })).toBeVisible();
      await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/video\.example\.org\/embed\//);
      await expect(dialog.locator('iframe')).toHaveAttribute('title', /^Full video: /);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(watch).toBeFocused();

      await cards.nth(2).locator('img').click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });
  });
}

test('portals are titles that open in a new tab', async ({ page }) => {
  await page.goto('/portals/medical-portals/Cardiology/Medical%20Portals');
  await expect(page.getByRole('heading', { level: 1, name: 'Medical Portals' })).toBeVisible();
  const link = page.getByRole('link', { name: /Cardiovascular Risk Calculator/ });
  await expect(link).toHaveAttribute('href', 'https://risk.example.org/cardiovascular');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('list', { name: 'Medical Portals' }).getByRole('link')).toHaveCount(3);
  await expectAccessible(page);
  const popup = page.waitForEvent('popup');
  await link.click();
  expect((await popup).url()).toMatch(/risk\.example\.org|^about:blank$|^chrome-error:/);
});

test('files drop the suffix of their link name and download with the session header', async ({ page }) => {
  await page.goto('/files/brochures.php/Product%20Brochures');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Brochures' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Product Brochures' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list.getByText('Amlocard-Brochure.pdf')).toBeVisible();
  await expectAccessible(page);
  const pdf = await download(page, () => page.getByRole('button', { name: 'Download Amlocard-Brochure.pdf' }).click());
  expect(pdf).toEqual({ name: 'Amlocard-Brochure.pdf', head: '%PDF-' });

  await page.goto('/files/nothing-here/Empty');
  await expect(page.getByText('No files are available here yet.')).toBeVisible();
});

test('/viewfile shows the company PDF in a 700 px frame, with open and download', async ({ page }) => {
  // The company website, outside our network, answers the document (page routes come before the context's).
  const served: string[] = [];
  await page.route('https://www.example-pharma.com/Amlocard-Brochure.pdf', (route) => {
    served.push(route.request().url());
    return route.fulfill({
      contentType: 'application/pdf',
      body: renderPdf({ title: 'Amlocard brochure', paragraphs: ['Amlodipine 5 mg.'] }),
    });
  });
  await page.goto('/viewfile/Amlocard-Brochure.pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Amlocard-Brochure.pdf' })).toBeVisible();
  const frame = page.locator('main iframe');
  await expect(frame).toHaveAttribute('src', 'https://www.example-pharma.com/Amlocard-Brochure.pdf');
  // A sandboxed frame refuses a PDF (Chromium draws its error page): this one has none, and the PDF viewer opens.
  await expect(frame).not.toHaveAttribute('sandbox');
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://'))).toBe(true);
  expect(page.frames().filter((f) => f.url().startsWith('chrome-error://'))).toEqual([]);
  expect(served).toEqual(['https://www.example-pharma.com/Amlocard-Brochure.pdf']);
  expect((await frame.boundingBox())?.height).toBe(700);
  await expect(page.getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /Open in a new tab/ })).toHaveAccessibleName('Open in a new tab');
  await expectAccessible(page);
  const pdf = await download(page, () => page.getByRole('button', { name: 'Download' }).click());
  expect(pdf.head).toBe('%PDF-');

  // Any other document stays in the sandbox.
  await page.goto('/viewfile/Dosage-chart.png');
  await expect(page.locator('main iframe')).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');

  await page.goto(`/viewfile/${encodeURIComponent('../secret.pdf')}`);
  await expect(page.getByText('This document cannot be shown.')).toBeVisible();
  expect(await page.locator('main iframe').count()).toBe(0);
});

test('/viewfile on a browser without a PDF viewer says so and keeps Open and Download', async ({ page }) => {
  // A phone's browser that shows no PDF in a page (navigator.pdfViewerEnabled false).
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'pdfViewerEnabled', { get: () => false }));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://www.example-pharma.com/')) asked.push(request.url());
  });
  await page.goto('/viewfile/Amlocard-Brochure.pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Amlocard-Brochure.pdf' })).toBeVisible();
  await expect(
    page.getByText('This browser cannot show the document on the page: open it in a new tab or download it.'),
  ).toBeVisible();
  await expect(page.locator('main iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute(
    'href',
    'https://www.example-pharma.com/Amlocard-Brochure.pdf',
  );
  await expectAccessible(page);
  const pdf = await download(page, () => page.getByRole('button', { name: 'Download' }).click());
  expect(pdf.head).toBe('%PDF-');
  expect(asked).toEqual([]);

  // Any other document is framed all the same.
  await page.goto('/viewfile/Dosage-chart.png');
  await expect(page.locator('main iframe')).toHaveAttribute('src', 'https://www.example-pharma.com/Dosage-chart.png');
  await expect(page.getByText(/cannot show the document on the page/)).toBeHidden();
});
