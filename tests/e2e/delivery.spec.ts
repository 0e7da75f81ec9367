/**
 * CDN delivery (issue 5 §1, §4, §5, §7): every route of the route table on a deep link and refresh, under the
 * `npm start` server and under Debian's nginx with the generated nginx.conf; the CSP lets every route render
 * with no violation; no tag manager without configuration; content pages without JavaScript; a content-only
 * rebuild keeps every island bundle's file name.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, test, type Page } from './test.ts';
import { API_CSP } from '../../src/delivery/csp.ts';
import { languageSwitch as hiLanguageSwitch } from '../../src/shared/messages/hi/languages.ts';
import { languageSwitch as neLanguageSwitch } from '../../src/shared/messages/ne/languages.ts';
import { ROUTES } from '../../src/shared/routes.ts';
import { BUILD_ONLY_FILES, DEEP_LINKS, DIST, DIST_DEPLOY, freePort, ROOT } from './deep-links.ts';
import { expectAccessible, loginAs } from './helpers.ts';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

/** Collects CSP violations (console reports and securitypolicyviolation events) and Google tag requests. */
async function watch(page: Page): Promise<{ violations: string[]; tags: string[] }> {
  const seen = { violations: [] as string[], tags: [] as string[] };
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/content security policy|csp violation/i.test(message.text())) seen.violations.push(message.text());
  });
  page.on('request', (request) => {
    if (/googletagmanager|google-analytics/.test(request.url())) seen.tags.push(request.url());
  });
  return seen;
}

/** Waits until the page's islands have hydrated and its calls have settled. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/**
 * Issue 39 §7: an unknown page under /hi/ or /ne/ answers that language's 404 page, and each language's pages link
 * the manifest of their own folder, served as application/manifest+json.
 */
async function expectLanguageFolders(request: APIRequestContext, base: string): Promise<void> {
  for (const prefix of ['/hi', '/ne']) {
    for (const path of [`${prefix}/no-such-page`, `${prefix}/products`, `${prefix}/home/extra/segments`]) {
      const missing = await request.get(`${base}${path}`);
      expect(missing.status(), path).toBe(404);
      expect(await missing.text(), path).toBe(readFileSync(join(DIST, `${prefix}/404.html`), 'utf8'));
    }
    const home = await (await request.get(`${base}${prefix}/home/`)).text();
    expect(home, prefix).toContain(`<link rel="manifest" href="${prefix}/manifest.webmanifest">`);
    const manifest = await request.get(`${base}${prefix}/manifest.webmanifest`);
    expect(manifest.headers()['content-type'], prefix).toBe('application/manifest+json');
    expect((await manifest.json()).start_url, prefix).toBe(`${prefix}/home`);
  }
  const english = await (await request.get(`${base}/home/`)).text();
  expect(english).toContain('<link rel="manifest" href="/manifest.webmanifest">');
}

