/** The delivery rules (src/delivery): CSP, headers, rewrites for every host, crawl rules, Markdown, catalogue export. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueRecords, moleculesOf } from '../../src/integrations/catalogue-records.ts';
import { disallowedPrefixes, isIndexable, robotsTxt } from '../../src/delivery/crawl.ts';
import {
  API_CSP,
  contentSecurityPolicy,
  cspDirectives,
  FIREBASE_CONNECT_HOSTS,
  TAG_SCRIPT_HOSTS,
} from '../../src/delivery/csp.ts';
import {
  ASSET_PATHS,
  BASE_SECURITY_HEADERS,
  CACHE,
  cacheControlFor,
  isAssetPath,
  siteSecurityHeaders,
} from '../../src/delivery/headers.ts';
import {
  headersFile,
  MAX_HEADERS_LINE,
  MAX_HEADERS_RULES,
  nginxServer,
  redirectsFile,
  vercelJson,
} from '../../src/delivery/hosts.ts';
import { inlineCode, sha256Source } from '../../src/delivery/inline-hashes.ts';
import { parseDeliveryManifest } from '../../src/delivery/manifest.ts';
import { type PageRule, pagePolicies, pageRules, policyForFile, sitePolicy } from '../../src/delivery/page-policies.ts';
import { parseFrontMatter, renderInline, renderMarkdown } from '../../src/delivery/markdown.ts';
import { shellForPath, shellRewrites } from '../../src/delivery/rewrites.ts';
import { DeliveryConfigError, getThirdPartyConfig } from '../../src/shared/third-party.ts';
import { getPublicConfig } from '../../src/shared/public-config.ts';
import { matchRoute, ROUTES, type RouteId } from '../../src/shared/routes.ts';
import { tagScripts } from '../../src/lib/analytics.ts';

/** A deep link per route (with a trailing-slash and an encoded variant for some). */
const DEEP_LINKS: Record<RouteId, string> = {
  login: '/',
  verify: '/verify',
  privacy: '/privacy',
  memberPrivacy: '/privacy/member',
  home: '/home',
  subcategories: '/subcategories/3/Order%20samples',
  therapies: '/therapies',
  services: '/services',
  products: '/products/Beta%20Blockers/',
  files: '/files/brochures.php/Brochures',
  therapyArticles: '/articles/therapy/Statins',
  articles: '/articles',
  articleLink: '/articles/heart-2025',
  searchArticles: '/searcharticles/heart',
  searchProducts: '/searchproducts/amlo',
  journal: '/journals/3',
  profile: '/profile',
  editProfile: '/edit-profile',
  contact: '/contact',
  medicalQuestion: '/medical-question',
  reportSideEffect: '/report-side-effect',
  emailer: '/emailer/Emailers/Cardiology',
  videos: '/videos/videos/Cardiology/Videos',
  portals: '/portals/portals/Cardiology/Portals',
  settings: '/settings',
  viewFile: '/viewfile/leaflet.pdf',
};

const config = (env: Record<string, string> = {}) => ({
  publicConfig: getPublicConfig(env),
  thirdParty: getThirdPartyConfig(env),
});
const FIREBASE_ENV = {
  PUBLIC_FIREBASE_API_KEY: 'k',
  PUBLIC_FIREBASE_PROJECT_ID: 'p',
  PUBLIC_FIREBASE_MESSAGING_SENDER_ID: '1',
  PUBLIC_FIREBASE_APP_ID: 'a',
  PUBLIC_FIREBASE_VAPID_KEY: 'v',
};

