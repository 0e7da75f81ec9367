/**
 * The console's bytes stay apart from the doctors' (issue 24): no doctor page loads a file of the operations console
 * (/admin/), no file a doctor page loads holds console code (its API paths or its texts), no doctor page links to
 * it, and the service worker does not precache it. Used by `npm run bench:size`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The console's shell in a build. */
const CONSOLE_PAGE = '/admin/index.html';

/** Strings only console code holds: the staff API paths and the console's own texts. */
const CONSOLE_MARKS = ['/admin/auth/', '/admin/doctors', 'Operations console'];

/** One doctor page as bench:size measured it: its file and the JS and CSS it loads. */
export interface LoadedPage {
  page: string;
  files: string[];
}

/** What the check found: the console's own files, and every way a doctor page reaches console bytes. */
export interface ConsoleApart {
  consoleFiles: string[];
  consoleKb: number;
  failures: string[];
}

const text = (dist: string, url: string): string => readFileSync(join(dist, url.split('?')[0] ?? url), 'utf8');

/** Checks a build: `consoleLoads` are the files the console page loads, `doctors` the member and public pages. */
export function consoleApart(dist: string, consoleLoads: string[], doctors: LoadedPage[]): ConsoleApart {
  const failures: string[] = [];
  if (!existsSync(join(dist, CONSOLE_PAGE))) return { consoleFiles: [], consoleKb: 0, failures: ['no /admin/ page'] };
  const doctorFiles = new Set(doctors.flatMap((d) => d.files));
  const consoleFiles = consoleLoads.filter((file) => !doctorFiles.has(file));
  const consoleCode = consoleFiles.filter((file) => CONSOLE_MARKS.some((mark) => text(dist, file).includes(mark)));
  // Not vacuous: the console's own files hold the marks this check looks for in the doctors' files.
  if (consoleCode.length === 0)
    failures.push('console: no file of /admin/ holds its marks (the check would pass vacuously)');
  for (const { page, files } of doctors) {
    const html = text(dist, page);
    if (/href="\/admin\b/.test(html)) failures.push(`${page}: links to the console`);
    for (const file of files) {
      const mark = CONSOLE_MARKS.find((m) => text(dist, file).includes(m));
      if (mark) failures.push(`${page}: ${file} holds console code ("${mark}")`);
    }
  }
  const sw = existsSync(join(dist, 'sw.js')) ? text(dist, '/sw.js') : '';
  for (const file of [CONSOLE_PAGE.replace('index.html', ''), ...consoleFiles]) {
    if (sw.includes(`"${file}"`)) failures.push(`sw.js precaches the console's ${file}`);
  }
  const bytes = consoleFiles.reduce((n, file) => n + readFileSync(join(dist, file)).length, 0);
  return { consoleFiles, consoleKb: bytes / 1024, failures };
}
