/**
 * Cloudflare Pages (issue 19): the built dist/ under wrangler's Pages emulator (`wrangler pages dev`, offline, no
 * metrics). It must read every `_headers` line (none over 2,000 characters), and answer every route's deep link with
 * its shell and the same Content-Security-Policy as `npm start` (the e2e server), hashed assets and the service worker
 * with their caching, unknown addresses with the 404 page, and no build-only file.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { CACHE } from '../../src/shared/delivery/headers.ts';
import { MAX_HEADERS_LINE } from '../../src/shared/delivery/hosts.ts';
import { ROUTES } from '../../src/shared/routes.ts';
import { BUILD_ONLY_FILES, DEEP_LINKS, DIST, freePort, ROOT } from './deep-links.ts';

/** A compatibility date the bundled workerd runtime supports. */
const COMPATIBILITY_DATE = '2026-04-01';

let wrangler: ChildProcess | undefined;
let output = '';
let base = '';

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

test('wrangler reads every line of _headers and _redirects', () => {
  const lines = readFileSync(join(DIST, '_headers'), 'utf8').split('\n');
  expect(lines.filter((line) => line.length > MAX_HEADERS_LINE)).toEqual([]);
  expect(output).not.toMatch(/Ignoring line/i);
  expect(output).toMatch(/Parsed \d+ valid header rules/);
  expect(output).toMatch(/Parsed \d+ valid redirect rules/);
});

test("every route's deep link answers its shell with the policy npm start sends", async ({ request }) => {
  for (const route of ROUTES) {
    const path = DEEP_LINKS[route.id];
    const ours = await request.get(path);
    const theirs = await request.get(`${base}${path}`);
    expect(theirs.status(), path).toBe(200);
    expect(await theirs.text(), path).toBe(readFileSync(join(DIST, route.shell, 'index.html'), 'utf8'));
    const csp = theirs.headers()['content-security-policy'];
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toBe(ours.headers()['content-security-policy']);
    expect(theirs.headers()['cache-control'], path).toBe(CACHE.revalidate);
    expect(theirs.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

test('hashed assets, the service worker and the 404 page', async ({ request }) => {
  const home = await (await request.get(`${base}/home/`)).text();
  const asset = home.match(/\/_astro\/[\w.-]+\.(?:js|css)/)?.[0] ?? '';
  expect(asset).not.toBe('');
  expect((await request.get(`${base}${asset}`)).headers()['cache-control']).toBe(CACHE.immutable);
  const worker = await request.get(`${base}/sw.js`);
  expect(worker.headers()['cache-control']).toBe(CACHE.noCache);
  expect(worker.headers()['content-security-policy']).toBe(
    (await request.get('/sw.js')).headers()['content-security-policy'],
  );
  for (const path of ['/no-such-page', '/products', '/home/extra/segments']) {
    const missing = await request.get(`${base}${path}`);
    expect(missing.status(), path).toBe(404);
    expect(await missing.text(), path).toBe(readFileSync(join(DIST, '404.html'), 'utf8'));
    expect(missing.headers()['content-security-policy'], path).toBe(
      (await request.get(path)).headers()['content-security-policy'],
    );
  }
});

test('no build-only file is published', async ({ request }) => {
  for (const file of BUILD_ONLY_FILES) {
    expect(existsSync(join(DIST, file)), file).toBe(false);
    expect((await request.get(`${base}${file}`)).status(), file).toBe(404);
  }
});
