/**
 * A print order from the doctor to fulfilment: a doctor of the spec's own uploads a PDF through the order form, and
 * fulfilment downloads it (the server's re-serialised copy), named by its order and the doctor's file name, from the
 * order's row (`Print PDF: order <n>`, named for a screen reader); the screen's notice names the file saved.
 */
import { readFile } from 'node:fs/promises';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';
import { newDoctor } from './console-doctor.ts';
import { freshMobile } from './fresh.ts';
import { hydrated, signInByApi } from './helpers.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const compliance = DEMO_STAFF.find((s) => s.role === 'compliance');
const fulfilment = DEMO_STAFF.find((s) => s.role === 'fulfilment');

/** A one-page PDF with a page size of its own (321 x 123 pt), to know it again in the download. */
const POSTER = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 321 123] >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

test('fulfilment downloads the PDF a doctor uploaded with a print order, from its named row button', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  if (!compliance || !fulfilment) throw new Error('no compliance or fulfilment account in the demo staff');
  await consoleSignIn(page, compliance);
  const phone = freshMobile();
  await newDoctor(page, { phone, firstName: 'Print', lastName: 'Orderer', email: 'print.orderer@example.org' });

  const doctorContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  let orderId = '';
  try {
    const doctor = await doctorContext.newPage();
    await signInByApi(doctor, { country: '91', mobile: phone }, '/subcategories/4');
    await hydrated(doctor);
    // A new doctor first answers the privacy notice (one layer at a time).
    const notice = doctor.getByRole('dialog', { name: 'Your privacy' });
    await notice.getByRole('button', { name: 'Save my choices' }).click();
    await expect(notice).toBeHidden();
    await doctor.getByRole('button', { name: 'Print Your Material', exact: true }).click();
    const dialog = doctor.getByRole('dialog');
    await dialog
      .getByLabel('PDF file')
      .setInputFiles({ name: 'poster.pdf', mimeType: 'application/pdf', buffer: POSTER });
    await dialog.getByRole('button', { name: 'Order Now' }).click();
    const placed = doctor.getByRole('status').getByText(/has been received \(order \d+\)/);
    await expect(placed).toBeVisible();
    orderId = /\(order (\d+)\)/.exec((await placed.textContent()) ?? '')?.[1] ?? '';
  } finally {
    await doctorContext.close();
  }
  expect(orderId).not.toBe('');

  await consoleSignIn(page, fulfilment);
  await page.goto('/admin/#/orders');
  await page.getByLabel('Search doctor, mobile or item').fill(phone);
  await page.getByLabel('Search doctor, mobile or item').press('Enter');
  const print = page.getByRole('button', { name: `Print PDF: order ${orderId}`, exact: true });
  await expect(print).toBeVisible();
  // The row's Item names the file, as it says what any order asks for (a sample's dose and quantity, a language).
  await expect(page.getByRole('row').filter({ has: print })).toContainText('poster.pdf');
  const download = page.waitForEvent('download');
  await print.click();
  const saved = await download;
  // Saved under its order, then the name the doctor gave the file.
  expect(saved.suggestedFilename()).toBe(`order-${orderId}-poster.pdf`);
  // The screen's notice says what was saved.
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toHaveText(
    `Downloaded order-${orderId}-poster.pdf.`,
  );
  // The server keeps its re-serialised copy of the parsed PDF (docs/SECURITY.md): the same page, not the same bytes.
  const file = (await readFile((await saved.path()) ?? '')).toString('latin1');
  expect(file.startsWith('%PDF-')).toBe(true);
  expect(file).toMatch(/\/MediaBox\s*\[\s*0\s+0\s+321\s+123\s*\]/);
});
