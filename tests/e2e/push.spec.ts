/**
 * Push notifications (issue 5 §3) in the configured build (configured-site.ts: a Firebase configuration), with Firebase's messaging calls
 * replaced at the module boundary: the build aliases src/lib/push-firebase.ts to
 * tests/e2e/fixtures/push-firebase.fake.ts (PORTAL_PUSH_ADAPTER, read by astro.config.mjs). That build is
 * served by its own API process, started in this test's process on its worker's push port (ports.ts) with a fresh demo database, so
 * that the test reads what firebase_subcribe.php stored (and what logout.php removed) straight from the database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Request } from './test.ts';
import { eq } from 'drizzle-orm';
import { members, pushSubscriptions } from '../../src/server/db/schema.ts';
import { startConfiguredSite, type ConfiguredSite } from './configured-site.ts';
import { expectAccessible, holdRequests, hydrated, loginAs, MEMBERS } from './helpers.ts';
import { PORTS } from './ports.ts';

const DAY_MS = 86_400_000;
/** In this worker's block of ports, beside its e2e server. */
const PORT = PORTS.push;

let site: ConfiguredSite | undefined;
let base = '';

test.beforeAll(async () => {
  // The configured build (one per run, made by whichever of push and analytics comes first) takes minutes on a busy host.
  test.setTimeout(600_000);
  site = await startConfiguredSite('push', PORT);
  const bundles = readdirSync(join(site.dist, '_astro'))
    .map((file) => readFileSync(join(site?.dist ?? '', '_astro', file), 'utf8'))
    .join('\n');
  expect(bundles).toContain('[fake-push] getToken');
  base = site.base;
});

test.afterAll(async () => {
  await site?.close();
});

/** The push tokens the API holds for Dr. Asha Rao, with their topics. */
async function ashasTokens(): Promise<{ token: string; topics: string[] }[]> {
  if (!site) throw new Error('the push API is not running');
  return site.api.database.db
    .select({ token: pushSubscriptions.token, topics: pushSubscriptions.topics })
    .from(pushSubscriptions)
    .innerJoin(members, eq(members.id, pushSubscriptions.memberId))
    .where(eq(members.phone, MEMBERS.asha.mobile));
}

