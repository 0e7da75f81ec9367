/**
 * What a page met during a test: its addresses, every API answer with its status, failed requests and page errors.
 * A failed test gets it as a text attachment, which `npm test` prints whole at its end (the list reporter, only its
 * first 300 characters): CI's printed report then says what the browser saw, where the trace stays behind on the CI host.
 */
import type { Page, TestInfo } from '@playwright/test';

/** How much of the page's accessibility snapshot a failure prints. */
const SNAPSHOT_CHARS = 3000;

/** The journal of each page being kept. */
const journals = new WeakMap<Page, string[]>();

/** When the journal of each page began. */
const starts = new WeakMap<Page, number>();

/** Adds `text` to the journal of `page`, at the time since the journal began (a test's own note). */
export function noteInJournal(page: Page, text: string): void {
  const started = starts.get(page);
  if (started !== undefined) journals.get(page)?.push(`${((Date.now() - started) / 1000).toFixed(1)} s  ${text}`);
}

/** Starts a journal of `page`. */
export function keepJournal(page: Page): void {
  journals.set(page, []);
  starts.set(page, Date.now());
  const note = (text: string): void => noteInJournal(page, text);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`page ${frame.url()}`);
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/')) note(`${response.request().method()} ${pathname} ${response.status()}`);
  });
  page.on('requestfailed', (request) =>
    note(`failed ${request.method()} ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error: ${message.text()}`);
  });
}

/** Attaches the journal of `page` to a test that failed. */
export async function attachJournal(page: Page, testInfo: TestInfo): Promise<void> {
  const lines = journals.get(page);
  if (!lines || testInfo.status === testInfo.expectedStatus) return;
  lines.push(`the test ended on ${page.url()}, which read:`);
  // The page as the accessibility tree reads it (the error context's snapshot, which stays on the CI host).
  const snapshot = await page
    .locator('body')
    .ariaSnapshot({ timeout: 2000 })
    .catch(() => '(no snapshot: the page did not answer)');
  lines.push(snapshot.length > SNAPSHOT_CHARS ? `${snapshot.slice(0, SNAPSHOT_CHARS)}\n…` : snapshot);
  await testInfo.attach('what the page met', { body: lines.join('\n'), contentType: 'text/plain' });
}
