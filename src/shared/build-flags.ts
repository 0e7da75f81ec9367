/**
 * Constants the delivery integration (src/integrations/delivery.ts) bakes into the bundles with Vite's `define`.
 * Code tests them directly (`if (__PORTAL_FIREBASE__) …`) so that the bundler drops what is not configured.
 */
import type { PublicConfig } from './public-config.ts';
import type { FirebaseWebConfig } from './third-party.ts';

/** The tag ids of a build that loads Google's tags. */
export interface AnalyticsFlags {
  ga4: string;
  gtm: string;
}

declare global {
  /** The Firebase web app of this build, or null when push notifications are not configured. */
  const __PORTAL_FIREBASE__: FirebaseWebConfig | null;
  /** The GA4 / GTM ids of this build, or null when neither is configured. */
  const __PORTAL_ANALYTICS__: AnalyticsFlags | null;
  /** The PUBLIC_* settings of this build, read once at build time (src/lib/config.ts). */
  const __PORTAL_PUBLIC_CONFIG__: PublicConfig;
}
