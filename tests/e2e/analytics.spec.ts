/**
 * Analytics and tag manager (issue 5 §4) in the configured build (configured-site.ts: a GA4 and a GTM id): Google's scripts are not in the HTML
 * (never render-blocking), load only after the page's `load` event, pass the CSP, and every page load (each route
 * change of this multi-page site) queues one page view. Google's host lies outside the network: its two scripts
 * are answered by the browser's request routing with empty scripts. The build is served by an API started in
 * this test's process on its worker's analytics port (ports.ts) with a fresh demo database.
 */
import { expect, test, type Page } from './test.ts';
import { ANALYTICS, startConfiguredSite, type ConfiguredSite } from './configured-site.ts';
import { hydrated, loginAs } from './helpers.ts';
import { PORTS } from './ports.ts';

const GA4 = ANALYTICS.ga4;
const GTM = ANALYTICS.gtm;
const PORT = PORTS.analytics;

let site: ConfiguredSite | undefined;
let base = '';

test.beforeAll(async () => {
  // The configured build (one per run, made by whichever of push and analytics comes first) takes minutes on a busy host.
  test.setTimeout(600_000);
  site = await startConfiguredSite('analytics', PORT);
  base = site.base;
});

test.afterAll(async () => {
  await site?.close();
});

/**
 * Answers Google's tag scripts with empty scripts and records, in order, each page's `load` event, each tag
 * request and each CSP violation.
 */
async function watchTags(page: Page): Promise<string[]> {
  const events: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.blockedURI}`),
    );
  });
  page.on('console', (message) => {
    if (message.text().startsWith('CSP violation')) events.push(message.text());
  });
  page.on('load', () => events.push(`load ${new URL(page.url()).pathname}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname === 'www.googletagmanager.com') events.push(`tag ${url.pathname}?${url.searchParams.toString()}`);
  });
  return events;
}

/** The page views gtag has queued on this page (its `config` commands) and the GTM start events. */
function queued(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
    return layer
      .map((entry) => {
        if (entry && typeof entry === 'object' && 'length' in entry)
          return Array.from(entry as ArrayLike<unknown>)
            .filter((part) => typeof part === 'string')
            .join(' ');
        return entry && typeof entry === 'object' && 'event' in entry ? `event ${String(entry.event)}` : '';
      })
      .filter((line) => line.startsWith('config') || line.startsWith('event'));
  });
}

test('the tags load after the page has loaded, pass the CSP, and each page load queues one page view', async ({
  page,
  request,
}) => {
  const events = await watchTags(page);
  for (const path of ['/', '/home', '/privacy']) {
    const html = await (await request.get(`${base}${path}`)).text();
    // Only the small deferred loader (a module script) is in the page; Google's scripts are added by it later.
    expect(html, path).not.toMatch(/<script[^>]*\bsrc="https:\/\/www\.googletagmanager\.com/);
    // The loader checks the member's consent first (issue 27), so the bundler keeps it in its own small module file,
    // asked for once the page has painted (src/integrations/module-preload.ts).
    expect(html, path).toMatch(/<script type="module">[^<]*import\("\/_astro\/BaseLayout[^"]*"\)/);
  }
  const csp = (await request.get(`${base}/home`)).headers()['content-security-policy'] ?? '';
  expect(csp).toContain('https://www.googletagmanager.com');

  // Tags load only with the member's consent to analytics (issue 27): none on the login screens, none on the first
  // page after login; that page learns Asha's answer (the demo members consented) and the next page loads them.
  await loginAs(page, 'asha', base);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('consent'))).toContain('"analytics":true');
  expect(await queued(page)).toEqual([]);
  await page.getByRole('link', { name: 'Articles' }).first().click();
  await page.waitForURL('**/articles');
  await hydrated(page);
  await expect.poll(() => queued(page)).toEqual(['event gtm.js', `config ${GA4}`]);

  const tags = [`tag /gtm.js?id=${GTM}`, `tag /gtag/js?id=${GA4}`];
  const expected = ['load /', 'load /verify', 'load /home', 'load /articles', ...tags];
  await expect
    .poll(() => events.filter((event) => !event.startsWith('load ') || expected.includes(event)))
    .toEqual(expected);
});
