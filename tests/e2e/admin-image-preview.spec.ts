/**
 * The console's preview of an uploaded image doctors do not see (1280x800, against the real API): image.php serves
 * an upload only while a row doctors see names it or for an hour after its upload, so the console fetches previews
 * through the staff call GET /admin/images/preview with its key and shows them as blob: URLs. The e2e server's clock
 * cannot move, so an upload "past its hour" is made as the storage would hold it: a copy of an uploaded file under a
 * new name has no upload of its own in the audit log, and an inactive banner names it. A banner whose file the
 * storage lost shows `Image not found` instead of a broken image.
 */
import { copyFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const [admin] = DEMO_STAFF;

/** The stored file of an uploaded image in the e2e server's storage folder (its random name is found in one only). */
function storedFile(name: string): string {
  const folders = readdirSync(tmpdir())
    .filter((folder) => folder.startsWith('portal-e2e-'))
    .map((folder) => join(tmpdir(), folder, 'images'))
    .filter((images) => {
      try {
        return readdirSync(images).includes(name);
      } catch {
        return false;
      }
    });
  expect(folders, `the storage folder holding ${name}`).toHaveLength(1);
  return join(folders[0] ?? '', name);
}

/** The console's staff key (the session it keeps in the tab's sessionStorage). */
async function staffKey(page: Page): Promise<string> {
  const stored = await page.evaluate(() => sessionStorage.getItem('portal-console-session'));
  return (JSON.parse(stored ?? '{}') as { key: string }).key;
}

/** Adds an inactive banner naming `image` through the staff API, last in the list (a focus, order 9999); its id. */
async function inactiveBanner(page: Page, key: string, image: string): Promise<number> {
  const answer = await page.request.post('/api/admin/banners', {
    headers: { authorization: `Staff ${key}` },
    data: { image, imageHi: '', imageNe: '', therapeuticFocus: 'Cardiology', sort: 9999, active: false },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as [unknown, { id: number }])[1].id;
}

test("an inactive banner's uploaded image still previews in the console, while image.php refuses it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Cancel on a form with an upload asks before dropping it: yes.
  page.on('dialog', (dialog) => void dialog.accept());
  await consoleSignIn(page, admin);
  await page.getByRole('link', { name: 'Banners' }).click();
  await page.getByRole('button', { name: 'Add a banner' }).click();
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#7a0b5f' } })
    .png()
    .toBuffer();
  const uploadAnswer = page.waitForResponse((r) => r.url().endsWith('/api/admin/images'));
  await page
    .getByLabel('Image: Upload an image (JPEG, PNG or WebP, at most 5 MB)', { exact: true })
    .setInputFiles({ name: 'old-poster.png', mimeType: 'image/png', buffer: png });
  const uploaded = ((await (await uploadAnswer).json()) as [unknown, { image: string }])[1].image;
  const name = uploaded.slice('upload:'.length);
  // A fresh upload previews at once, through the staff call too.
  const fresh = page.getByRole('img', { name: 'Image: Preview' });
  await expect(fresh).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => fresh.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The same bytes under a name with no upload in the audit log: an image past its fresh hour.
  const old = `e2e-old-${name}`;
  copyFileSync(storedFile(name), join(storedFile(name), '..', old));
  const key = await staffKey(page);
  const id = await inactiveBanner(page, key, `upload:${old}`);
  expect((await page.request.get(`/api/image.php?a=${old}`)).status()).toBe(404);

  // A banner whose file the storage no longer has.
  const lost = `e2e-lost-${name}`;
  copyFileSync(storedFile(name), join(storedFile(name), '..', lost));
  const lostId = await inactiveBanner(page, key, `upload:${lost}`);
  // Removed at once after the save: its existence check handles the read's error (tests/server/content-image-check.test.ts).
  rmSync(storedFile(lost));

  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Banner popups' });
  const thumb = table.getByRole('img', { name: `Image ${id}`, exact: true });
  await expect(thumb).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  const lostRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^Edit banner ${lostId} \\(`) }) });
  await expect(lostRow).toContainText('Image not found');
  await expect(lostRow.getByRole('img')).toHaveCount(0);

  // Opened for editing, the form's preview shows it too.
  await page.getByRole('button', { name: new RegExp(`^Edit banner ${id} \\(`) }).click();
  await expect(page.getByLabel('Image', { exact: true })).toHaveValue('Uploaded image');
  const preview = page.getByRole('img', { name: 'Image: Preview' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await page.getByRole('button', { name: 'Cancel' }).click();
});
