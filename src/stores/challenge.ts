/** The pending login challenge between the login and verify screens, kept in sessionStorage. */
import { atom } from 'nanostores';
import { OTP_CHANNELS, type CountryCode, type OtpChannel } from '../shared/constants.ts';
import { isCountryCode } from '../lib/login-rules.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

/** What the verify screen needs: the challenge key, the number it was sent to, and when resend opens. */
export interface LoginChallenge {
  key: string;
  country: CountryCode;
  mobile: string;
  /** Epoch milliseconds from which another code may be requested. */
  resendAt: number;
  /** How the code travels, and the channels the server offers (absent in challenges saved before WhatsApp). */
  channel?: OtpChannel;
  channels?: OtpChannel[];
  /** True once the code takes no more tries (wrong too often, expired, replaced or used): only a new code helps. */
  ended?: boolean;
}

const isChannel = (value: unknown): value is OtpChannel => OTP_CHANNELS.some((channel) => channel === value);

function isChallenge(value: unknown): value is LoginChallenge {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof LoginChallenge, unknown>>;
  return (
    typeof v.key === 'string' &&
    typeof v.country === 'string' &&
    isCountryCode(v.country) &&
    typeof v.mobile === 'string' &&
    typeof v.resendAt === 'number' &&
    (v.channel === undefined || isChannel(v.channel)) &&
    (v.channels === undefined || (Array.isArray(v.channels) && v.channels.every(isChannel))) &&
    (v.ended === undefined || typeof v.ended === 'boolean')
  );
}

function readChallenge(): LoginChallenge | undefined {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.challenge);
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    return isChallenge(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The challenge awaiting its code; undefined when none was requested in this tab. */
export const $challenge = atom<LoginChallenge | undefined>(readChallenge());

/** Stores a new or renewed challenge. */
export function saveChallenge(challenge: LoginChallenge): void {
  $challenge.set(challenge);
  try {
    sessionStorage.setItem(STORAGE_KEYS.challenge, JSON.stringify(challenge));
  } catch {
    // Without sessionStorage the challenge lives only as long as this page.
  }
}

/** Forgets the challenge (after login, or when the member changes number). */
export function clearChallenge(): void {
  $challenge.set(undefined);
  try {
    sessionStorage.removeItem(STORAGE_KEYS.challenge);
  } catch {
    // Nothing stored.
  }
}

/** When a new code may be asked for: `seconds` (the server's resendAfter) from now, in epoch ms. */
export function resendAtIn(seconds: number): number {
  return Date.now() + Math.max(0, seconds) * 1000;
}
