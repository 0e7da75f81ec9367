/**
 * The banner popups screen at 1280x800 against the real API (issue 25): content staff upload a banner image (the
 * server re-encodes it to WebP; the console previews it through its staff call, as a blob: URL), add the banner for
 * every focus first in order, and a doctor's /home shows it in its popup, loaded from the API's image.php; the image
 * field reads `Uploaded image (<file>)`, not the internal reference, also when the banner is opened again. The banner
 * then gets a Hindi picture and is switched off, so the demo's own popup shows again for later files; last, its image
 * is swapped for a typed file name.
 */
import { expect, test } from './test.ts';
import sharp from 'sharp';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';
import { expectAccessible, signInByApi } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const [admin] = DEMO_STAFF;

test('a banner image uploaded in the console shows in a doctor’s /home popup', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await consoleSignIn(page, admin);
  await page.getByRole('link', { name: 'Banners' }).click();
  await page.getByRole('button', { name: 'Add a banner' }).click();
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0b5f7a' } })
    .png()
    .toBuffer();
  const uploadAnswer = page.waitForResponse((r) => r.url().endsWith('/api/admin/images'));
  await page
    .getByLabel('Image: Upload an image (JPEG, PNG or WebP, at most 5 MB)', { exact: true })
    .setInputFiles({ name: 'heart-month.png', mimeType: 'image/png', buffer: png });
  const image = ((await (await uploadAnswer).json()) as [unknown, { image: string }])[1].image;
  expect(image).toMatch(/^upload:b-[A-Za-z0-9_-]+\.webp$/);
  await expect(page.getByText('Uploaded: stored as WebP without its metadata.')).toBeVisible();
  // The field names the upload in words; the preview (and the saved banner) use the API's reference.
  await expect(page.getByLabel('Image', { exact: true })).toHaveValue('Uploaded image (heart-month.png)');
  // The preview comes through the staff call (image.php serves only what doctors see) as a blob: URL.
  const preview = page.getByRole('img', { name: 'Image: Preview' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add the banner' }).click();
  await expect(page.getByRole('status')).toContainText('saved; doctors see it at their next visit to /home');
  const row = page.getByRole('table', { name: 'Banner popups' }).getByRole('row').nth(1);
  await expect(row).toContainText('Every focus');
  await expect(row).toContainText('Active');

  const doctor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const served = doctor.waitForResponse((r) => r.url().includes('/api/image.php?a='));
  await signInByApi(doctor, 'asha', '/home');
  const popupImage = doctor.getByRole('dialog', { name: 'Announcement' }).getByRole('img');
  await expect(popupImage).toHaveAttribute('src', `/api/image.php?a=${image.slice('upload:'.length)}`);
  const answer = await served;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/webp');
  await doctor.close();

  // Give it a Hindi picture, and switch it off again: the demo's own popup is what later files expect.
  await expect(row).toContainText('English');
  await row.getByRole('button', { name: /^Edit/ }).click();
  // Opened again, the uploaded image reads in words too (the chosen file's name is not kept).
  await expect(page.getByLabel('Image', { exact: true })).toHaveValue('Uploaded image');
  await expect(page.getByLabel('Image', { exact: true })).not.toBeEditable();
  await page.getByLabel('Hindi image', { exact: true }).fill('popup.hi.svg');
  await expect(page.getByRole('img', { name: 'Hindi image: Preview' })).toHaveJSProperty('complete', true);
  await page.getByLabel('Active (shown to doctors)').uncheck();
  await page.getByRole('button', { name: 'Save the banner' }).click();
  await expect(page.getByRole('status')).toContainText('saved');
  await expect(row).toContainText('Off');
  await expect(row).toContainText('English, Hindi');

  // An upload gives way to a typed file name: `Use a file name instead` empties the field for typing.
  await row.getByRole('button', { name: /^Edit/ }).click();
  await page.getByRole('button', { name: 'Image: Use a file name instead' }).click();
  await expect(page.getByLabel('Image', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Image', { exact: true })).toHaveValue('');
  await page.getByLabel('Image', { exact: true }).fill('popup.svg');
  await expect(page.getByRole('img', { name: 'Image: Preview', exact: true })).toHaveAttribute(
    'src',
    '/images/banners/popup.svg',
  );
  await page.getByRole('button', { name: 'Save the banner' }).click();
  await expect(page.getByRole('button', { name: 'Save the banner' })).toBeHidden();
  await row.getByRole('button', { name: /^Edit/ }).click();
  await expect(page.getByLabel('Image', { exact: true })).toHaveValue('popup.svg');
});
