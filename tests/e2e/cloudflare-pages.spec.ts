/**
 * Cloudflare Pages (issues 19, 23): the built dist/ under wrangler's Pages emulator (`wrangler pages dev`, offline, no
 * metrics). It must read every `_headers` rule and line (at most 100 rules, no line over 2,000 characters), and answer
 * every route's deep link in every language with its shell under the site's policy, which allows every inline script
 * and style of that page (a Hindi page comes alive in Chromium with no policy violation); hashed assets and the
 * service worker with their caching, unknown addresses with the 404 page, and no build-only file.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './test.ts';
import { CACHE } from '../../src/delivery/headers.ts';
import { MAX_HEADERS_LINE, MAX_HEADERS_RULES } from '../../src/delivery/hosts.ts';
import { inlineCode } from '../../src/delivery/inline-hashes.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { ROUTES } from '../../src/shared/routes.ts';
import { BUILD_ONLY_FILES, DEEP_LINKS, DIST, freePort, ROOT } from './deep-links.ts';
import { hydrated } from './helpers.ts';

/** A compatibility date the bundled workerd runtime supports. */
const COMPATIBILITY_DATE = '2026-04-01';

let wrangler: ChildProcess | undefined;
let output = '';
let base = '';
/** The policy of `/*` in `_headers`: the site's (every doctor page's inline hashes). */
const sitePolicy = (): string =>
  /^\/\*\n {2}Content-Security-Policy: (.+)$/m.exec(readFileSync(join(DIST, '_headers'), 'utf8'))?.[1] ?? '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  wrangler = spawn(
    join(ROOT, 'node_modules/.bin/wrangler'),
    [
      'pages',
      'dev',
      DIST,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--compatibility-date',
      COMPATIBILITY_DATE,
      // Its local state goes to a temporary folder, not .wrangler/ in the repository.
      '--persist-to',
      mkdtempSync(join(tmpdir(), 'portal-wrangler-')),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const collect = (chunk: Buffer): void => {
    output += chunk.toString();
  };
  wrangler.stdout?.on('data', collect);
  wrangler.stderr?.on('data', collect);
  base = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () =>
        fetch(`${base}/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000, message: 'wrangler pages dev did not answer (see its output in the test log)' },
    )
    .toBe(200);
});

test.afterAll(() => {
  wrangler?.kill('SIGTERM');
});

test('wrangler reads every rule and line of _headers and _redirects', () => {
  const lines = readFileSync(join(DIST, '_headers'), 'utf8').split('\n');
  expect(lines.filter((line) => line.length > MAX_HEADERS_LINE)).toEqual([]);
  expect(lines.filter((line) => line.startsWith('/')).length).toBeLessThanOrEqual(MAX_HEADERS_RULES);
  expect(output).not.toMatch(/Ignoring line/i);
  expect(output).not.toMatch(/Maximum number of rules/i);
  expect(output).toMatch(/Parsed \d+ valid header rules/);
  expect(output).toMatch(/Parsed \d+ valid redirect rules/);
});

test("every route's deep link in every language: its shell, under a policy that allows its inline code", async ({
  request,
}) => {
  const policy = sitePolicy();
  expect(policy).toContain("frame-ancestors 'none'");
  for (const language of ['', 'hi', 'ne']) {
    for (const route of ROUTES) {
      const path = `${language ? `/${language}` : ''}${DEEP_LINKS[route.id]}`;
      const theirs = await request.get(`${base}${path}`);
      expect(theirs.status(), path).toBe(200);
      const html = await theirs.text();
      expect(html, path).toBe(readFileSync(join(DIST, language, route.shell, 'index.html'), 'utf8'));
      const csp = theirs.headers()['content-security-policy'];
      expect(csp, path).toBe(policy);
      const inline = inlineCode([html]);
      for (const hash of [...inline.scripts, ...inline.styles, ...inline.styleAttributes])
        expect(csp, `${path}: ${hash}`).toContain(`'${hash}'`);
      expect(theirs.headers()['cache-control'], path).toBe(CACHE.revalidate);
      expect(theirs.headers()['x-content-type-options'], path).toBe('nosniff');
    }
  }
});

test('a Hindi member page comes alive there with no policy violation', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  await page.goto(`${base}/`);
  await page.evaluate(
    ([language, session]) => {
      localStorage.setItem(language, 'hi');
      localStorage.setItem(session, 'a-session-key');
    },
    [STORAGE_KEYS.language, STORAGE_KEYS.session] as const,
  );
  await page.goto(`${base}/hi/home`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await hydrated(page);
  expect(violations).toEqual([]);
});

test('hashed assets, the service worker and the 404 page', async ({ request }) => {
  const home = await (await request.get(`${base}/home/`)).text();
  const asset = home.match(/\/_astro\/[\w.-]+\.(?:js|css)/)?.[0] ?? '';
  expect(asset).not.toBe('');
  expect((await request.get(`${base}${asset}`)).headers()['cache-control']).toBe(CACHE.immutable);
  const worker = await request.get(`${base}/sw.js`);
  expect(worker.headers()['cache-control']).toBe(CACHE.noCache);
  expect(worker.headers()['content-security-policy']).toBe(sitePolicy());
  for (const path of ['/no-such-page', '/products', '/home/extra/segments']) {
    const missing = await request.get(`${base}${path}`);
    expect(missing.status(), path).toBe(404);
    expect(await missing.text(), path).toBe(readFileSync(join(DIST, '404.html'), 'utf8'));
    expect(missing.headers()['content-security-policy'], path).toBe(sitePolicy());
  }
  // Issue 39 §7: an unknown Hindi or Nepali page gets that language's 404 page; each language links its manifest.
  for (const prefix of ['/hi', '/ne']) {
    const missing = await request.get(`${base}${prefix}/no-such-page`);
    expect(missing.status(), prefix).toBe(404);
    expect(await missing.text(), prefix).toBe(readFileSync(join(DIST, `${prefix}/404.html`), 'utf8'));
    const home = await (await request.get(`${base}${prefix}/home/`)).text();
    expect(home, prefix).toContain(`<link rel="manifest" href="${prefix}/manifest.webmanifest">`);
    expect((await request.get(`${base}${prefix}/manifest.webmanifest`)).status(), prefix).toBe(200);
  }
});

test('no build-only file is published', async ({ request }) => {
  for (const file of BUILD_ONLY_FILES) {
    expect(existsSync(join(DIST, file)), file).toBe(false);
    expect((await request.get(`${base}${file}`)).status(), file).toBe(404);
  }
});
