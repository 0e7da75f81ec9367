/**
 * Third-party settings of the static site (PUBLIC_* build-time variables beside src/shared/public-config.ts):
 * the hosts the site may frame, Firebase Cloud Messaging and Google's tag manager / analytics. Pure: the caller
 * passes the environment. Anything left unset is simply not used, and its hosts stay out of the CSP.
 */
import type { Env } from './public-config.ts';

/** The Firebase web app and its VAPID key: push notifications are offered only when all are set. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
}

/** Everything third-party the browser may load or talk to. */
export interface ThirdPartyConfig {
  /** Origins the article frame, the video trailers and the document viewer may show (frame-src). */
  frameHosts: string[];
  firebase: FirebaseWebConfig | undefined;
  /** Google Analytics 4 measurement id (G-…), loaded through gtag.js. */
  ga4Id: string | undefined;
  /** Google Tag Manager container id (GTM-…). */
  gtmId: string | undefined;
}

/** Frame hosts of the demo data (article links and video trailers); the company website is always added. */
const DEFAULT_FRAME_HOSTS = ['https://journals.example.org', 'https://video.example.org'] as const;

/** Raised at build time for a setting that would produce a broken or unsafe policy. */
export class DeliveryConfigError extends Error {}

/** The origin of an absolute http(s) address, or undefined for a relative one (same origin). */
export function originOf(address: string): string | undefined {
  if (!/^https?:\/\//i.test(address.trim())) return undefined;
  try {
    return new URL(address.trim()).origin;
  } catch {
    throw new DeliveryConfigError(`"${address}" is not a valid http(s) address.`);
  }
}

/** Parses a list of origins separated by spaces or commas ("none" means an empty list). */
function parseOrigins(raw: string, name: string): string[] {
  if (raw.trim() === 'none') return [];
  const origins = raw
    .split(/[\s,]+/)
    .filter((entry) => entry !== '')
    .map((entry) => {
      const origin = originOf(entry);
      if (!origin)
        throw new DeliveryConfigError(`${name}: "${entry}" must be an absolute https:// (or http://) origin.`);
      return origin;
    });
  return [...new Set(origins)];
}

const value = (env: Env, name: string): string => env[name]?.trim() ?? '';

function checkedId(env: Env, name: string, pattern: RegExp): string | undefined {
  const id = value(env, name);
  if (id === '') return undefined;
  if (!pattern.test(id)) throw new DeliveryConfigError(`${name} "${id}" does not look like ${pattern.source}.`);
  return id;
}

function firebaseConfig(env: Env): FirebaseWebConfig | undefined {
  const config: FirebaseWebConfig = {
    apiKey: value(env, 'PUBLIC_FIREBASE_API_KEY'),
    authDomain: value(env, 'PUBLIC_FIREBASE_AUTH_DOMAIN'),
    projectId: value(env, 'PUBLIC_FIREBASE_PROJECT_ID'),
    messagingSenderId: value(env, 'PUBLIC_FIREBASE_MESSAGING_SENDER_ID'),
    appId: value(env, 'PUBLIC_FIREBASE_APP_ID'),
    vapidKey: value(env, 'PUBLIC_FIREBASE_VAPID_KEY'),
  };
  const required = [config.apiKey, config.projectId, config.messagingSenderId, config.appId, config.vapidKey];
  return required.every((part) => part !== '') ? config : undefined;
}

/** The origins articles may be framed from (PUBLIC_FRAME_HOSTS, or the defaults): all a page needs of this config. */
export function frameHostsOf(env: Env): string[] {
  const frames = value(env, 'PUBLIC_FRAME_HOSTS');
  return frames === '' ? [...DEFAULT_FRAME_HOSTS] : parseOrigins(frames, 'PUBLIC_FRAME_HOSTS');
}

/** Reads the third-party settings; throws DeliveryConfigError for malformed ones. */
export function getThirdPartyConfig(env: Env): ThirdPartyConfig {
  return {
    frameHosts: frameHostsOf(env),
    firebase: firebaseConfig(env),
    ga4Id: checkedId(env, 'PUBLIC_GA4_ID', /^G-[A-Z0-9]{4,20}$/),
    gtmId: checkedId(env, 'PUBLIC_GTM_ID', /^GTM-[A-Z0-9]{4,12}$/),
  };
}
