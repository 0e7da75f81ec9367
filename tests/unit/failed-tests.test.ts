/** The failing tests `npm test` repeats at its end (scripts/lib/failed-tests.ts), from real report shapes. */
import { expect, it } from 'vitest';
import { exitWithoutFailure, firstLine, playwrightFailures, vitestFailures } from '../../scripts/lib/failed-tests.ts';

it('names each failing vitest test with its file and first error line, and a file that failed outside any test', () => {
  const failures = vitestFailures(
    [
      {
        status: 'failed',
        name: '/repo/tests/server/orders.test.ts',
        assertionResults: [
          { status: 'passed', fullName: 'orders keeps the cap' },
          {
            status: 'failed',
            fullName: 'orders refuses a sixth sample',
            failureMessages: ['AssertionError: expected 200 to be 409\n    at orders.test.ts:12:3'],
          },
        ],
      },
      {
        status: 'failed',
        name: '/repo/tests/server/boot.test.ts',
        message: 'Error: Cannot find module x',
        assertionResults: [],
      },
      {
        status: 'passed',
        name: '/repo/tests/server/ok.test.ts',
        assertionResults: [{ status: 'passed', fullName: 'ok' }],
      },
    ],
    '/repo',
  );
  expect(failures).toEqual([
    'tests/server/orders.test.ts › orders refuses a sixth sample: AssertionError: expected 200 to be 409',
    'tests/server/boot.test.ts: Error: Cannot find module x',
  ]);
});

it('names each Playwright test whose last attempt failed or timed out, from nested suites, colour codes removed', () => {
  const failures = playwrightFailures([
    {
      title: 'orders.spec.ts',
      file: 'orders.spec.ts',
      specs: [
        { title: 'passes', file: 'orders.spec.ts', line: 4, tests: [{ results: [{ status: 'passed' }] }] },
        {
          title: 'orders a sample',
          file: 'orders.spec.ts',
          line: 9,
          tests: [
            {
              results: [
                {
                  status: 'failed',
                  error: { message: '\u001b[31mError: expect(locator).toBeVisible()\u001b[39m\n\nLocator: x' },
                },
              ],
            },
          ],
        },
      ],
      suites: [
        {
          title: 'console',
          specs: [
            { title: 'skipped', file: 'orders.spec.ts', line: 20, tests: [{ results: [{ status: 'skipped' }] }] },
            {
              title: 'holds an order',
              file: 'orders.spec.ts',
              line: 30,
              tests: [{ results: [{ status: 'timedOut', error: { message: 'Test timeout of 30000ms exceeded.' } }] }],
            },
          ],
        },
      ],
    },
  ]);
  expect(failures).toEqual([
    'orders.spec.ts:9 › orders a sample (failed): Error: expect(locator).toBeVisible()',
    'orders.spec.ts:30 › holds an order (timedOut): Test timeout of 30000ms exceeded.',
  ]);
});

it("prints a failed test's text attachments whole (what the page met), not a screenshot's or a passed test's", () => {
  const journal = ['0.1 s  page http://127.0.0.1:4399/products/Antihypertensives', 'x'.repeat(400)].join('\n');
  const base64 = (text: string): string => Buffer.from(text).toString('base64');
  const failures = playwrightFailures([
    {
      title: 'first-cards.spec.ts',
      specs: [
        {
          title: 'orders it',
          file: 'first-cards.spec.ts',
          line: 329,
          tests: [
            {
              results: [
                {
                  status: 'failed',
                  error: { message: 'Error: expect(locator).toBeVisible() failed' },
                  attachments: [
                    { name: 'screenshot', contentType: 'image/png', body: base64('png') },
                    { name: 'what the page met', contentType: 'text/plain', body: base64(journal) },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ]);
  expect(failures).toEqual([
    'first-cards.spec.ts:329 › orders it (failed): Error: expect(locator).toBeVisible() failed\n' +
      '      what the page met:\n' +
      '        0.1 s  page http://127.0.0.1:4399/products/Antihypertensives\n' +
      `        ${'x'.repeat(400)}`,
  ]);
});

it('keeps the first non-empty line of an error, at most 200 characters, and nothing for no message', () => {
  expect(firstLine('\n\n  Error: boom  \nstack')).toBe('Error: boom');
  expect(firstLine('x'.repeat(300))).toHaveLength(200);
  expect(firstLine(undefined)).toBe('');
});

it('says how a step without a failing test exited, with the last lines of its output and no colour codes', () => {
  const output = `\u001b[32m✓\u001b[39m tests/stores/a.test.ts\n\n#\n# Fatal error in , line 0\n# Check failed: jit_page.has_value().\n#\n`;
  expect(exitWithoutFailure('vitest --project stores', 133, output, 3)).toBe(
    'vitest --project stores exited with code 133 without a failing test; its last lines:\n' +
      '      # Fatal error in , line 0\n      # Check failed: jit_page.has_value().\n      #',
  );
  expect(exitWithoutFailure('knip', 1, undefined)).toBe('knip exited with code 1 without a failing test');
});