/** Pretends the browser answers the permission prompt with `answer` (Playwright cannot click the real prompt). */
async function permissionAnswers(page: Page, answer: NotificationPermission): Promise<void> {
  await page.addInitScript((reply) => {
    let state: NotificationPermission =
      (sessionStorage.getItem('fake-permission') as NotificationPermission | null) ?? 'default';
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

const isSubscription = (request: Request): boolean => request.url().endsWith('/api/firebase_subcribe.php');

/**
 * Runs `action` and returns the firebase_subcribe.php call it causes, once the API has answered it. The wait
 * starts before the action: with the service worker already active the call can leave before the action returns.
 */
async function subscriptionAfter(
  page: Page,
  action: () => Promise<unknown>,
): Promise<{ token: string; topic: string[] }> {
  const [request] = await Promise.all([page.waitForRequest(isSubscription, { timeout: 60_000 }), action()]);
  expect((await request.response())?.status()).toBe(200);
  return request.postDataJSON() as { token: string; topic: string[] };
}

/**
 * Waits until the browser has stored the subscription of `token`: it is written after the API answers, and a
 * page left before that would (rightly) renew it again on the next page.
 */
const stored = (page: Page, token: string) =>
  expect
    .poll(() =>
      page.evaluate(() => (JSON.parse(localStorage.getItem('pushSubscription') ?? '{}') as { token?: string }).token),
    )
    .toBe(token);

/** Moves the stored subscription's time `days` into the past (the 7-day refresh is decided from it at page load). */
const subscribedDaysAgo = (page: Page, days: number) =>
  page.evaluate(
    (at) => {
      const state = JSON.parse(localStorage.getItem('pushSubscription') ?? '{}') as { at: number };
      localStorage.setItem('pushSubscription', JSON.stringify({ ...state, at }));
    },
    Date.now() - days * DAY_MS,
  );

test('notifications are offered after login on the home page; a denial shows the message', async ({ page }) => {
  await permissionAnswers(page, 'denied');
  const calls = adapterCalls(page);
  await loginAs(page, 'meera', base);
  const offer = page.getByRole('region', { name: 'Allow notifications' });
  await expect(offer).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/portal-shots/push-offer-360.png' });
  await offer.getByRole('button', { name: 'Allow notifications' }).click();
  await expect(page.getByText('You denied for the notification')).toBeVisible();
  await expect(offer).toBeHidden();
  expect(calls).toEqual([]);
  // Offered once per login: the pending mark the offer depends on is gone, so the next page shows none.
  expect(await page.evaluate(() => localStorage.getItem('pushPending'))).toBeNull();
  await page.reload();
  await hydrated(page);
  await expect(offer).toBeHidden();
});

test('the offer waits for this browser to know the consent: a late privacy check still brings it', async ({ page }) => {
  await permissionAnswers(page, 'denied');
  // Held on the context: the service worker's request too.
  const consent = await holdRequests(page.context(), /\/api\/Consent\.php$/);
  await loginAs(page, 'meera', base);
  await expect.poll(() => consent.requested()).toBe(true);
  // The offer's moment (1.5 s after the page's load, once its island is in) passes without the answer.
  await page.waitForTimeout(3000);
  const offer = page.getByRole('region', { name: 'Allow notifications' });
  await expect(offer).toBeHidden();
  consent.release();
  await expect(offer).toBeVisible();
});

test('granting subscribes the token to Common plus the focus; it is refreshed after 7 days, follows a focus switch, ends at logout', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await permissionAnswers(page, 'granted');
  const calls = adapterCalls(page);
  let subscriptions = 0;
  page.on('request', (request) => {
    if (isSubscription(request)) subscriptions += 1;
  });
  await loginAs(page, 'asha', base);
  const allow = page.getByRole('button', { name: 'Allow notifications' });
  // The offer comes 1.5 s after an idle island hydrates: a host busy with other suites can take far longer.
  await expect(allow).toBeVisible({ timeout: 30_000 });
  const first = await subscriptionAfter(page, () => allow.click());
  expect(first.topic).toEqual(['Common', 'Cardiology']);
  expect(first.token).toMatch(/^fake-token-portal-test-/);
  expect(calls.filter((c) => c.includes('getToken scope=/ '))).toHaveLength(1);
  expect(await ashasTokens()).toEqual([{ token: first.token, topics: ['Common', 'Cardiology'] }]);
  await stored(page, first.token);

  // Six days later the token is kept (the boundary itself: tests/unit/push-schedule.test.ts).
  await subscribedDaysAgo(page, 6);
  await page.reload();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(subscriptions).toBe(1);

  // After seven days the token is deleted, fetched again and the new one subscribed.
  await subscribedDaysAgo(page, 7.01);
  const renewed = await subscriptionAfter(page, () => page.reload());
  expect(renewed.topic).toEqual(['Common', 'Cardiology']);
  expect(renewed.token).not.toBe(first.token);
  await stored(page, renewed.token);
  expect(calls.filter((c) => c.startsWith('[fake-push] deleteToken'))).toHaveLength(1);
  expect(await ashasTokens()).toContainEqual({ token: renewed.token, topics: ['Common', 'Cardiology'] });

  // A focus switch on the profile screen subscribes the token to Common plus the new focus.
  await page.goto(`${base}/profile`);
  await hydrated(page);
  await page.getByLabel('Choose your therapeutic focus').selectOption('Diabetology');
  const switched = await subscriptionAfter(page, () => page.getByRole('button', { name: 'Switch focus' }).click());
  expect(switched.topic).toEqual(['Common', 'Diabetology']);
  expect(await ashasTokens()).toContainEqual({ token: switched.token, topics: ['Common', 'Diabetology'] });
  await page.waitForURL('**/home');
  await stored(page, switched.token);

  // Logout deletes the browser's token, and the API forgets the member's tokens.
  await hydrated(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(calls.filter((c) => c.startsWith('[fake-push] deleteToken'))).toHaveLength(2);
  expect(await ashasTokens()).toEqual([]);
});
