/** The site beside the API (npm start): the CDN rules of src/delivery, served from a built dist/ folder. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePolicies } from '../../src/server/plugins/site.ts';
import { API_CSP } from '../../src/delivery/csp.ts';
import { BASE_SECURITY_HEADERS, CACHE } from '../../src/delivery/headers.ts';
import { sha256Source } from '../../src/delivery/inline-hashes.ts';
import { deliveryManifestPath } from '../../src/delivery/manifest.ts';
import { build, type TestApp } from './helpers/app.ts';

const CSP = "default-src 'self'; script-src 'self' 'sha256-test'";
const HOME_CSP = "default-src 'self'; script-src 'self' 'sha256-home'";
const FILES: Record<string, string> = {
  'index.html': '<h1>login</h1>',
  'home/index.html': '<h1>home</h1>',
  'products/_/index.html': '<h1>products shell</h1>',
  'subcategories/_/index.html': '<h1>subcategories shell</h1>',
  '404.html': '<h1>not found</h1>',
  '_astro/client.abc123.js': 'export {};',
  'hi/404.html': '<h1>पृष्ठ नहीं मिला</h1>',
  'ne/404.html': '<h1>पृष्ठ फेला परेन</h1>',
  'hi/_astro/client.def456.js': 'export {};',
  'ne/_astro/BaseLayout.ghi789.css': 'p{}',
  'sw.js': 'self.x = 1;',
  'images/banners/popup.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'pagefind/pagefind-worker.js': 'self.y = 1;',
  '.build-stamp': 'stamp',
};
/** The build's manifest, beside the site folder: the home page has a policy of its own. */
const MANIFEST = JSON.stringify({
  securityHeaders: { 'Content-Security-Policy': CSP, ...BASE_SECURITY_HEADERS },
  pagePolicies: { '/home/index.html': HOME_CSP },
  apiOrigin: null,
});

let siteDir: string;
let t: TestApp;

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'portal-site-'));
  for (const [file, body] of Object.entries(FILES)) {
    mkdirSync(dirname(join(siteDir, file)), { recursive: true });
    writeFileSync(join(siteDir, file), body);
  }
  mkdirSync(dirname(deliveryManifestPath(siteDir)), { recursive: true });
  writeFileSync(deliveryManifestPath(siteDir), MANIFEST);
  t = await build({ SITE_DIR: siteDir });
});

afterAll(async () => {
  await t.close();
  rmSync(siteDir, { recursive: true, force: true });
  rmSync(dirname(deliveryManifestPath(siteDir)), { recursive: true, force: true });
});

const get = (url: string) => t.request({ method: 'GET', url });

describe('site plugin', () => {
  it("answers deep links of parameterised routes with their shell and the build's security headers", async () => {
    for (const [url, text] of [
      ['/products/Beta%20Blockers', 'products shell'],
      ['/subcategories/3/', 'subcategories shell'],
      ['/subcategories/3/Order%20samples', 'subcategories shell'],
      ['/home', 'home'],
      ['/', 'login'],
    ]) {
      const response = await get(url as string);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(text);
      // Each page its own policy (the build's manifest), any other page without one the fallback.
      expect(response.headers['content-security-policy'], url).toBe(url === '/home' ? HOME_CSP : CSP);
      expect(response.headers['cache-control']).toBe(CACHE.revalidate);
      for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS))
        expect(response.headers[name.toLowerCase()]).toBe(value);
    }
  });

  it("answers an unknown API address with the JSON error envelope, not the site's 404 page", async () => {
    for (const url of ['/api/NoSuchCall.php', '/api/', '/api']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json()[0], url).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    }
  });

  it('caches hashed assets for a year and never the service worker', async () => {
    expect((await get('/_astro/client.abc123.js')).headers['cache-control']).toBe(CACHE.immutable);
    expect((await get('/sw.js')).headers['cache-control']).toBe(CACHE.noCache);
  });

  it("caches the Hindi and Nepali pages' hashed assets for a year with the strict policy (issue 39 §6)", async () => {
    for (const url of ['/hi/_astro/client.def456.js', '/ne/_astro/BaseLayout.ghi789.css']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(CACHE.immutable);
      expect(response.headers['content-security-policy'], url).toBe(API_CSP);
    }
  });

  it("answers an unknown page under /hi/ and /ne/ with that language's 404 page (issue 39 §7)", async () => {
    const cases = [
      ['/hi/nowhere', 'पृष्ठ नहीं मिला'],
      ['/ne/products/a/b', 'पृष्ठ फेला परेन'],
      ['/hindi/nowhere', 'not found'],
    ];
    for (const [url = '', text = ''] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain(text);
      expect(response.headers['cache-control'], url).toBe(CACHE.revalidate);
    }
  });

  it('gives assets the strict policy, and pages and worker scripts the page policy', async () => {
    for (const url of ['/_astro/client.abc123.js', '/images/banners/popup.svg']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-security-policy'], url).toBe(API_CSP);
      for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS))
        expect(response.headers[name.toLowerCase()], url).toBe(value);
    }
    for (const url of ['/sw.js', '/pagefind/pagefind-worker.js', '/images/none.svg']) {
      expect((await get(url)).headers['content-security-policy'], url).toBe(CSP);
    }
  });

  it("answers with the build's brotli or gzip sibling when the client accepts it, else the plain file", async () => {
    writeFileSync(join(siteDir, 'home/index.html.br'), brotliCompressSync('<h1>home</h1>'));
    writeFileSync(join(siteDir, 'home/index.html.gz'), gzipSync('<h1>home</h1>'));
    const ask = (encoding: string | undefined) =>
      t.request({ method: 'GET', url: '/home', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('<h1>home</h1>');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-security-policy']).toBe(HOME_CSP);
    expect((await ask('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await ask(undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('<h1>home</h1>');
  });

  it('answers unknown addresses and dot files with the 404 page', async () => {
    for (const url of ['/nowhere', '/.delivery.json', '/.build-stamp', '/home/../.build-stamp', '/products/a/b']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('not found');
      expect(response.headers['content-security-policy']).toBe(CSP);
    }
  });

  it('gives API answers the same security headers with a strict policy of their own', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe(API_CSP);
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS))
      expect(response.headers[name.toLowerCase()]).toBe(value);
    const failed = await t.request({ method: 'POST', url: '/api/GetTherapy.php', payload: {} });
    expect(failed.statusCode).toBe(401);
    expect(failed.headers['x-content-type-options']).toBe('nosniff');
    expect(failed.headers['content-security-policy']).toBe(API_CSP);
  });

  it("computes each page's policy from its HTML when a build left no manifest", () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-site-'));
    writeFileSync(join(dir, 'index.html'), '<script>go()</script><p style="height:1rem">x</p>');
    const policies = sitePolicies(dir, { PUBLIC_API_BASE: 'https://api.example.com/api' });
    const headers = { 'Content-Security-Policy': policies.pages['/index.html'] ?? '' };
    expect(policies.fallback).not.toContain('sha256-');
    expect(headers['Content-Security-Policy']).toContain(`'${sha256Source('go()')}'`);
    expect(headers['Content-Security-Policy']).toContain(
      `style-src-attr 'unsafe-hashes' '${sha256Source('height:1rem')}'`,
    );
    expect(headers['Content-Security-Policy']).toContain("connect-src 'self' https://api.example.com;");
    rmSync(dir, { recursive: true, force: true });
  });
});
