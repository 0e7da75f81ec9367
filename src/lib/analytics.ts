/**
 * Google Analytics 4 and Google Tag Manager (SPEC §1), by configuration only (PUBLIC_GA4_ID, PUBLIC_GTM_ID):
 * loaded once the page is interactive and idle, never render-blocking. Every navigation of this multi-page
 * site is a page load, so each load counts one page view (gtag's `config` sends it; GTM gets `gtm.js`).
 */
import type { AnalyticsFlags } from '../shared/build-flags.ts';

/** The tag manager host (also in the CSP when configured). */
const TAG_HOST = 'https://www.googletagmanager.com';

/** The scripts to load for a configuration. */
export function tagScripts(flags: AnalyticsFlags): string[] {
  return [
    ...(flags.gtm ? [`${TAG_HOST}/gtm.js?id=${encodeURIComponent(flags.gtm)}`] : []),
    ...(flags.ga4 ? [`${TAG_HOST}/gtag/js?id=${encodeURIComponent(flags.ga4)}`] : []),
  ];
}

type DataLayer = unknown[];

/** Sets up the data layer, queues the page view and appends the async tag scripts. */
function loadTags(flags: AnalyticsFlags, doc: Document = document): void {
  const scope = window as unknown as { dataLayer?: DataLayer; gtag?: (...args: unknown[]) => void };
  scope.dataLayer ??= [];
  const dataLayer = scope.dataLayer;
  if (flags.gtm) dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  if (flags.ga4) {
    // gtag.js reads the `arguments` objects it finds in the data layer.
    scope.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js reads `arguments` objects, not arrays, from the data layer.
      dataLayer.push(arguments);
    };
    scope.gtag('js', new Date());
    scope.gtag('config', flags.ga4);
  }
  for (const src of tagScripts(flags)) {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    doc.head.append(script);
  }
}

/** Loads the tags after the page has loaded and the browser is idle. */
export function startAnalytics(flags: AnalyticsFlags): void {
  const run = (): void => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => loadTags(flags), { timeout: 4000 });
    else setTimeout(() => loadTags(flags), 1);
  };
  if (document.readyState === 'complete') run();
  else addEventListener('load', run, { once: true });
}
