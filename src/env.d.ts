/// <reference types="astro/client" />

/** The PUBLIC_* build-time settings read by src/shared/public-config.ts (all optional, with defaults). */
interface ImportMetaEnv {
  readonly PUBLIC_SITE_URL?: string;
  readonly PUBLIC_API_BASE?: string;
  readonly PUBLIC_BRAND_NAME?: string;
  readonly PUBLIC_BRAND_LOGO?: string;
  readonly PUBLIC_BRAND_PRIMARY?: string;
  readonly PUBLIC_BRAND_ACCENT?: string;
  readonly PUBLIC_COMPANY_WEBSITE?: string;
  readonly PUBLIC_COMPANY_PORTAL?: string;
  readonly PUBLIC_IMAGE_BASE?: string;
}

/** Astro's import.meta with the settings above. */
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
