/** The public configuration of this build (brand, API base, image bases), read once from PUBLIC_* variables. */
import { getThirdPartyConfig, originOf } from '../shared/delivery/third-party.ts';
import { getPublicConfig, type Env, type ImageKind } from '../shared/public-config.ts';

function publicEnv(): Env {
  const env: Env = {};
  for (const [name, value] of Object.entries(import.meta.env)) {
    if (typeof value === 'string') env[name] = value;
  }
  return env;
}

/** The company's settings for this build. */
export const publicConfig = getPublicConfig(publicEnv());

/** Origins an article may be shown from inside the portal: PUBLIC_FRAME_HOSTS and the company website (CSP frame-src). */
export const articleFrameOrigins: ReadonlySet<string> = new Set(
  [...getThirdPartyConfig(publicEnv()).frameHosts, originOf(publicConfig.companyWebsite)].filter(
    (origin): origin is string => origin !== undefined,
  ),
);

/** The address of an image of a kind (categories, products…) by its file name; '' when there is none. */
export function imageUrl(kind: ImageKind, name: string): string {
  return name ? `${publicConfig.imageBase[kind]}/${encodeURIComponent(name)}` : '';
}
