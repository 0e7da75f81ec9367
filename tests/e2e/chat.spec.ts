/** The chat assistant on every member page: lazy loading, the Disclaimer gate, the conversation, links and errors. */
import { expect, test, type Page } from './test.ts';
import { enrolledDoctor } from './console-doctor.ts';
import {
  expectAccessible,
  holdRequests,
  loginAs,
  loginWithNumber,
  membersBackToEnglish,
  signInInLanguage,
} from './helpers.ts';

// These tests replace API answers with page.route, which does not see a request the service worker handled; the
// worker plays no part in what they check, so it is blocked.
test.use({ serviceWorkers: 'block' });

const chatButton = (page: Page) => page.getByRole('button', { name: 'Chat with the assistant' });
const chatWindow = (page: Page) => page.getByRole('dialog', { name: /^(Medical Assistant|मेडिकल सहायक)$/ });
const chatLog = (page: Page) => page.getByRole('log', { name: 'Conversation with the assistant' });

test('a new doctor (terms N): Disclaimer, agree, ask, a linked reply, close and reopen', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // A doctor of this test's own: agreeing is for good, so a demo member would agree once per database.
  const mobile = await enrolledDoctor(browser, {
    firstName: 'Chandra',
    lastName: 'Bose',
    email: 'chandra.bose@example.org',
  });
  const chatCode: string[] = [];
  page.on('request', (request) => {
    if (/mount-chat|ChatPanel/.test(request.url())) chatCode.push(request.url());
  });
  await loginWithNumber(page, '91', mobile);
  // A new doctor first answers the privacy notice; the chat waits for it (one layer at a time).
  const notice = page.getByRole('dialog', { name: 'Your privacy' });
  await notice.getByRole('button', { name: 'Save my choices' }).click();
  await expect(notice).toBeHidden();
  await expect(chatButton(page)).toBeVisible();
  const box = await chatButton(page).boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(chatCode).toEqual([]);

  await chatButton(page).click();
  const disclaimer = page.getByRole('dialog', { name: 'Disclaimer' });
  await expect(disclaimer).toBeVisible();
  expect(chatCode.length).toBeGreaterThan(0);
  await expect(
    disclaimer.getByText(/By using this bot or the .+ app and services, you agree to the Terms and Conditions\./),
  ).toBeVisible();
  await expect(disclaimer.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute('target', '_blank');
  const agree = disclaimer.getByRole('button', { name: 'I agree' });
  await expect(agree).toBeDisabled();
  await expectAccessible(page);
  await disclaimer.getByLabel('I have read and agree to the Terms and Conditions').check();
  await expect(agree).toBeEnabled();
  await agree.click();

  await expect(disclaimer).toBeHidden();
  await expect(chatWindow(page)).toBeVisible();
  await expect(chatLog(page)).toContainText('Hello Doctor, How can I assist you?');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('profileData') ?? '{}').terms)).toBe('Y');
  const picture = chatWindow(page).getByRole('img', { name: 'The assistant' });
  await expect(picture).toHaveAttribute('width', '75');
  await expect(picture).toHaveAttribute('height', '75');
  await expect(chatWindow(page).getByRole('link', { name: /^Terms and Conditions/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(chatWindow(page).getByRole('link', { name: /^Disclaimer/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );

  const { release } = await holdRequests(page, '**/api/CalltoBot.php');
  const input = page.getByLabel('Your question');
  await expect(input).toBeFocused();
  await input.fill('amlodipine');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(chatLog(page).getByText('amlodipine', { exact: true })).toBeVisible();
  await expect(chatLog(page).getByText('...', { exact: true })).toBeVisible();
  release();
  const article = chatLog(page).getByRole('link', { name: /journals\.example\.org\/ihr\/articles\/2025-q001/ });
  await expect(article).toHaveAttribute('href', 'https://journals.example.org/ihr/articles/2025-q001');
  await expect(article).toHaveAttribute('target', '_blank');
  await expect(article).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(chatLog(page).getByText('...', { exact: true })).toHaveCount(0);
  // Product links use the portal's own address (here the page's http origin) and are links (issue 40 §8).
  const origin = new URL(page.url()).origin;
  await expect(chatLog(page).locator(`a[href^="${origin}/products/"]`).first()).toBeVisible();
  await expect(input).toHaveValue('');
  // A refused dose question offers the portal's medical question form.
  await input.fill('What dose of amlodipine should I give?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(chatLog(page)).toContainText('I cannot give dosing advice');
  await expect(chatLog(page).getByRole('link', { name: 'Ask a medical question' })).toHaveAttribute(
    'href',
    '/medical-question',
  );
  await expectAccessible(page);

  await chatWindow(page).getByRole('button', { name: 'Close chat' }).click();
  await expect(chatWindow(page)).toBeHidden();
  await expect(chatButton(page)).toBeFocused();
  await chatButton(page).click();
  await expect(chatWindow(page)).toBeVisible();
  await expect(chatLog(page)).toContainText('Hi! How can I help you today?');
  await expect(chatLog(page)).not.toContainText('amlodipine');
  await expect(chatLog(page)).not.toContainText('Hello Doctor');
});

test('Dr. Bikash Shrestha (terms Y) opens the chat directly; a blank message is ignored; Escape closes', async ({
  page,
}) => {
  await loginAs(page, 'bikash');
  await page.goto('/contact');
  await chatButton(page).click();
  await expect(chatWindow(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toHaveCount(0);
  await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'true');
  const messages = chatLog(page).locator('.chat__msg');
  await expect(messages).toHaveCount(1);
  await page.getByLabel('Your question').fill('   ');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByLabel('Your question').press('Enter');
  await expect(messages).toHaveCount(1);
  await expect(chatLog(page).getByText('...', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(chatWindow(page)).toBeHidden();
  await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('at 360x800 the chat window covers the page and is modal: Tab and Shift+Tab stay in it, Escape gives focus back', async ({
  page,
}) => {
  await loginAs(page, 'bikash');
  await page.goto('/contact');
  await chatButton(page).click();
  await expect(chatWindow(page)).toHaveAttribute('aria-modal', 'true');
  await expect(page.getByLabel('Your question')).toBeFocused();
  const inChat = () => page.evaluate(() => Boolean(document.activeElement?.closest('#chat-window')));
  // Close, input, Send, Terms, Disclaimer: twice round the window each way.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press(key);
      expect(await inChat(), `${key} ${i + 1}`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(chatWindow(page)).toBeHidden();
  await expect(chatButton(page)).toBeFocused();
});

test('at 360x800 a reply taller than the log opens at its first line, not at its end', async ({ page }) => {
  await loginAs(page, 'bikash');
  await page.goto('/contact');
  await chatButton(page).click();
  const input = page.getByLabel('Your question');
  for (const question of ['amlodipine', 'hypertension articles']) {
    await input.fill(question);
    await input.press('Enter');
    await expect(chatLog(page).getByText('...', { exact: true })).toHaveCount(0);
  }
  const reply = chatLog(page).locator('.chat__msg--operator').last();
  await expect(reply).toContainText(/\S/);
  const [log, shown] = await Promise.all([chatLog(page).boundingBox(), reply.boundingBox()]);
  // The reply does not fit, so where it opens matters: its first line is at the top of the log, in view.
  expect(shown?.height ?? 0).toBeGreaterThan(log?.height ?? 0);
  expect(Math.abs((shown?.y ?? 0) - (log?.y ?? 0))).toBeLessThan(24);
});

test('a failed or unreadable reply shows an error and Retry instead of an endless typing indicator', async ({
  page,
}) => {
  await loginAs(page, 'bikash');
  await page.goto('/settings');
  await page.route('**/api/CalltoBot.php', (route) => route.fulfill({ json: [{ status: 'success' }, 'not json'] }));
  await chatButton(page).click();
  await page.getByLabel('Your question').fill('hello');
  await page.getByLabel('Your question').press('Enter');
  const failure = chatLog(page).getByRole('alert');
  await expect(failure).toContainText('The assistant could not answer just now.');
  // The failed question left the input for the conversation, where Retry asks it again.
  await expect(page.getByLabel('Your question')).toHaveValue('');
  await expect(chatLog(page).getByText('hello', { exact: true })).toBeVisible();
  await expect(chatLog(page).getByText('...', { exact: true })).toHaveCount(0);
  await page.unroute('**/api/CalltoBot.php');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(chatLog(page)).toContainText('You can ask me about our products');
  await expect(chatLog(page).getByRole('alert')).toHaveCount(0);
  await expect(chatLog(page).getByText('hello', { exact: true })).toHaveCount(1);
});

test('a follow-up typed while the assistant answers is kept: the input empties when the question is sent', async ({
  page,
}) => {
  await loginAs(page, 'bikash');
  await page.goto('/settings');
  await chatButton(page).click();
  const { release } = await holdRequests(page, '**/api/CalltoBot.php');
  const input = page.getByLabel('Your question');
  await input.fill('Tell me about Telmicor');
  await input.press('Enter');
  await expect(chatLog(page).getByText('Tell me about Telmicor', { exact: true })).toBeVisible();
  await expect(chatLog(page).getByText('...', { exact: true })).toBeVisible();
  await expect(input).toHaveValue('');
  await input.pressSequentially('And its side effects?');
  // Enter while the answer is pending sends nothing and keeps the text.
  await input.press('Enter');
  await expect(input).toHaveValue('And its side effects?');
  release();
  await expect(chatLog(page).getByText('...', { exact: true })).toHaveCount(0);
  await expect(chatLog(page).locator('.chat__msg--operator')).toHaveCount(2);
  await expect(input).toHaveValue('And its side effects?');
  await input.press('Enter');
  await expect(chatLog(page).getByText('And its side effects?', { exact: true })).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(chatLog(page).locator('.chat__msg--operator')).toHaveCount(3);
});

test('a question over 2,000 characters is kept whole, counted and refused with a reason, never cut', async ({
  page,
}) => {
  await loginAs(page, 'bikash');
  await page.goto('/settings');
  await chatButton(page).click();
  const input = page.getByLabel('Your question');
  const count = chatWindow(page).locator('#chat-count');
  await input.fill('a'.repeat(1799));
  await expect(count).toHaveCount(0);
  await input.fill('a'.repeat(1980));
  await expect(count).toHaveText('1,980 / 2,000 characters');
  await expect(input).toHaveAccessibleDescription('1,980 / 2,000 characters');
  const pasted = `${'Patient history. '.repeat(123)}End.`;
  expect(pasted.length).toBe(2095);
  await input.fill(pasted);
  await expect(input).toHaveValue(pasted);
  const tooLong = chatWindow(page).getByRole('alert');
  await expect(tooLong).toHaveText('Too long to send. Please shorten your question to 2,000 characters.');
  await expect(count).toHaveText('2,095 / 2,000 characters');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await input.press('Enter');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(chatLog(page).locator('.chat__msg--user')).toHaveCount(0);
  await expect(chatLog(page).getByText('...', { exact: true })).toHaveCount(0);
  await expect(input).toHaveValue(pasted);
  // Shortened to the limit, it goes whole.
  const shortened = pasted.slice(0, 2000);
  await input.fill(shortened);
  await expect(tooLong).toHaveCount(0);
  await expect(count).toHaveText('2,000 / 2,000 characters');
  await input.press('Enter');
  await expect(chatLog(page).locator('.chat__msg--user')).toHaveText(`You: ${shortened.trim()}`);
  await expect(input).toHaveValue('');
  await expect(count).toHaveCount(0);
});

test.describe('in Hindi', () => {
  test.afterEach(membersBackToEnglish(['bikash']));

  test('the length limit reads in Hindi', async ({ page }) => {
    await signInInLanguage(page, 'bikash', 'hi');
    await page.goto('/hi/settings');
    await page.getByRole('button', { name: 'सहायक से चैट करें' }).click();
    const input = page.getByLabel('आपका प्रश्न');
    await input.fill('क'.repeat(2001));
    await expect(chatWindow(page).getByRole('alert')).toHaveText(
      'प्रश्न भेजने के लिए बहुत लंबा है। कृपया इसे 2,000 अक्षरों तक छोटा करें।',
    );
    await expect(chatWindow(page).locator('#chat-count')).toHaveText('2,001 / 2,000 अक्षर');
  });
});

test.describe('at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the chat window is accessible on a desktop', async ({ page }) => {
    await loginAs(page, 'bikash');
    await chatButton(page).click();
    await expect(chatWindow(page)).toBeVisible();
    // A side panel beside the page, not over it: not modal, Tab goes on to the page.
    await expect(chatWindow(page)).toHaveAttribute('aria-modal', 'false');
    await expectAccessible(page);
  });
});
