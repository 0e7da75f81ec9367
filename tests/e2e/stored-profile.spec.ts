/**
 * The profile pages before React (src/islands/profile/StoredProfile.astro, issue 44): /profile and /edit-profile draw
 * the member's stored profile while the page is parsed; the island's code is asked for once the drawn picture has
 * loaded, and the island's screen takes the drawn one's place with the same boxes.
 */
import { expect, type Page, test } from './test.ts';
import { holdIslandScript, hydrated, signInByApi } from './helpers.ts';

// page.route holds the island's script; the service worker would fetch it past the route.
test.use({ serviceWorkers: 'block' });

/** Waits until the browser has asked for `island`'s held script (it waits for the drawn screen's picture). */
async function islandRequested(island: { requested: () => boolean }): Promise<void> {
  await expect.poll(island.requested).toBe(true);
}

/** The boxes of the elements `selector` matches, rounded. */
function boxes(page: Page, selector: string): Promise<number[][]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return [x, y, width, height].map(Math.round);
    }),
  );
}

test("/profile draws Dr. Asha Rao's card before React, and the island keeps it in place", async ({ page }) => {
  await signInByApi(page, 'asha', '/privacy');
  const pictureLoaded: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('/images/profiles/default.svg')) pictureLoaded.push(request.url());
  });
  const island = await holdIslandScript(page, '/profile', 'ProfileScreen');
  await page.goto('/profile');
  await islandRequested(island);
  expect(pictureLoaded.length).toBeGreaterThan(0);
  const card = page.locator('.profile__card');
  await expect(card.getByRole('heading', { name: 'Dr. Asha Lakshmi Rao' })).toBeVisible();
  await expect(card.getByText('Cardiology', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Default profile picture' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/edit-profile');
  const drawn = await boxes(page, '.profile__card, .profile__card *');

  island.release();
  await hydrated(page);
  await expect(page.getByText('+91 9876543210', { exact: true })).toBeVisible();
  expect(await boxes(page, '.profile__card, .profile__card *')).toEqual(drawn);
});

test('/profile draws the photo’s grey place, not the default picture, for a member with a photo of their own', async ({
  page,
}) => {
  await signInByApi(page, 'asha', '/privacy');
  await page.evaluate(() => {
    const profile = JSON.parse(localStorage.getItem('profileData') ?? '{}');
    localStorage.setItem('profileData', JSON.stringify({ ...profile, IDphoto: 'Y' }));
  });
  const island = await holdIslandScript(page, '/profile', 'ProfileScreen');
  await page.goto('/profile');
  await islandRequested(island);
  await expect(page.locator('.profile__card .profile-photo--placeholder')).toBeVisible();
  await expect(page.locator('.profile__card img')).toHaveCount(0);
  island.release();
});

test('/edit-profile draws the stored values in an inert form; the island takes them over where they were', async ({
  page,
}) => {
  await signInByApi(page, 'asha', '/privacy');
  const island = await holdIslandScript(page, '/edit-profile', 'EditProfile');
  await page.goto('/edit-profile');
  await islandRequested(island);
  const drawnForm = page.locator('[data-stored-profile]');
  await expect(drawnForm).toHaveAttribute('inert', '');
  await expect(drawnForm.locator('#profile-first_name')).toHaveValue('Asha');
  await expect(drawnForm.locator('#profile-phone')).toHaveValue('+91 9876543210');
  await expect(drawnForm.locator('#profile-email')).toHaveValue('asha.rao@example.com');
  await expect(drawnForm.locator('#profile-birth_date')).toHaveValue('1981-04-14');
  const intro = await drawnForm.locator('#profile-personal_intro').inputValue();
  expect(intro.length).toBeGreaterThan(0);
  // Nothing is typed into the drawn form: a tap does not reach it.
  await page.locator('#profile-last_name').click({ force: true });
  await expect(page.locator('#profile-last_name')).not.toBeFocused();
  const drawn = await boxes(page, 'main fieldset, main .field__control');

  island.release();
  await hydrated(page);
  await expect(page.getByLabel('First name')).toHaveValue('Asha');
  await expect(page.getByLabel('Personal introduction')).toHaveValue(intro);
  expect(await boxes(page, 'main fieldset, main .field__control')).toEqual(drawn);
  await page.getByLabel('Last name').fill('Rao');
  await expect(page.getByLabel('Last name')).toBeFocused();
});
