/** The verify screen's code field (its own module, loaded only by that screen). */
import { OTP_RULES } from '../shared/constants.ts';

/** A typed or pasted code cut to what the code field keeps: its digits (Devanagari ones as 0–9), at most six. */
export function otpDigits(raw: string): string {
  const latin = raw.replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
  return latin.replace(/\D/g, '').slice(0, OTP_RULES.digits);
}