describe('Content-Security-Policy', () => {
  it('allows only the same origin, the frame hosts and hashed inline code by default', () => {
    const d = cspDirectives({ ...config(), scriptHashes: ['sha256-abc'], styleHashes: ['sha256-def'] });
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-abc'"]);
    expect(d['style-src']).toEqual(["'self'", "'sha256-def'"]);
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(d['frame-src']).toEqual([
      'https://journals.example.org',
      'https://video.example.org',
      'https://www.example-pharma.com',
    ]);
    for (const [name, value] of [
      ['object-src', "'none'"],
      ['base-uri', "'none'"],
      ['frame-ancestors', "'none'"],
      ['form-action', "'self'"],
    ]) {
      expect(d[name as string]).toEqual([value]);
    }
    expect(contentSecurityPolicy(config())).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
  });

  it('adds the API origin, image hosts and frame hosts from configuration', () => {
    const d = cspDirectives(
      config({
        PUBLIC_API_BASE: 'https://api.example.com/api',
        PUBLIC_IMAGE_BASE: 'https://cdn.example.com/img',
        PUBLIC_IMAGE_BASE_PROFILES: 'https://photos.example.com/p',
        PUBLIC_FRAME_HOSTS: 'https://www.youtube-nocookie.com, https://player.vimeo.com',
      }),
    );
    expect(d['connect-src']).toEqual(["'self'", 'https://api.example.com']);
    expect(d['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.example.com',
      'https://photos.example.com',
      // The API serves the console's uploaded images (image.php).
      'https://api.example.com',
    ]);
    expect(d['frame-src']).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://www.example-pharma.com',
    ]);
  });

  it('lets Firebase and the tag hosts in only when configured', () => {
    const plain = contentSecurityPolicy(config());
    expect(plain).not.toContain('googleapis');
    expect(plain).not.toContain('googletagmanager');
    const push = cspDirectives(config(FIREBASE_ENV));
    expect(push['connect-src']).toEqual(["'self'", ...FIREBASE_CONNECT_HOSTS]);
    const tags = cspDirectives(config({ PUBLIC_GA4_ID: 'G-ABC123' }));
    expect(tags['script-src']).toEqual(expect.arrayContaining(TAG_SCRIPT_HOSTS));
    expect(tags['connect-src']).toContain('https://*.google-analytics.com');
  });

  it('allows style attributes one hash at a time and keeps API answers locked down', () => {
    const d = cspDirectives({ ...config(), styleAttributeHashes: ['sha256-x'] });
    expect(d['style-src-attr']).toEqual(["'unsafe-hashes'", "'sha256-x'"]);
    expect(API_CSP).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  });

  it('refuses malformed third-party settings and needs every Firebase value', () => {
    expect(() => getThirdPartyConfig({ PUBLIC_FRAME_HOSTS: 'journals.example.org' })).toThrow(DeliveryConfigError);
    expect(() => getThirdPartyConfig({ PUBLIC_GA4_ID: 'UA-1' })).toThrow(DeliveryConfigError);
    expect(() => getThirdPartyConfig({ PUBLIC_GTM_ID: 'GTM-1"x' })).toThrow(DeliveryConfigError);
    expect(getThirdPartyConfig({ ...FIREBASE_ENV, PUBLIC_FIREBASE_VAPID_KEY: '' }).firebase).toBeUndefined();
    expect(getThirdPartyConfig(FIREBASE_ENV).firebase?.vapidKey).toBe('v');
    expect(getThirdPartyConfig({ PUBLIC_FRAME_HOSTS: 'none' }).frameHosts).toEqual([]);
  });
});