test.describe('npm start server', () => {
  test('every route renders for a member on a deep link and a refresh, with no CSP violation', async ({ page }) => {
    test.setTimeout(240_000);
    const seen = await watch(page);
    await loginAs(page, 'asha');
    for (const route of ROUTES) {
      const response = await page.goto(DEEP_LINKS[route.id]);
      expect(response?.status(), route.id).toBe(200);
      expect(response?.headers()['content-security-policy'], route.id).toContain("object-src 'none'");
      await settle(page);
      await page.reload();
      await settle(page);
      await expect(page.locator('main#main'), route.id).toBeVisible();
    }
    expect(seen.violations).toEqual([]);
    expect(seen.tags).toEqual([]);
  });

  test("an unknown Hindi or Nepali page answers that language's 404; each language links its manifest", async ({
    request,
  }) => {
    await expectLanguageFolders(request, '');
  });

  test('answers carry the security and caching headers of the generated rules', async ({ request }) => {
    const page = await request.get(DEEP_LINKS.products);
    const headers = page.headers();
    expect(headers['content-security-policy']).toMatch(
      /^default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
    );
    expect(headers['content-security-policy']).toContain("base-uri 'none'; frame-ancestors 'none'; form-action 'self'");
    expect(headers['content-security-policy']).not.toContain("'unsafe-inline'");
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const asset = (await page.text()).match(/\/_astro\/[\w.-]+\.(?:js|css)/)?.[0] ?? '';
    expect((await request.get(asset)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
    const api = await request.get('/api/health');
    expect(api.headers()['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(api.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('content pages are static HTML without JavaScript (/privacy: only the inline guard), listed in the sitemap, and PrivacyPolicy.php says the same', async ({
    browser,
    page: withScripts,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/privacy', '/terms', '/disclaimer', '/campaign/heart-month-2026']) {
      const html = await (await request.get(path)).text();
      // /privacy sends a logged-in member to /privacy/member, which keeps the member shell (issue 22): one inline
      // guard of a few bytes, no script file; the marketers' pages carry no script at all.
      const scripts = [...html.matchAll(/<script\b[^>]*>([^<]*)<\/script>/g)];
      if (path === '/privacy') {
        expect(scripts.map((m) => m[0].replace(/\s+data-in="[^"]*"/, '').slice(0, 8))).toEqual(['<script>']);
        expect(scripts[0]?.[0]).toContain('data-in="/privacy/member"');
      } else expect(html, path).not.toContain('<script');
      await page.goto(path);
      await expect(page.locator('article.prose h1')).toBeVisible();
      await withScripts.goto(path);
      await expectAccessible(withScripts);
    }
    await page.goto('/privacy');
    const headings = await page.locator('article.prose h2').allTextContents();
    const answer = (await (await request.post('/api/PrivacyPolicy.php', { data: {} })).json()) as [
      unknown,
      { description: string }[],
    ];
    const apiHeadings = [...(answer[1][0]?.description ?? '').matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((m) => m[1]);
    expect(headings.length).toBeGreaterThan(5);
    expect(apiHeadings).toEqual(headings);
    await context.close();
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    for (const path of ['/privacy/', '/terms/', '/disclaimer/', '/campaign/heart-month-2026/'])
      expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toMatch(/\/(home|verify|products|offline)\//);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /home\n');
    expect(robots).toContain('Disallow: /api/\n');
  });

  test('Hindi and Nepali Markdown pages link the pages of their language; campaigns there are marked English under a note; robots.txt and the sitemaps cover every language', async ({
    page,
    request,
  }) => {
    const notes = { hi: hiLanguageSwitch.untranslated, ne: neLanguageSwitch.untranslated };
    for (const language of ['hi', 'ne'] as const) {
      await page.goto(`/${language}/terms`);
      const privacy = page.locator('article.prose p a[href$="/privacy"]');
      await expect(privacy).toHaveAttribute('href', `/${language}/privacy`);
      await expect(page.locator('article.prose p a[href$="/disclaimer"]')).toHaveAttribute(
        'href',
        `/${language}/disclaimer`,
      );
      await privacy.click();
      await expect(page).toHaveURL(new RegExp(`/${language}/privacy/?$`));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.goto(`/${language}/disclaimer`);
      await expect(page.locator('article.prose p a[href$="/terms"]')).toHaveAttribute('href', `/${language}/terms`);

      await page.goto(`/${language}/campaign/heart-month-2026`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('article.campaign')).toHaveAttribute('lang', 'en');
      await expect(page.locator('article.campaign p', { hasText: notes[language] })).toHaveAttribute('lang', language);
      await expect(page.locator('article.campaign a.btn')).toHaveAttribute('href', `/${language}/therapies`);

      const sitemap = await (await request.get(`/${language}/sitemap-0.xml`)).text();
      for (const path of ['/privacy/', '/terms/', '/disclaimer/', '/campaign/heart-month-2026/'])
        expect(sitemap).toContain(`/${language}${path}</loc>`);
      expect(sitemap).not.toMatch(/\/(home|verify|products|offline)\//);
    }
    await page.goto('/campaign/heart-month-2026');
    await expect(page.locator('article.campaign')).not.toHaveAttribute('lang', /./);
    await expect(page.locator('article.campaign a.btn')).toHaveAttribute('href', '/therapies');
    const robots = (await (await request.get('/robots.txt')).text()).split('\n');
    for (const line of ['Disallow: /hi/home', 'Disallow: /ne/profile', 'Sitemap: ', '/hi/sitemap-index.xml'])
      expect(
        robots.some((l) => l.includes(line)),
        line,
      ).toBe(true);
  });

  test('the default build holds no Firebase and no tag manager code', () => {
    for (const file of readdirSync(join(DIST, '_astro'))) {
      const code = readFileSync(join(DIST, '_astro', file), 'utf8');
      expect(code, file).not.toMatch(/firebaseinstallations|fcmregistrations|@firebase\/|googletagmanager/);
    }
  });
});

/** A runnable nginx configuration around the build's own server block (listen, root and the /api proxy filled in). */
function nginxConfig(dir: string, port: number, apiOrigin: string): string {
  const server = readFileSync(join(DIST_DEPLOY, 'nginx.conf'), 'utf8')
    .replace('  listen 80;', `  listen 127.0.0.1:${port};`)
    .replace('  root /var/www/portal;', `  root ${DIST};`)
    .replace(/ {2}# location \/api\/ \{ proxy_pass [^;]+;/, `  location /api/ { proxy_pass ${apiOrigin};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${join(dir, name)};`)
    .join('\n');
  return (
    `load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;\ndaemon off;\nmaster_process off;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')} warn;\n` +
    `events { worker_connections 64; }\nhttp {\n  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n` +
    `  access_log off;\n${temp}\n${server}}\n`
  );
}

test.describe('nginx with the generated nginx.conf', () => {
  test.skip(!NGINX, 'Debian nginx is not installed (apt-get install -y nginx; .ci/run installs it)');
  let nginx: ChildProcess | undefined;
  let base = '';

  test.beforeAll(async ({ baseURL }) => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
    const port = await freePort();
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, port, baseURL ?? 'http://127.0.0.1:4399'));
    const check = spawnSync(
      NGINX ?? 'nginx',
      ['-t', '-c', join(dir, 'nginx.conf'), '-p', dir, '-e', join(dir, 'error.log')],
      { encoding: 'utf8' },
    );
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn(NGINX ?? 'nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir, '-e', join(dir, 'error.log')], {
      stdio: 'inherit',
    });
    base = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        async () =>
          fetch(`${base}/`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 10_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    nginx?.kill('SIGTERM');
  });

  test("answers every route's deep link with its shell and the generated headers", async ({ request }) => {
    for (const route of ROUTES) {
      for (const path of [DEEP_LINKS[route.id], `${DEEP_LINKS[route.id].replace(/\/$/, '')}/`]) {
        const response = await request.get(`${base}${path}`);
        expect(response.status(), path).toBe(200);
        expect(await response.text(), path).toBe(readFileSync(join(DIST, route.shell, 'index.html'), 'utf8'));
        expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
        expect(response.headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
      }
    }
    const missing = await request.get(`${base}/products`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toBe(readFileSync(join(DIST, '404.html'), 'utf8'));
    expect((await request.get(`${base}/sw.js`)).headers()['cache-control']).toBe('no-cache');
    // Assets carry the strict policy; the worker script keeps the page policy, which governs what it fetches.
    for (const asset of ['/images/brand/logo.svg', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png']) {
      expect((await request.get(`${base}${asset}`)).headers()['content-security-policy'], asset).toBe(API_CSP);
    }
    expect((await request.get(`${base}/sw.js`)).headers()['content-security-policy']).toContain("script-src 'self'");
  });

  test('passes a body over nginx’s 1 MB default to the API, which answers it, also before reading it (a 10 MB print must reach it)', async () => {
    // The API refuses a JSON body over its 1 MB with its own 413 (JSON) and reads the rest (plugins/body-drain.ts),
    // so nginx, still sending, reads that answer rather than meeting a reset; nginx's own 413 would be HTML.
    const response = await fetch(`${base}/api/check.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ country_code: '91', mobile_no: '9'.repeat(2_000_000) }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toContain('application/json');
    // An upload refused before it is read (401: no session) is answered once its body is in, not reset.
    const form = new FormData();
    form.append('profile_image', new Blob([new Uint8Array(6_000_000)], { type: 'image/png' }), 'photo.png');
    const refused = await fetch(`${base}/api/UpdatePhoto.php`, { method: 'POST', body: form });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-type')).toContain('application/json');
  });

  test("an unknown Hindi or Nepali page answers that language's 404; each language's manifest has its type", async ({
    request,
  }) => {
    await expectLanguageFolders(request, base);
  });

  test('serves the precompressed siblings with Vary, the right types, the same policies as npm start, and no build-only file', async ({
    request,
  }) => {
    const home = await request.get(`${base}/home/`);
    const script = (await home.text()).match(/\/_astro\/[\w.-]+\.js/)?.[0] ?? '';
    expect(script).not.toBe('');
    const raw = readFileSync(join(DIST, script));
    for (const [accept, encoding, sibling] of [
      ['br, gzip', 'br', `${script}.br`],
      ['gzip', 'gzip', `${script}.gz`],
      ['identity', undefined, script],
    ] as const) {
      const response = await fetch(`${base}${script}`, { headers: { 'accept-encoding': accept } });
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-encoding') ?? undefined, accept).toBe(encoding);
      expect(response.headers.get('vary'), accept).toBe('Accept-Encoding');
      expect(response.headers.get('content-type'), accept).toBe('application/javascript; charset=utf-8');
      expect(response.headers.get('content-length'), accept).toBe(String(readFileSync(join(DIST, sibling)).length));
      // fetch decodes the body: the decoded bytes are the plain file whichever sibling went out.
      expect(bytes.equals(raw), accept).toBe(true);
    }
    const page = await fetch(`${base}/home/`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toBe('Accept-Encoding');
    const manifest = await fetch(`${base}/manifest.webmanifest`, { headers: { 'accept-encoding': 'gzip' } });
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('content-encoding')).toBe('gzip');
    for (const route of ROUTES) {
      const ours = await request.get(DEEP_LINKS[route.id]);
      const theirs = await request.get(`${base}${DEEP_LINKS[route.id]}`);
      expect(theirs.headers()['content-security-policy'], route.id).toBe(ours.headers()['content-security-policy']);
    }
    for (const file of [...BUILD_ONLY_FILES, '/_headers', '/_redirects']) {
      expect(existsSync(join(DIST, file)) && !file.startsWith('/_'), file).toBe(false);
      expect((await request.get(`${base}${file}`)).status(), file).toBe(404);
    }
  });

  test('a member walks every route through nginx on a deep link and a refresh, with no CSP violation', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const seen = await watch(page);
    await loginAs(page, 'bikash', base);
    for (const route of ROUTES) {
      const response = await page.goto(`${base}${DEEP_LINKS[route.id]}`);
      expect(response?.status(), route.id).toBe(200);
      await page.reload();
      await settle(page);
      await expect(page.locator('main#main'), route.id).toBeVisible();
    }
    expect(seen.violations).toEqual([]);
  });
});

test.describe('content-only rebuild', () => {
  test("editing Markdown changes the pages but keeps every island bundle's file name", async () => {
    test.setTimeout(240_000);
    // One English build of a copy with edited Markdown, compared with the site this run's server built from the same
    // sources (dist/_astro/ holds the English build's files; the Hindi and Nepali builds have folders of their own).
    const dir = mkdtempSync(join(tmpdir(), 'portal-content-'));
    for (const entry of ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json']) {
      cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
    }
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    // Astro keeps its content store in its cache folder, node_modules/.astro by default: through the link, the same
    // file the configured site's build (another worker) writes while this one runs. The copy gets a cache of its own.
    writeFileSync(
      join(dir, 'astro.copy.config.mjs'),
      "import config from './astro.config.mjs';\nexport default { ...config, cacheDir: './.astro-cache' };\n",
    );
    const privacy = join(dir, 'src/content/pages/privacy.md');
    writeFileSync(privacy, `${readFileSync(privacy, 'utf8')}\n## A new section\n\nMarketing changed this page.\n`);
    mkdirSync(join(dir, 'src/content/campaigns'), { recursive: true });
    writeFileSync(
      join(dir, 'src/content/campaigns/monsoon-care.md'),
      '---\ntitle: Monsoon care\ndescription: Seasonal advice.\ndate: 2026-07-01\n---\n\nStay dry.\n',
    );
    const result = spawnSync(
      join(ROOT, 'node_modules/.bin/astro'),
      ['build', '--config', 'astro.copy.config.mjs', '--outDir', join(dir, 'dist')],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, PORTAL_LANGUAGES: 'en', NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
      },
    );
    expect(result.status, result.stderr).toBe(0);
    expect(readdirSync(join(dir, 'dist/_astro')).sort()).toEqual(readdirSync(join(DIST, '_astro')).sort());
    expect(readFileSync(join(dir, 'dist/privacy/index.html'), 'utf8')).toContain('Marketing changed this page.');
    expect(existsSync(join(dir, 'dist/campaign/monsoon-care/index.html'))).toBe(true);
    // The new page is in the worker's precache, so the worker's file changes and open tabs are offered the update.
    expect(readFileSync(join(dir, 'dist/sw.js'), 'utf8')).toContain('"/campaign/monsoon-care/"');
    expect(readFileSync(join(DIST, 'sw.js'), 'utf8')).not.toContain('"/campaign/monsoon-care/"');
    rmSync(dir, { recursive: true, force: true });
  });
});
