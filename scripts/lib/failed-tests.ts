/**
 * The failing tests of a vitest or Playwright JSON report, one line each (file, title, first line of the error), so
 * `npm test` can repeat them at the end of its output, where a CI log that keeps only its tail still shows them.
 */

/** One test of a vitest JSON report. */
interface VitestAssertion {
  status: string;
  fullName: string;
  failureMessages?: string[];
}

/** One file of a vitest JSON report. */
export interface VitestFile {
  status: string;
  name: string;
  message?: string;
  assertionResults: VitestAssertion[];
}

/** A suite of a Playwright JSON report: its specs and the suites nested in it. */
export interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file?: string; line?: number; tests: { results: PlaywrightResult[] }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightResult {
  status: string;
  error?: { message?: string };
  /** What the test attached; a body is base64 in the JSON report. */
  attachments?: { name: string; contentType: string; body?: string }[];
}

/**
 * The text attachments of a failed attempt (tests/e2e/journal.ts: what the page met), whole and indented: the list
 * reporter prints only their first 300 characters.
 */
function textAttachments(result: PlaywrightResult): string {
  return (result.attachments ?? [])
    .filter((attachment) => attachment.contentType.startsWith('text/') && attachment.body)
    .map((attachment) => {
      const text = Buffer.from(attachment.body ?? '', 'base64').toString('utf8');
      return `\n      ${attachment.name}:\n${text
        .split('\n')
        .map((line) => `        ${line}`)
        .join('\n')}`;
    })
    .join('');
}

/** A text with its terminal colour codes removed. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what is removed
const withoutColours = (text: string | undefined): string => (text ?? '').replace(/\u001b\[[0-9;]*m/g, '');

/** The first line of an error with its colour codes removed, at most 200 characters. */
export function firstLine(message: string | undefined): string {
  const line =
    withoutColours(message)
      .split('\n')
      .find((text) => text.trim() !== '') ?? '';
  return line.trim().slice(0, 200);
}

/** A path shown from the project's root (`tests/…`). */
const fromRoot = (path: string, root: string): string => (path.startsWith(root) ? path.slice(root.length + 1) : path);

/** The failing tests of a vitest report, and the files that failed outside any test (import error, beforeAll). */
export function vitestFailures(files: VitestFile[], root: string): string[] {
  return files.flatMap((file) => {
    const where = fromRoot(file.name, root);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) return [`${where}: ${firstLine(file.message)}`];
    return failed.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

/** The tests of a Playwright report whose last attempt failed or timed out, each with its text attachments. */
export function playwrightFailures(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) => {
        const last = test.results.at(-1);
        if (!last || last.status === 'passed' || last.status === 'skipped') return [];
        const where = `${spec.file ?? suite.file ?? suite.title}:${spec.line ?? 0}`;
        return [`${where} › ${spec.title} (${last.status}): ${firstLine(last.error?.message)}${textAttachments(last)}`];
      }),
    ),
    ...playwrightFailures(suite.suites ?? []),
  ]);
}

/**
 * A step that exited non-zero without a failing test (a crashed worker, a config error): the exit, and the last
 * `lines` non-empty lines of its kept output (colour codes removed), so the end of a CI log says what happened.
 */
export function exitWithoutFailure(what: string, code: number, output: string | undefined, lines = 12): string {
  const head = `${what} exited with code ${code} without a failing test`;
  const tail = withoutColours(output)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(-lines);
  return tail.length === 0 ? head : `${head}; its last lines:\n${tail.map((line) => `      ${line}`).join('\n')}`;
}
