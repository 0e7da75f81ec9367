/** The public configuration of this build (brand, API base, image bases), read once from PUBLIC_* variables. */
import { getPublicConfig, type Env, type ImageKind } from '../shared/public-config.ts';

/** The PUBLIC_* variables this build was made with. */
export function publicEnv(): Env {
  const env: Env = {};
  for (const [name, value] of Object.entries(import.meta.env)) {
    if (typeof value === 'string') env[name] = value;
  }
  return env;
}

/** The company's settings for this build. */
export const publicConfig = getPublicConfig(publicEnv());

/**
 * The prefix of an image uploaded in the console ("upload:<file>", served by the API's image.php): the staff
 * contract's UPLOADED_IMAGE_PREFIX written out, so doctor pages never load that contract.
 */
const UPLOADED = 'upload:';

/**
 * The address of an image of a kind (categories, products…) by its file name, or of an image uploaded in the console
 * (therapies, video thumbnails, banners); '' when there is none.
 */
export function imageUrl(kind: ImageKind, name: string): string {
  if (name.startsWith(UPLOADED)) {
    return `${publicConfig.apiBase}/image.php?a=${encodeURIComponent(name.slice(UPLOADED.length))}`;
  }
  return name ? `${publicConfig.imageBase[kind]}/${encodeURIComponent(name)}` : '';
}
