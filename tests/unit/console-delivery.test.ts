/**
 * The operations console's delivery rules (issue 24): its own, stricter Content-Security-Policy beside the doctors'
 * page policies, and kept out of the sitemap and robots' allowed paths.
 */
import { describe, expect, it } from 'vitest';
import { consoleContentSecurityPolicy, isConsoleFile } from '../../src/delivery/console-csp.ts';
import { isIndexable, robotsTxt } from '../../src/delivery/crawl.ts';
import { sha256Source } from '../../src/delivery/inline-hashes.ts';
import { pagePolicies, pageRules } from '../../src/delivery/page-policies.ts';
import { getThirdPartyConfig } from '../../src/shared/third-party.ts';
import { getPublicConfig } from '../../src/shared/public-config.ts';

const directive = (policy: string, name: string): string =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('console policy', () => {
  const env = {
    PUBLIC_API_BASE: 'https://api.example.com/api',
    PUBLIC_FIREBASE_API_KEY: 'k',
    PUBLIC_GA4_ID: 'G-TEST1234',
  };
  const base = { publicConfig: getPublicConfig(env), thirdParty: getThirdPartyConfig({}) };
  const policies = pagePolicies(
    [
      { file: '/404.html', html: '' },
      { file: '/home/index.html', html: '<script>home()</script>' },
      { file: '/admin/index.html', html: '<script>admin()</script><style>astro-island{}</style>' },
    ],
    base,
  );
  const admin = policies.pages['/admin/index.html'] ?? '';

  it('gives /admin/ its own policy: nothing by default, its own hashes, the API, no frames, workers or wasm', () => {
    expect(isConsoleFile('/admin/index.html')).toBe(true);
    expect(isConsoleFile('/home/index.html')).toBe(false);
    expect(directive(admin, 'default-src')).toBe("default-src 'none'");
    expect(directive(admin, 'script-src')).toBe(`script-src 'self' '${sha256Source('admin()')}'`);
    expect(directive(admin, 'style-src')).toBe(`style-src 'self' '${sha256Source('astro-island{}')}'`);
    expect(directive(admin, 'connect-src')).toBe("connect-src 'self' https://api.example.com");
    // Images uploaded in the console are fetched with the staff key and shown as blob: URLs (ui/ContentImage.tsx).
    expect(directive(admin, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(admin, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(admin).not.toContain('unsafe-inline');
    expect(admin).not.toContain('wasm-unsafe-eval');
    expect(admin).not.toContain('googletagmanager');
    expect(admin).not.toContain('frame-src');
    expect(admin).not.toContain(sha256Source('home()'));
  });

  it("keeps the doctors' policies as they were (no console hash on a member page)", () => {
    expect(policies.pages['/home/index.html']).not.toContain(sha256Source('admin()'));
    expect(policies.pages['/home/index.html']).toContain("'wasm-unsafe-eval'");
  });

  it('serves the policy under every address of the console shell', () => {
    const rule = pageRules(policies).find((r) => r.file === '/admin/index.html');
    expect(rule?.paths).toEqual(['/admin', '/admin/', '/admin/index.html']);
    expect(rule?.csp).toBe(admin);
  });

  it('adds no API origin when the API is on the same origin', () => {
    expect(directive(consoleContentSecurityPolicy({ apiBase: '/api' }), 'connect-src')).toBe("connect-src 'self'");
    expect(directive(consoleContentSecurityPolicy({ apiBase: '/api' }), 'img-src')).toBe("img-src 'self' data: blob:");
  });
});

describe('console and crawlers', () => {
  it('is not in the sitemap and robots.txt disallows it', () => {
    for (const path of ['/admin', '/admin/', '/admin/index.html']) expect(isIndexable(path)).toBe(false);
    expect(robotsTxt('https://portal.example.com', '/api')).toContain('Disallow: /admin/\n');
  });
});
