/**
 * The Content-Security-Policy of the static site: exactly what the site uses. Same origin for everything by
 * default; the API origin when PUBLIC_API_BASE is absolute; the configured image and frame hosts; Firebase and
 * Google's tag hosts only when configured; inline scripts and styles only by their SHA-256 hashes (computed
 * from the built HTML, see inline-hashes.ts); style attributes the server rendered only by their hashes too
 * ('unsafe-hashes' in style-src-attr: exactly those values, nothing else). 'wasm-unsafe-eval' lets pagefind's WebAssembly search run (it
 * allows compiling WebAssembly, not JavaScript eval).
 */
import { IMAGE_KINDS, type PublicConfig } from '../shared/public-config.ts';
import { originOf, type ThirdPartyConfig } from '../shared/third-party.ts';

/** What the policy is built from. */
export interface CspInput {
  publicConfig: PublicConfig;
  thirdParty: ThirdPartyConfig;
  /** 'sha256-…' sources of the inline scripts of the built pages. */
  scriptHashes?: readonly string[];
  /** 'sha256-…' sources of the inline styles of the built pages. */
  styleHashes?: readonly string[];
  /** 'sha256-…' sources of the style attribute values of the built pages (allowed with 'unsafe-hashes'). */
  styleAttributeHashes?: readonly string[];
}

/** Directive name → sources, in the order they are written. */
export type CspDirectives = Record<string, string[]>;

/** Hosts Firebase Cloud Messaging's web SDK calls to register a token. */
export const FIREBASE_CONNECT_HOSTS = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
];
/** Where gtag.js and gtm.js come from. */
export const TAG_SCRIPT_HOSTS = ['https://www.googletagmanager.com'];
/** Where GA4 sends hits (Google's published CSP guidance for GA4 / GTM). */
const TAG_CONNECT_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
/** Pixels GA4 / GTM may load. */
const TAG_IMAGE_HOSTS = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

/** The strict policy of API answers (JSON and files, never documents that run anything). */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const unique = (values: readonly (string | undefined)[]): string[] => [
  ...new Set(values.filter((v): v is string => v !== undefined && v !== '')),
];

const quoted = (hashes: readonly string[] | undefined): string[] => (hashes ?? []).map((hash) => `'${hash}'`);

/** The directives of the site's policy. */
export function cspDirectives(input: CspInput): CspDirectives {
  const { publicConfig: config, thirdParty } = input;
  const tags = thirdParty.ga4Id !== undefined || thirdParty.gtmId !== undefined;
  // The API serves the images uploaded in the console (image.php).
  const imageHosts = [
    ...IMAGE_KINDS.map((kind) => originOf(config.imageBase[kind])),
    originOf(config.brand.logo),
    originOf(config.apiBase),
  ];
  const frames = unique([...thirdParty.frameHosts, originOf(config.companyWebsite)]);
  return {
    'default-src': ["'self'"],
    'script-src': unique([
      "'self'",
      "'wasm-unsafe-eval'",
      ...quoted(input.scriptHashes),
      ...(tags ? TAG_SCRIPT_HOSTS : []),
    ]),
    'style-src': unique(["'self'", ...quoted(input.styleHashes)]),
    ...(input.styleAttributeHashes?.length
      ? { 'style-src-attr': ["'unsafe-hashes'", ...quoted(input.styleAttributeHashes)] }
      : {}),
    'img-src': unique(["'self'", 'data:', 'blob:', ...imageHosts, ...(tags ? TAG_IMAGE_HOSTS : [])]),
    'font-src': ["'self'"],
    'connect-src': unique([
      "'self'",
      originOf(config.apiBase),
      ...(thirdParty.firebase ? FIREBASE_CONNECT_HOSTS : []),
      ...(tags ? TAG_CONNECT_HOSTS : []),
    ]),
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
}

/** Writes directives as one header value. */
function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The site's Content-Security-Policy header value. */
export function contentSecurityPolicy(input: CspInput): string {
  return serializeCsp(cspDirectives(input));
}
