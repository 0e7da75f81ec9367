/** The public configuration of this build (brand, API base, image bases), read once from PUBLIC_* variables. */
import { language } from '../shared/messages/index.ts';
import type { Env, ImageKind, PublicConfig } from '../shared/public-config.ts';

/** The PUBLIC_* variables this build was made with. */
export function publicEnv(): Env {
  const env: Env = {};
  for (const [name, value] of Object.entries(import.meta.env)) {
    if (typeof value === 'string') env[name] = value;
  }
  return env;
}

/**
 * The company's settings for this build: getPublicConfig's answer, computed by the build (the delivery integration's
 * `define`) so that the pages carry the settings, not the code that reads them.
 */
export const publicConfig: PublicConfig = __PORTAL_PUBLIC_CONFIG__;

/**
 * The address of an image of a kind (categories, products…) by its file name; '' when there is none. An image
 * uploaded in the console ("upload:<file>", the staff contract's UPLOADED_IMAGE_PREFIX written out, its file name
 * letters, digits, '.', '-' and '_' only) is served by the API's image.php.
 */
export function imageUrl(kind: ImageKind, name: string): string {
  if (name.startsWith('upload:')) return `${publicConfig.apiBase}/image.php?a=${name.slice(7)}`;
  return name ? `${publicConfig.imageBase[kind]}/${encodeURIComponent(name)}` : '';
}

/**
 * A picture that carries words in the page's language: `feedback.hi.svg` beside `feedback.svg` on Hindi pages, the
 * file itself on English ones (docs/CONTENT.md "Pictures with words").
 */
export function inPageLanguage(file: string): string {
  return language === 'en' ? file : file.replace(/(\.[A-Za-z]+)$/, `.${language}$1`);
}
