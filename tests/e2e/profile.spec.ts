/** /profile and /edit-profile: the stored profile, the photo, the focus switch (hidden for role '24') and edits. */
import { expect, test, type Page } from './test.ts';
import { expectAccessible, hydrated, loginAs, signInByApi } from './helpers.ts';

/** An 8x8 PNG, made for the upload test. */
const PNG_8X8 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAMklEQVR4nG3CgRAAIAAEwcd5iCCCCCKIIIII4rASuJ0NozrM6rCqw64Opzrc6vCqA9UfvHdcgYQraXMAAAAASUVORK5CYII=',
  'base64',
);

async function switchFocus(page: Page, focus: string): Promise<void> {
  await page.goto('/profile');
  await page.getByLabel('Choose your therapeutic focus').selectOption(focus);
  await page.getByRole('button', { name: 'Switch focus' }).click();
  await expect(page.getByText(`Your therapeutic focus is now ${focus}.`)).toBeVisible();
  await page.waitForURL('**/home');
  // The confirmation comes along to /home, where the new focus's categories show.
  await expect(page.getByText(`Your therapeutic focus is now ${focus}.`)).toBeVisible();
}

test("Dr. Asha Rao's profile shows her stored data, the default picture and the focus switcher", async ({ page }) => {
  await loginAs(page, 'asha');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Dr. Asha Lakshmi Rao' })).toBeVisible();
  for (const text of [
    '+91 9876543210',
    'asha.rao@example.com',
    'MBBS, MD (General Medicine), DM (Cardiology)',
    'Bengaluru, Karnataka',
    'Mon–Sat 10:00–14:00 and 17:00–20:00',
    '12 Residency Road, Ashok Nagar, Bengaluru 560025, Karnataka',
    '14 Apr 1981',
    'UPI',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  const linkedIn = page.getByRole('link', { name: /linkedin\.com\/in\/example-asha-rao/ });
  await expect(linkedIn).toHaveAttribute('target', '_blank');
  await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
  const photo = page.getByRole('img', { name: 'Default profile picture' });
  await expect(photo).toHaveAttribute('src', '/images/profiles/default.svg');
  await expect(photo).toHaveAttribute('width', '120');
  await expect(photo).toHaveAttribute('height', '120');
  await expect(page.getByLabel('Choose your therapeutic focus')).toHaveValue('Cardiology');
  await expect(page.getByRole('button', { name: 'Switch focus' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/edit-profile');
  await expectAccessible(page);
});

test("Dr. Bikash Shrestha (member_role '24') sees no focus switcher", async ({ page }) => {
  await loginAs(page, 'bikash');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Dr. Bikash Shrestha' })).toBeVisible();
  await expect(page.getByText('+977 9841000001')).toBeVisible();
  await expect(page.getByText('Therapeutic focus', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Choose your therapeutic focus')).toHaveCount(0);
  await expectAccessible(page);
});

test('Dr. Meera Iyer switches focus: the message, then /home with the new focus; and back', async ({ page }) => {
  await loginAs(page, 'meera');
  await expect(page.getByRole('link', { name: /Respiratory Care Kit/ })).toBeVisible();
  await switchFocus(page, 'Neurology');
  await expect(page.getByRole('link', { name: /Neuro Care Kit/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Respiratory Care Kit/ })).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('profileData') ?? '{}').therapeutic_focus)).toBe(
    'Neurology',
  );
  await switchFocus(page, 'Respiratory');
  await expect(page.getByRole('link', { name: /Respiratory Care Kit/ })).toBeVisible();
});

test('Dr. Arjun Singh edits his profile: phone and email disabled, a server error inline, a saved change', async ({
  page,
}) => {
  await loginAs(page, 'arjun');
  await page.goto('/edit-profile');
  for (const section of ['Personal Intro', 'Personal Info', 'Social', 'Work', 'Payment', 'Address']) {
    await expect(page.getByRole('group', { name: section })).toBeVisible();
  }
  await expect(page.getByLabel('Mobile number')).toBeDisabled();
  await expect(page.getByLabel('Mobile number')).toHaveValue('+91 9876543212');
  await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('arjun.singh@example.com');
  await expect(page.getByLabel('Location')).toHaveValue('Lucknow, Uttar Pradesh');
  await expectAccessible(page);

  await hydrated(page); // the form drawn before React is inert: what Playwright fills there, React replaces
  await page.getByLabel('Facebook link').fill('not a link');
  await page.getByRole('button', { name: 'Update Details' }).click();
  await expect(page.getByLabel('Facebook link')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Facebook link')).toBeFocused();

  await page.getByLabel('Facebook link').fill('');
  await page.getByLabel('Location').fill('Kanpur, Uttar Pradesh');
  await page.getByRole('button', { name: 'Update Details' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await expect(page.getByLabel('Facebook link')).not.toHaveAttribute('aria-invalid', 'true');
  // First name is the one field the save needs: it carries the star the other forms' needed fields carry.
  await expect(page.getByLabel('First name')).toHaveAttribute('required', '');
  await expect(page.locator('.field:has(#profile-first_name) .field__required')).toHaveText('*');
  await expect(page.locator('.field:has(#profile-last_name) .field__required')).toHaveCount(0);
  // The header's welcome follows a new first name at once, not on the next page.
  for (const name of ['Arjuna', 'Arjun']) {
    await page.getByLabel('First name').fill(name);
    await page.getByRole('button', { name: 'Update Details' }).click();
    await expect(page.locator('#welcome')).toHaveText(`Welcome Dr. ${name}`);
  }
  await page.goto('/profile');
  await expect(page.getByText('Kanpur, Uttar Pradesh', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Kanpur, Uttar Pradesh', { exact: true })).toBeVisible();
  // He moves back: the next edit takes the place of this one (and the next run of this test finds him in Lucknow).
  await page.goto('/edit-profile');
  await hydrated(page);
  await page.getByLabel('Location').fill('Lucknow, Uttar Pradesh');
  await page.getByRole('button', { name: 'Update Details' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('Lucknow, Uttar Pradesh', { exact: true })).toBeVisible();
});

test('Dr. Arjun Singh uploads a photo: a preview first, then his own photo on /profile (never a key in a URL)', async ({
  page,
}) => {
  const photoRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/photo.php')) photoRequests.push(request.url());
  });
  await loginAs(page, 'arjun');
  await page.goto('/edit-profile');
  // The default picture, or the photo forms-and-fit.spec (which runs first) uploaded for him.
  await expect(page.getByRole('img', { name: /^(Default profile picture|Your profile photo)$/ })).toBeVisible();
  await expect(page.getByLabel('Choose a new photo')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  // The form drawn before React is inert (no tap reaches it); Playwright's setInputFiles would not be stopped.
  await hydrated(page);
  await page.getByLabel('Choose a new photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_8X8 });
  const preview = page.getByRole('img', { name: 'Preview of your new photo' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Your profile photo has been updated.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', /^blob:/);

  await page.goto('/profile');
  const photo = page.getByRole('img', { name: 'Your profile photo' });
  await expect(photo).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('profileData') ?? '{}').IDphoto)).toBe('Y');
  expect(photoRequests.length).toBeGreaterThan(0);
  for (const url of photoRequests) expect(new URL(url).search).toBe('');
});

test('a photo chosen but not uploaded goes with Update Details, not lost behind its success', async ({ page }) => {
  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/UpdatePhoto.php')) uploads += 1;
  });
  await loginAs(page, 'arjun');
  await page.goto('/edit-profile');
  await hydrated(page);
  await page.getByLabel('Choose a new photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_8X8 });
  await expect(page.getByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Update Details' }).click();
  await expect(page.getByText('Your profile photo has been updated.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of your new photo' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload photo' })).toHaveCount(0);
  expect(uploads).toBe(1);
});

test('the photo picker refuses a file that is not an image before uploading', async ({ page }) => {
  await loginAs(page, 'arjun');
  await page.goto('/edit-profile');
  await hydrated(page);
  await page
    .getByLabel('Choose a new photo')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please choose a JPEG, PNG or WebP image.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload photo' })).toHaveCount(0);
});

test.describe('at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the profile and edit screens are accessible on a desktop', async ({ page }) => {
    await loginAs(page, 'asha');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Dr. Asha Lakshmi Rao' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/edit-profile');
    await expect(page.getByLabel('Location')).toHaveValue('Bengaluru, Karnataka');
    await expectAccessible(page);
  });
});

test('"Go to my registration" (/profile#registration) scrolls to the registration section and focuses it', async ({
  page,
}) => {
  await signInByApi(page, 'asha', '/profile#registration');
  await hydrated(page);
  const heading = page.getByRole('heading', { name: 'Medical registration' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});
