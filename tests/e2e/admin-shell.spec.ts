/**
 * The console's shell at 1280x800 without a staff session: served with its own Content-Security-Policy (nothing it
 * loads is refused), its sign-in form checks with the contract's schemas and shows errors by label, and crawlers are
 * kept out of it.
 */
import { expect, test } from './test.ts';
import { expectAccessible } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test('/admin/ has its own policy, loads under it without a refusal, and checks the sign-in form', async ({ page }) => {
  test.setTimeout(60_000);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  const response = await page.goto('/admin/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('wasm-unsafe-eval');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('#signin-email-error')).toHaveText('Required.');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await page.getByLabel('E-mail').fill('not an address');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('#signin-email-error')).toHaveText(
    'An e-mail address such as name@example.com (no spaces).',
  );
  await expect(page.locator('#signin-password-error')).toHaveText('Required.');
  await page.getByLabel('E-mail').fill('staff@example.com');
  await page.getByLabel('Password').fill('any password');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Code from your authenticator app')).toBeFocused();
  await page.getByLabel('Code from your authenticator app').fill('12ab');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('#signin-code-error')).toHaveText('Digits only, exactly 6, no spaces.');
  await expectAccessible(page);
  expect(refused).toEqual([]);
  // Refused (its 401 is the one console error): back at the first step with the e-mail kept, the keyboard on the
  // password to type again.
  await page.getByLabel('Code from your authenticator app').fill('123456');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
  await expect(page.getByLabel('Password')).toBeFocused();
  await expect(page.getByLabel('E-mail')).toHaveValue('staff@example.com');
});

test('a spent or unknown enrolment link says so', async ({ page }) => {
  await page.goto('/admin/#/enrol?token=unknown-token-000000000000');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);
});

test('crawlers: robots.txt disallows /admin/, the sitemap and the member pages never name it', async ({ page }) => {
  expect(await (await page.request.get('/robots.txt')).text()).toContain('Disallow: /admin/');
  expect(await (await page.request.get('/sitemap-0.xml')).text()).not.toContain('/admin');
  for (const path of ['/', '/home/', '/privacy/']) {
    expect(await (await page.request.get(path)).text()).not.toContain('/admin');
  }
});
