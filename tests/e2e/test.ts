/**
 * The e2e specs' `test`: Playwright's, with a journal of each test's page that a failed test prints
 * (tests/e2e/journal.ts). Everything else is Playwright's own.
 */
import { test as playwrightTest } from '@playwright/test';
import { attachJournal, keepJournal } from './journal.ts';

export * from '@playwright/test';

/** Playwright's `test`; a failed test's report says what its page met. */
export const test = playwrightTest.extend<{ journal: undefined }>({
  journal: [
    async ({ page }, use, testInfo) => {
      keepJournal(page);
      await use(undefined);
      await attachJournal(page, testInfo);
    },
    { auto: true },
  ],
});
