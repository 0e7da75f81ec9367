/** /contact (priority message and managers) and /settings (toggles saved per member). */
import { expect, test } from './test.ts';
import { expectAccessible, holdRequests, loginAs } from './helpers.ts';

// These tests replace API answers with page.route, which does not see a request the service worker handled; the
// worker plays no part in what they check, so it is blocked.
test.use({ serviceWorkers: 'block' });

const MANAGERS = [
  {
    role: 'Territory Business Manager',
    name: 'Rahul Mehta',
    mail: 'rahul.mehta@example.com',
    tel: 'tel:+919820011001',
  },
  { role: 'First Line Manager', name: 'Priya Nair', mail: 'priya.nair@example.com', tel: 'tel:+919820011002' },
  {
    role: 'Second Line Manager',
    name: 'Sanjay Kulkarni',
    mail: 'sanjay.kulkarni@example.com',
    tel: 'tel:+919820011003',
  },
  // SPEC §2: the third line entry keeps its own name but shows the regional manager's mail and phone.
  { role: 'Third Line Manager', name: 'Anita Desai', mail: 'sanjay.kulkarni@example.com', tel: 'tel:+919820011003' },
];

test('Contact Us: the message form, Sending..., a toast, and the four managers with mailto: and tel: links', async ({
  page,
}) => {
  await loginAs(page, 'asha');
  await page.goto('/contact');
  const message = page.getByRole('textbox', { name: 'Priority message to your managers' });
  await expect(message).toHaveAttribute('rows', '8');
  await expect(message).toHaveAttribute('placeholder', 'Write Your Message..!');

  const send = page.getByRole('button', { name: 'Send Message' });
  await message.fill('   ');
  await send.click();
  await expect(page.getByText('Please write your message first.')).toBeVisible();
  await expect(message).toBeFocused();

  const { release } = await holdRequests(page, '**/api/PriorityMessage.php');
  await message.fill('Please call me about the sample delivery.');
  await send.click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  await expect(page.getByText(/Your message has been (sent|saved)/)).toBeVisible();
  await expect(message).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  // The busy button kept the focus (aria-disabled, not disabled): it never dropped to the page's body.
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);

  const list = page.getByRole('list', { name: 'Your managers' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  for (const [index, manager] of MANAGERS.entries()) {
    const item = list.getByRole('listitem').nth(index);
    await expect(item.getByRole('heading', { name: manager.role })).toBeVisible();
    await expect(item.getByText(manager.name)).toBeVisible();
    await expect(item.getByText('+91', { exact: true })).toBeVisible();
    await expect(item.getByRole('link', { name: manager.mail })).toHaveAttribute('href', `mailto:${manager.mail}`);
    const phone = item.getByRole('link', { name: /^Call / });
    await expect(phone).toHaveAttribute('href', manager.tel);
    expect((await phone.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await expectAccessible(page);
});

test('Contact Us: a message whose answer was lost is sent again under the same key and mailed once', async ({
  page,
}) => {
  await loginAs(page, 'asha');
  await page.goto('/contact');
  const message = page.getByRole('textbox', { name: 'Priority message to your managers' });
  const keys: string[] = [];
  let lost = false;
  // The first request reaches the API, which stores and mails the message; its answer never reaches the phone.
  await page.route('**/api/PriorityMessage.php', async (route) => {
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await message.fill('Please send the CME schedule.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(message).toHaveValue('Please send the CME schedule.');
  const replay = page.waitForResponse('**/api/PriorityMessage.php');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The API answers the retry from the first request's stored answer: one message, one mail.
  expect((await replay).headers()['idempotent-replayed']).toBe('true');
  await expect(page.getByText(/Your message has been (sent|saved)/)).toBeVisible();
  await expect(message).toHaveValue('');
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
});

test('Settings: the toggles load, a change is saved and survives a reload, a failed save is undone', async ({
  page,
}) => {
  await loginAs(page, 'arjun');
  await page.goto('/settings');
  const switches = page.getByRole('switch');
  // 14 settings and, once its lazy section has loaded, the 2 consent switches of Privacy (issue 27).
  await expect(switches).toHaveCount(16);
  await expect(page.getByRole('group', { name: 'Academic Interest' }).getByRole('switch')).toHaveCount(5);
  await expect(page.getByRole('group', { name: 'Entertainment' }).getByRole('switch')).toHaveCount(3);
  for (const name of [
    'Therapy Exclusive',
    'Hospital Management',
    'Health & Adventure',
    'Food, Cooking & Recipes',
    'Financial Management',
    'Social Updates',
    'Sports',
    'Music',
    'Movies',
    'Journal Updates',
  ]) {
    await expect(page.getByRole('switch', { name })).not.toBeChecked();
  }
  await expectAccessible(page);

  await page.getByRole('switch', { name: 'Journal Updates' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Your settings are saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Journal Updates' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Movies' })).not.toBeChecked();

  await page.route('**/api/SaveSettings.php', (route) => route.abort());
  await page.getByRole('switch', { name: 'Movies' }).check();
  await expect(
    page.getByText('Your settings could not be saved, so the change was undone. Please try again.'),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Movies' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Journal Updates' })).toBeChecked();
  await page.unroute('**/api/SaveSettings.php');

  await page.getByRole('switch', { name: 'Journal Updates' }).uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'Your settings are saved.' })).toBeVisible();
});

test('Settings: while the toggles load their places are kept, so nothing below them moves when they come', async ({
  page,
}) => {
  await loginAs(page, 'arjun');
  const { release } = await holdRequests(page, '**/api/GetSettings.php*');
  await page.goto('/settings');
  const language = page.locator('fieldset.language-switch');
  await expect(page.locator('.sheet[aria-busy="true"]')).toBeVisible();
  await expect(page.getByText('Therapy Exclusive')).toBeVisible();
  const before = await language.boundingBox();
  release();
  await expect(page.getByRole('switch', { name: 'Therapy Exclusive' })).toBeVisible();
  expect(await language.boundingBox()).toEqual(before);
});

test.describe('at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Contact Us and Settings are accessible on a desktop', async ({ page }) => {
    await loginAs(page, 'bikash');
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: 'suman.karki@example.com' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/settings');
    await expect(page.getByRole('switch')).toHaveCount(16);
    await expectAccessible(page);
  });
});
