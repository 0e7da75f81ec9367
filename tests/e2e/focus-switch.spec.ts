/**
 * Issue 40 §13: the focus switch of /profile answers the tap at once (the new focus, pending), confirms when the
 * server agreed and then opens /home; a failed switch puts the previous focus back and says why.
 */
import { expect, test } from './test.ts';
import { holdRequests, signInByApi } from './helpers.ts';

// page.route does not see a request the service worker handled; the worker plays no part here.
test.use({ serviceWorkers: 'block' });

test('Dr. Meera Iyer: a failed switch rolls back with its reason; a slow one shows pending, then confirms', async ({
  page,
}) => {
  await signInByApi(page, 'meera', '/profile');
  const select = page.getByLabel('Choose your therapeutic focus');
  const status = page.locator('.focus-status');
  await expect(select).toHaveValue('Respiratory');

  await page.route('**/api/SetTherapy.php', (route) => route.abort('failed'), { times: 1 });
  await select.selectOption('Neurology');
  await page.getByRole('button', { name: 'Switch focus' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your focus was not changed to Neurology.' })).toBeVisible();
  await expect(status).toHaveText('Your current focus is Respiratory.');
  await expect(select).toHaveValue('Respiratory');
  // The button, disabled with the old focus back, does not drop the keyboard focus to the body: the select has it.
  await expect(select).toBeFocused();

  const { release } = await holdRequests(page, '**/api/SetTherapy.php');
  await select.selectOption('Neurology');
  await page.getByRole('button', { name: 'Switch focus' }).click();
  await expect(status).toHaveText('Switching to Neurology…');
  await expect(status).toHaveClass(/focus-status--pending/);
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  // Busy, it keeps the focus (aria-disabled): a disabled button would drop it to the body.
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeFocused();
  release();
  await expect(page.getByText('Your therapeutic focus is now Neurology.')).toBeVisible();
  await expect(status).toHaveText('Your current focus is Neurology.');
  await expect(status).toHaveClass(/focus-status--done/);
  await page.waitForURL('**/home');

  await page.unroute('**/api/SetTherapy.php');
  await page.goto('/profile');
  await select.selectOption('Respiratory');
  await page.getByRole('button', { name: 'Switch focus' }).click();
  await expect(page.getByText('Your therapeutic focus is now Respiratory.')).toBeVisible();
  await page.waitForURL('**/home');
});

test('the registration and My samples come last: the focus switcher does not move when they arrive', async ({
  page,
}) => {
  // Their code loads after the profile shows; a tap on Switch focus just as they came landed elsewhere.
  const { release, requested } = await holdRequests(page, '**/_astro/ProfileSamples.*.js');
  await signInByApi(page, 'meera', '/profile');
  const button = page.getByRole('button', { name: 'Switch focus' });
  await expect(button).toBeVisible();
  await expect.poll(requested).toBe(true);
  const before = await button.boundingBox();
  release();
  await expect(page.locator('#my-samples')).not.toContainText('Loading');
  await expect(page.getByRole('region', { name: 'Medical registration' })).not.toContainText('Loading');
  expect(await button.boundingBox()).toEqual(before);
});

test('Dr. Meera Iyer: a switch on one device reaches her other device at its next /home', async ({ page, browser }) => {
  const other = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await signInByApi(other, 'meera', '/profile');
  await expect(other.locator('.focus-status')).toHaveText('Your current focus is Respiratory.');
  await signInByApi(page, 'meera', '/profile');
  /** Switches on the first device and waits for its /home. */
  const switchTo = async (focus: string) => {
    await page.goto('/profile');
    await page.getByLabel('Choose your therapeutic focus').selectOption(focus);
    await page.getByRole('button', { name: 'Switch focus' }).click();
    await expect(page.getByText(`Your therapeutic focus is now ${focus}.`)).toBeVisible();
    await page.waitForURL('**/home');
  };
  const storedFocus = () =>
    other.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('profileData') ?? '{}') as { therapeutic_focus?: string }).therapeutic_focus,
    );
  try {
    await switchTo('Neurology');
    // The other device still has Respiratory; its /home asks for that grid, hears Neurology and takes it.
    await other.goto('/home');
    await expect.poll(storedFocus).toBe('Neurology');
    await other.goto('/profile');
    await expect(other.locator('.focus-status')).toHaveText('Your current focus is Neurology.');
  } finally {
    await switchTo('Respiratory');
  }
  await other.goto('/home');
  await expect.poll(storedFocus).toBe('Respiratory');
  await other.close();
});