describe('inline hashes', () => {
  it('hashes inline scripts, styles and style attributes exactly as the browser does', () => {
    const html =
      '<script>alert(1)</script><script type="module" src="/_astro/a.js"></script><script type="application/ld+json">{}</script>' +
      '<style>p{color:red}</style><div style="height:1rem" onclick="x()"></div>';
    const code = inlineCode([html, html]);
    const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    expect(code.scripts).toEqual([sha('alert(1)')]);
    expect(code.styles).toEqual([sha('p{color:red}')]);
    expect(code.styleAttributes).toEqual([sha('height:1rem')]);
    expect(code.blockedAttributes).toEqual(['<div style="height:1rem" onclick="x()">']);
    expect(sha256Source('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });
});

describe('headers', () => {
  it('treats build output, images, icons, the favicon and the manifest as assets; never a page or a worker', () => {
    for (const path of [
      '/_astro/client.abc.js',
      '/_astro/BaseLayout.x.css',
      '/images/banners/popup.svg',
      '/icons/icon-192.png',
      '/favicon.svg',
      '/manifest.webmanifest',
    ])
      expect(isAssetPath(path), path).toBe(true);
    for (const path of [
      '/',
      '/home',
      '/home/index.html',
      '/404.html',
      '/offline/',
      '/sw.js',
      '/pagefind/pagefind-worker.js',
      '/pagefind/pagefind.js',
      '/images',
      '/favicon.svg.br',
      '/terms/',
    ])
      expect(isAssetPath(path), path).toBe(false);
  });

  it('caches hashed assets for a year, never the worker, and revalidates everything else', () => {
    expect(cacheControlFor('/_astro/client.abc.js')).toBe(CACHE.immutable);
    expect(cacheControlFor('/sw.js')).toBe(CACHE.noCache);
    expect(cacheControlFor('/home/index.html')).toBe('public, max-age=0, must-revalidate');
    expect(BASE_SECURITY_HEADERS).toMatchObject({
      'Strict-Transport-Security': expect.stringMatching(/^max-age=31536000/),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
  });

  it('reads the manifest the build writes', () => {
    expect(parseDeliveryManifest('{"securityHeaders":{"A":"1","B":2},"apiOrigin":null}')).toEqual({
      securityHeaders: { A: '1' },
      pagePolicies: {},
      apiOrigin: null,
    });
    expect(parseDeliveryManifest('nope')).toBeUndefined();
  });
});

describe('rewrites from the route table', () => {
  const rewrites = shellRewrites();

  it.each(Object.entries(DEEP_LINKS))('%s: every host rule picks the shell matchRoute picks for %s', (id, path) => {
    const route = matchRoute(path.replace(/\/$/, '') || '/')?.route;
    expect(route?.id).toBe(id);
    const parameterised = route?.shell.includes('/_/') ?? false;
    expect(shellForPath(decodeURIComponent(path))).toBe(parameterised ? route?.shell : undefined);
  });

  it('writes one rule per parameterised route for Netlify/Cloudflare, Vercel and nginx', () => {
    const parameterised = ROUTES.filter((r) => r.pattern.includes(':'));
    expect(rewrites.map((r) => r.route.id)).toEqual(parameterised.map((r) => r.id));
    const redirects = redirectsFile(rewrites);
    expect(redirects).toContain(
      '/subcategories/:catId  /subcategories/_/  200\n/subcategories/:catId/*  /subcategories/_/  200\n',
    );
    expect(redirects).toContain('/products/:title  /products/_/  200\n/products/:title/*  /products/_/  200\n');
    expect(redirects.indexOf('/articles/therapy/:therapy ')).toBeLessThan(redirects.indexOf('/articles/:link '));
    const security = siteSecurityHeaders("default-src 'self'");
    const vercel = JSON.parse(vercelJson(rewrites, security)) as {
      rewrites: { source: string; destination: string }[];
      headers: unknown[];
    };
    expect(vercel.rewrites).toContainEqual({ source: '/products/:title', destination: '/products/_/index.html' });
    const nginx = nginxServer(rewrites, security);
    for (const r of rewrites) expect(nginx).toContain(`try_files $uri ${r.shellFile} =404;`);
    expect(nginx).toContain('location ^~ /_astro/');
    // Pages (every shell, /, the 404 pages and sw.js, a worker) get the page policy; the asset locations the strict one.
    expect(nginx.match(/add_header Content-Security-Policy "default-src 'self'" always;/g)?.length).toBe(
      rewrites.length + 3,
    );
    expect(nginx.match(new RegExp(`add_header Content-Security-Policy "${API_CSP}" always;`, 'g'))?.length).toBe(
      ASSET_PATHS.length,
    );
    for (const match of ['^~ /_astro/', '^~ /images/', '^~ /icons/', '= /favicon.svg', '= /manifest.webmanifest']) {
      const block = nginx.slice(
        nginx.indexOf(`location ${match} {`),
        nginx.indexOf('}', nginx.indexOf(`location ${match} {`)),
      );
      expect(block, match).toContain(`add_header Content-Security-Policy "${API_CSP}" always;`);
      expect(block, match).toContain(`add_header Cache-Control "${cacheControlFor(match.slice(3))}" always;`);
    }
    const worker = nginx.slice(
      nginx.indexOf('location = /sw.js {'),
      nginx.indexOf('}', nginx.indexOf('location = /sw.js {')),
    );
    expect(worker).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`);
    const headers = headersFile(security);
    expect(headers).toMatch(/\/\*\n {2}Content-Security-Policy: default-src 'self'\n/);
    expect(headers).toContain('/_astro/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it("caches every language's hashed assets for a year on every host, each with its own 404 (issue 39 §6-7)", () => {
    const security = siteSecurityHeaders("default-src 'self'");
    const headers = headersFile(security);
    const vercel = JSON.parse(vercelJson(rewrites, security)) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const nginx = nginxServer(rewrites, security);
    for (const prefix of ['', '/hi', '/ne']) {
      const file = `${prefix}/_astro/client.abc123.js`;
      expect(cacheControlFor(file), file).toBe(CACHE.immutable);
      expect(headers, prefix).toContain(`${prefix}/_astro/*\n  Cache-Control: ${CACHE.immutable}`);
      expect(vercel.headers, prefix).toContainEqual({
        source: `${prefix}/_astro/(.*)`,
        headers: [{ key: 'Cache-Control', value: CACHE.immutable }],
      });
      const start = nginx.indexOf(`location ^~ ${prefix}/_astro/ {`);
      const block = nginx.slice(start, nginx.indexOf('}', start));
      expect(start, prefix).toBeGreaterThan(0);
      expect(block, prefix).toContain(`add_header Cache-Control "${CACHE.immutable}" always;`);
      expect(block, prefix).toContain(`add_header Content-Security-Policy "${API_CSP}" always;`);
      const manifest = nginx.slice(nginx.indexOf(`location = ${prefix}/manifest.webmanifest {`));
      expect(manifest.slice(0, manifest.indexOf('\n  }')), prefix).toContain('default_type application/manifest+json;');
    }
    expect(nginx).toContain('error_page 404 @notfound;');
    expect(nginx).toContain(
      'rewrite ^/hi/ /hi/404.html last; rewrite ^/ne/ /ne/404.html last; rewrite ^ /404.html last;',
    );
  });
});

describe('page policies', () => {
  const base = { publicConfig: getPublicConfig({}), thirdParty: getThirdPartyConfig({}) };
  const policies = pagePolicies(
    [
      { file: '/404.html', html: '<style>a{}</style>' },
      { file: '/home/index.html', html: '<script>home()</script>' },
      { file: '/articles/_/index.html', html: '<script>link()</script>' },
      { file: '/articles/therapy/_/index.html', html: '<script>therapy()</script>' },
      { file: '/articles/index.html', html: '<script>list()</script>' },
    ],
    base,
  );
  const rules = pageRules(policies);
  const security = siteSecurityHeaders(policies.fallback);

  it("gives each page only its own hashes, and everything else the 404 page's policy", () => {
    expect(policies.pages['/home/index.html']).toContain(`'${sha256Source('home()')}'`);
    expect(policies.pages['/home/index.html']).not.toContain(sha256Source('link()'));
    expect(policies.fallback).toContain(`'${sha256Source('a{}')}'`);
    expect(policies.fallback).not.toContain(sha256Source('home()'));
    expect(policyForFile(policies, '/sw.js')).toBe(policies.fallback);
  });

  it('orders the rules most general first, so the last matching rule is the page of the address', () => {
    expect(rules.map((rule) => rule.file)).toEqual([
      '/articles/_/index.html',
      '/articles/therapy/_/index.html',
      '/articles/index.html',
      '/home/index.html',
    ]);
    expect(rules[2]?.paths).toEqual(['/articles', '/articles/', '/articles/index.html']);
    const headers = headersFile(security, rules);
    const link = headers.indexOf('/articles/:link\n  ! Content-Security-Policy\n  Content-Security-Policy: ');
    expect(link).toBeGreaterThan(headers.indexOf('/*\n'));
    expect(headers.indexOf('/articles/therapy/:therapy\n')).toBeGreaterThan(link);
    expect(headers.split('\n').every((line) => line.length <= MAX_HEADERS_LINE)).toBe(true);
  });

  it("_headers: the site's policy holds every doctor page's hashes and none of the console's", () => {
    const pages = [
      { file: '/home/index.html', html: '<script>home()</script><p style="height:1rem"></p>' },
      { file: '/hi/home/index.html', html: '<script>home()</script><script>hindi()</script>' },
      { file: '/admin/index.html', html: '<script>console()</script>' },
    ];
    const site = sitePolicy(pages, base);
    for (const code of ['home()', 'hindi()']) expect(site).toContain(`'${sha256Source(code)}'`);
    expect(site).toContain(`'${sha256Source('height:1rem')}'`);
    expect(site).not.toContain(sha256Source('console()'));
  });

  it('refuses more _headers rules than Cloudflare Pages reads', () => {
    const many = Array.from({ length: MAX_HEADERS_RULES }, (_, i) => ({
      ...(rules[3] as PageRule),
      paths: [`/p${i}`],
    }));
    expect(() => headersFile(security, many)).toThrow(DeliveryConfigError);
  });

  it('refuses a _headers line longer than Cloudflare Pages reads', () => {
    const long = [{ ...(rules[0] as PageRule), csp: `default-src 'self' ${'x'.repeat(MAX_HEADERS_LINE)}` }];
    expect(() => headersFile(security, long)).toThrow(DeliveryConfigError);
  });

  it('nginx: each page its policy, precompressed siblings with Vary, the manifest type, no rules file', () => {
    const nginx = nginxServer(shellRewrites(), security, rules);
    expect(nginx).toContain('  gzip_static on;\n  brotli_static on;');
    expect(nginx).toContain('location ~ ^/_(?:headers|redirects)$ { return 404; }');
    const block = (start: string): string =>
      nginx.slice(nginx.indexOf(start), nginx.indexOf('  }', nginx.indexOf(start)));
    const home = block('location ~ "^/home(?:/|/index\\\\.html)?$" {');
    expect(home).toContain(`add_header Content-Security-Policy "${policies.pages['/home/index.html']}" always;`);
    expect(home).toContain('try_files /home/index.html =404;');
    expect(block('location = /manifest.webmanifest {')).toContain('types { } default_type application/manifest+json;');
    // Every location but the one refusing the rules files.
    expect(nginx.match(/add_header Vary "Accept-Encoding" always;/g)?.length).toBe(
      (nginx.match(/ {2}location /g)?.length ?? 0) - 1,
    );
  });
});

describe('crawl rules', () => {
  it('lists public pages only and keeps crawlers out of member routes', () => {
    for (const path of ['/', '/privacy/', '/terms', '/disclaimer/', '/campaign/heart-month-2026/'])
      expect(isIndexable(path)).toBe(true);
    for (const path of ['/home/', '/verify/', '/products/_/', '/offline/', '/404'])
      expect(isIndexable(path)).toBe(false);
    const robots = robotsTxt('https://portal.example.com', '/api');
    expect(robots).toContain('Sitemap: https://portal.example.com/sitemap-index.xml');
    for (const prefix of ['/home', '/verify', '/products', '/articles', '/viewfile', '/api/'])
      expect(robots).toContain(`Disallow: ${prefix}\n`);
    expect(robots.split('\n')).not.toContain('Disallow: /privacy');
    expect(disallowedPrefixes('https://api.example.com/api')).not.toContain('/api/');
  });

  it('treats the Hindi and Nepali pages as their English twins: public ones listed, member ones disallowed', () => {
    for (const path of [
      '/hi',
      '/hi/',
      '/ne/privacy/',
      '/hi/terms',
      '/ne/disclaimer/',
      '/hi/campaign/heart-month-2026/',
    ])
      expect(isIndexable(path), path).toBe(true);
    for (const path of [
      '/hi/home/',
      '/ne/verify/',
      '/hi/products/_/',
      '/ne/offline/',
      '/hi/404',
      '/hi/privacy/member/',
    ])
      expect(isIndexable(path), path).toBe(false);
    const lines = robotsTxt('https://portal.example.com/', '/api').split('\n');
    for (const path of ['/hi/home', '/ne/profile', '/hi/verify', '/ne/privacy/member', '/hi/offline', '/ne/articles'])
      expect(lines, path).toContain(`Disallow: ${path}`);
    for (const open of ['/hi', '/hi/privacy', '/ne/terms', '/hi/api/', '/ne/admin/'])
      expect(lines, open).not.toContain(`Disallow: ${open}`);
    expect(lines.filter((line) => line.startsWith('Sitemap: '))).toEqual([
      'Sitemap: https://portal.example.com/sitemap-index.xml',
      'Sitemap: https://portal.example.com/hi/sitemap-index.xml',
      'Sitemap: https://portal.example.com/ne/sitemap-index.xml',
    ]);
    expect(robotsTxt('https://portal.example.com', '/api', ['en'])).not.toContain('/hi/sitemap-index.xml');
  });
});

describe('Markdown for PrivacyPolicy.php', () => {
  it('renders the privacy policy like the site does (ids, lists, bold, typographic quotes)', () => {
    const { data, body } = parseFrontMatter(readFileSync('src/content/pages/privacy.md', 'utf8'));
    expect(data).toMatchObject({ title: 'Privacy Policy', image: 'privacy.svg' });
    const html = renderMarkdown(body);
    expect(html).toContain('<h2 id="what-we-collect">What we collect</h2>');
    expect(html).toContain('<li><strong>Your mobile number and country code.</strong> We use them');
    expect(html).toContain('(“we”, “us”)');
    expect(html).not.toContain('---');
  });

  it('escapes raw HTML and links only safe addresses', () => {
    expect(renderMarkdown('<script>x</script>')).toBe('<p>&lt;script&gt;x&lt;/script&gt;</p>');
    expect(renderInline('[a](javascript:alert%281%29) [b](https://x.org/?a=1&b=2) [c](/terms)')).toBe(
      'a <a href="https://x.org/?a=1&amp;b=2">b</a> <a href="/terms">c</a>',
    );
    expect(renderMarkdown('1. one\n2. *two* `c`\n\n> quote')).toBe(
      '<ol>\n<li>one</li>\n<li><em>two</em> <code>c</code></li>\n</ol>\n<blockquote>\n<p>quote</p>\n</blockquote>',
    );
  });
});

describe('catalogue export and tag scripts', () => {
  it('exports products, molecules and therapies with the pages that show them', () => {
    expect(moleculesOf('Telmisartan 40 mg + Amlodipine 5 mg')).toEqual(['Telmisartan', 'Amlodipine']);
    const records = catalogueRecords({
      products: [
        { id: '1', title: 'Amlocard', composition: 'Amlodipine 5 mg', therapy: 'Antihypertensives', table: 'samples' },
        {
          id: '2',
          title: 'Amlostat',
          composition: 'Atorvastatin 10 mg + Amlodipine 5 mg',
          therapy: 'Statins',
          table: 'samples',
        },
      ],
      therapies: ['Antihypertensives', 'Statins'],
    });
    expect(records).toContainEqual(
      expect.objectContaining({
        url: '/searchproducts/Amlocard',
        meta: { title: 'Amlocard', detail: 'Amlodipine 5 mg · Antihypertensives' },
        filters: { kind: ['product'] },
      }),
    );
    expect(new Set(records.map((r) => r.url)).size).toBe(records.length);
    const amlodipine = records.find((r) => r.meta.title === 'Amlodipine');
    expect(amlodipine?.url).toBe('/searchproducts/Amlodipine');
    expect(amlodipine?.meta.detail).toBe('Amlocard, Amlostat');
    expect(records.find((r) => r.meta.title === 'Statins')?.meta.detail).toBe('Atorvastatin, Amlodipine');
  });

  it('gives records the Hindi and Nepali names it has, to be found by and shown in', () => {
    const records = catalogueRecords({
      products: [
        { id: '1', title: 'Amlocard', composition: 'Amlodipine 5 mg', therapy: 'Antihypertensives', table: 'samples' },
        { id: '2', title: 'Amlostat', composition: 'Amlodipine 5 mg', therapy: 'Statins', table: 'samples' },
      ],
      therapies: ['Antihypertensives', 'Statins'],
      names: { Amlocard: { hi: 'एम्लोकार्ड', ne: 'एम्लोकार्ड' }, Antihypertensives: { hi: 'उच्च रक्तचाप की दवाएँ' } },
    });
    const amlocard = records.find((r) => r.meta.title === 'Amlocard');
    expect(amlocard?.meta).toEqual({
      title: 'Amlocard',
      detail: 'Amlodipine 5 mg · Antihypertensives',
      title_hi: 'एम्लोकार्ड',
      detail_hi: 'Amlodipine 5 mg · उच्च रक्तचाप की दवाएँ',
      title_ne: 'एम्लोकार्ड',
    });
    expect(amlocard?.content).toBe(
      'Amlocard. Amlodipine 5 mg · Antihypertensives. एम्लोकार्ड. Amlodipine 5 mg · उच्च रक्तचाप की दवाएँ',
    );
    // A molecule lists its products as each language names them; a record without translations has none.
    expect(records.find((r) => r.meta.title === 'Amlodipine')?.meta).toEqual({
      title: 'Amlodipine',
      detail: 'Amlocard, Amlostat',
      detail_hi: 'एम्लोकार्ड, Amlostat',
      detail_ne: 'एम्लोकार्ड, Amlostat',
    });
    expect(records.find((r) => r.meta.title === 'Amlostat')?.meta).toEqual({
      title: 'Amlostat',
      detail: 'Amlodipine 5 mg · Statins',
    });
  });

  it('loads Google tags only for configured ids', () => {
    expect(tagScripts({ ga4: '', gtm: '' })).toEqual([]);
    expect(tagScripts({ ga4: 'G-ABC123', gtm: 'GTM-XYZ1' })).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-XYZ1',
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
    ]);
  });
});
