/**
 * The content team's console at 1280x800 against the real API (issue 25): a product added with two doses is found
 * in a doctor's product search and its order modal; an article published leads a doctor's /articles; a push sent to
 * a focus reaches the loopback FCM peer and shows in the history (its typed texts ask before the screen is left,
 * until it is sent).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './test.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { type FcmPeer, startFcmPeer } from '../server/helpers/fcm-peer.ts';
import { freshTag } from './fresh.ts';
import { consoleSignIn, nativeQuestions } from './admin-console.ts';
import { expectAccessible, signInByApi } from './helpers.ts';
import { PORTS } from './ports.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const [admin] = DEMO_STAFF;
let peer: FcmPeer;

test.beforeAll(async () => {
  // The port and file scripts/e2e-server.ts configured as FCM_API_BASE and FCM_SERVICE_ACCOUNT.
  peer = await startFcmPeer({
    port: PORTS.fcm,
    serviceAccountFile: join(tmpdir(), `portal-e2e-fcm-${PORTS.server}.json`),
  });
});
test.afterAll(() => peer.close());

test('a product added with two doses is in a doctor’s product search and order modal', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A title of this run's own: a product's title is taken once (a second run of the spec adds another).
  const title = `Zentelmi${freshTag()}`;
  await consoleSignIn(page, admin);
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add a product' }).click();
  await page.getByRole('button', { name: 'Add the product' }).click();
  await expect(page.locator('#product-title-error')).toHaveText('Required.');
  await page.locator('#product-therapy').selectOption({ label: 'Antihypertensives' });
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Composition', { exact: true }).fill('Zentelmisartan 40 mg');
  await page.getByRole('button', { name: 'Add a dose' }).click();
  await page.getByLabel('Dose 1').fill('20 mg');
  await page.getByRole('button', { name: 'Add a dose' }).click();
  await page.getByLabel('Dose 2').fill('40 mg');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add the product' }).click();
  await expect(page.getByRole('status')).toHaveText(`${title} is saved. Doctors see it within a few seconds.`);
  await page.getByLabel('Search title or composition').fill(title.toLowerCase());
  await expect(page.getByRole('table', { name: 'Products' })).toContainText('20 mg, 40 mg');

  const doctor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInByApi(doctor, 'asha', `/searchproducts/${title.toLowerCase()}`);
  await doctor.getByRole('button', { name: title, exact: true }).click();
  const dialog = doctor.getByRole('dialog', { name: title });
  await expect(dialog.getByText('Zentelmisartan 40 mg')).toBeVisible();
  await expect(dialog.getByLabel('Dose').locator('option')).toHaveText(['Select dose', '20 mg', '40 mg']);
  await doctor.close();
});

test('an article published in the console leads a doctor’s /articles', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await consoleSignIn(page, admin);
  await page.getByRole('link', { name: 'Articles' }).click();
  await page.getByRole('button', { name: 'Publish an article' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Zentelmisartan at bedtime: a first look');
  await page
    .getByLabel('Description (HTML)')
    .fill('<p>Taken at night, <strong>Zentelmisartan</strong> lowered morning pressure.</p><script>x()</script>');
  await page.getByLabel('Journal', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Therapy', { exact: true }).selectOption({ label: 'Antihypertensives' });
  await page.getByLabel('Link (https://)').fill('https://journals.example.org/heart/zentelmisartan');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status')).toContainText('is saved');
  await expect(page.getByRole('table', { name: 'Articles' }).getByRole('row').nth(1)).toContainText(
    'Zentelmisartan at bedtime',
  );

  const doctor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInByApi(doctor, 'asha', '/articles');
  const first = doctor.locator('main ul.articles > li').first();
  await expect(first).toContainText('Zentelmisartan at bedtime: a first look');
  await expect(first).toContainText('lowered morning pressure');
  await doctor.close();
});

test('a push to a focus reaches its subscribed browser through FCM and shows in the history', async ({ page }) => {
  test.setTimeout(120_000);
  // Dr. Asha (Cardiology) subscribes a browser, as the portal's push prompt does.
  const check = await page.request.post('/api/check.php', { data: { country_code: '91', mobile_no: '9876543210' } });
  const challenge = ((await check.json()) as [unknown, { key: string }])[1].key;
  const login = await page.request.post('/api/login.php', { data: { key: challenge, otp: '123456' } });
  const { key } = ((await login.json()) as [unknown, { key: string }])[1];
  const token = `e2e-push-token-${Date.now()}`;
  const subscribed = await page.request.post('/api/firebase_subcribe.php', {
    headers: { Authorization: `Bearer ${key}` },
    data: { token, topic: ['Common', 'Cardiology'] },
  });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);

  await consoleSignIn(page, admin);
  const questions = nativeQuestions(page, { withType: true });
  const { asked } = questions;
  const articles = page.getByRole('navigation').getByRole('link', { name: 'Articles' });
  await page.getByRole('link', { name: 'Notifications' }).click();
  await page.getByLabel('Send to').selectOption({ value: 'Cardiology' });
  await page.getByRole('button', { name: 'Send the push' }).click();
  await expect(page.locator('#push-title-hi-error')).toHaveText('Required.');
  await page.getByLabel('Title (English)').fill('New in Cardiology');
  await page.getByLabel('Message (English)').fill('Three new articles on heart failure.');
  await page.getByLabel('Title (Hindi)').fill('कार्डियोलॉजी में नया');
  await page.getByLabel('Message (Hindi)').fill('हार्ट फेल्योर पर तीन नए लेख।');
  await page.getByLabel('Title (Nepali)').fill('कार्डियोलोजीमा नयाँ');
  await page.getByLabel('Message (Nepali)').fill('हार्ट फेलियरबारे तीन नयाँ लेख।');
  await page.getByLabel('Opens (a portal path such as /articles, or an https:// address)').fill('/articles');
  await expect(page.getByRole('figure', { name: 'Preview hi' })).toContainText('कार्डियोलॉजी में नया');
  // Texts typed and not sent: a link to another screen asks first (staying keeps them), as a reload does.
  await articles.click();
  expect(asked).toEqual(['confirm: Leave this screen? What you typed in the form is not saved and will be lost.']);
  await expect(page).toHaveURL(/#\/notifications$/);
  await expect(page.getByLabel('Title (Hindi)')).toHaveValue('कार्डियोलॉजी में नया');
  void page.reload().catch(() => undefined);
  await expect.poll(() => asked.length).toBe(2);
  expect(asked[1]).toMatch(/^beforeunload/);
  await expect(page.getByLabel('Message (Nepali)')).toHaveValue('हार्ट फेलियरबारे तीन नयाँ लेख।');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send the push' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send the push' }).click();
  await expect(page.getByRole('status')).toContainText('Sent to');
  const mine = peer.sent.find((s) => s.message.token === token);
  expect(mine?.message.notification).toEqual({
    title: 'New in Cardiology',
    body: 'Three new articles on heart failure.',
  });
  expect(mine?.auth).toBe('Bearer ya29.loopback');
  const history = page.getByRole('table', { name: 'Sent pushes' });
  await expect(history.getByRole('row').nth(1)).toContainText('New in Cardiology');
  await expect(history.getByRole('row').nth(1)).toContainText('Cardiology');
  await expect(history.getByRole('row').nth(1)).toContainText(admin.email);
  // The push sent, nothing typed is left: the link leaves without a question.
  await articles.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  expect(asked).toHaveLength(2);
});

test('a category and its card added in the console show on a doctor’s home and sub-category screen', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A category of this run's own (a second run of the spec adds another beside the first).
  const category = `Practice Resources ${freshTag()}`;
  await consoleSignIn(page, admin);
  await page.getByRole('link', { name: 'Categories' }).click();
  await page.getByRole('button', { name: 'Add a category' }).click();
  await page.getByLabel('Title', { exact: true }).fill(category);
  await page.getByLabel('Opens').selectOption('page');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.locator('#category-link-error')).toHaveText('A category that opens a page needs its link.');
  await page.getByLabel('Opens').selectOption('submenu');
  await page.getByLabel('Order', { exact: true }).fill('99');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(`${category} is saved. Doctors see it within a few seconds.`);
  await page.getByRole('button', { name: `Cards of ${category}` }).click();
  await page.getByRole('button', { name: 'Add a card' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Reading for patients');
  await page.getByLabel(/^Service type/).fill('articles');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('table', { name: `Cards of ${category}` })).toContainText('Reading for patients');

  const doctor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInByApi(doctor, 'asha', '/home');
  await doctor.getByRole('link', { name: new RegExp(category) }).click();
  await expect(doctor.getByRole('link', { name: /Reading for patients/ })).toHaveAttribute('href', '/articles');
  await doctor.close();
});
