/**
 * Front-end settings a company changes without touching code: every one is a PUBLIC_* build-time variable.
 * Pure: the caller passes the environment (Astro's import.meta.env at build time, process.env on the server).
 */

/** Kinds of image with their own configurable base address (SPEC §3 "Image base locations"). */
export const IMAGE_KINDS = [
  'categories',
  'products',
  'therapies',
  'subcategories',
  'videos',
  'profiles',
  'policy',
  'custom',
  'banners',
] as const;

/** One kind of image. */
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Everything the static front end is configured with. */
export interface PublicConfig {
  apiBase: string;
  brand: { name: string; logo: string; primary: string; accent: string };
  companyWebsite: string;
  companyPortal: string;
  social: { instagram: string; linkedin: string; facebook: string };
  imageBase: Record<ImageKind, string>;
  /** Where the chat terms and disclaimer pages live. */
  termsUrl: string;
  disclaimerUrl: string;
  /** The login screen offers the code by WhatsApp (PUBLIC_OTP_WHATSAPP=true, with the API's WHATSAPP_* set). */
  otpWhatsApp: boolean;
}

/** Environment variables as a plain record. */
export type Env = Record<string, string | undefined>;

const pick = (env: Env, name: string, fallback: string): string => {
  const value = env[name]?.trim();
  return value ? value : fallback;
};

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

/** Reads the PUBLIC_* settings, with defaults that run the demo on one origin. */
export function getPublicConfig(env: Env): PublicConfig {
  const imageRoot = trimSlash(pick(env, 'PUBLIC_IMAGE_BASE', '/images'));
  const imageBase = Object.fromEntries(
    IMAGE_KINDS.map((kind) => [
      kind,
      trimSlash(pick(env, `PUBLIC_IMAGE_BASE_${kind.toUpperCase()}`, `${imageRoot}/${kind}`)),
    ]),
  ) as Record<ImageKind, string>;
  const website = trimSlash(pick(env, 'PUBLIC_COMPANY_WEBSITE', 'https://www.example-pharma.com'));
  return {
    apiBase: trimSlash(pick(env, 'PUBLIC_API_BASE', '/api')),
    brand: {
      name: pick(env, 'PUBLIC_BRAND_NAME', 'MedConnect'),
      logo: pick(env, 'PUBLIC_BRAND_LOGO', '/images/brand/logo.svg'),
      primary: pick(env, 'PUBLIC_BRAND_PRIMARY', '#0b5f7a'),
      accent: pick(env, 'PUBLIC_BRAND_ACCENT', '#e07a1f'),
    },
    companyWebsite: website,
    companyPortal: pick(env, 'PUBLIC_COMPANY_PORTAL', `${website}/portal`),
    social: {
      instagram: pick(env, 'PUBLIC_SOCIAL_INSTAGRAM', 'https://www.instagram.com/'),
      linkedin: pick(env, 'PUBLIC_SOCIAL_LINKEDIN', 'https://www.linkedin.com/'),
      facebook: pick(env, 'PUBLIC_SOCIAL_FACEBOOK', 'https://www.facebook.com/'),
    },
    imageBase,
    termsUrl: pick(env, 'PUBLIC_TERMS_URL', '/terms'),
    disclaimerUrl: pick(env, 'PUBLIC_DISCLAIMER_URL', '/disclaimer'),
    otpWhatsApp: pick(env, 'PUBLIC_OTP_WHATSAPP', 'false') === 'true',
  };
}
