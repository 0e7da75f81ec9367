/** Client-side checks of the login and verify forms (SPEC §5), with the texts to show inline. */
import { COUNTRIES, MOBILE_PATTERNS, OTP_RULES, type CountryCode } from '../shared/constants.ts';
import { t } from '../shared/messages/index.ts';

/** True when a value is one of the country codes a member can log in with. */
export function isCountryCode(value: string): value is CountryCode {
  return COUNTRIES.some((country) => country.code === value);
}

/** The error of a mobile number for a country, or undefined when it is valid. */
export function mobileError(country: CountryCode, mobile: string): string | undefined {
  const value = mobile.trim();
  if (value === '') return t.login.mobileRequired;
  if (!/^\d+$/.test(value)) return t.login.mobileNumeric;
  if (!MOBILE_PATTERNS[country].test(value)) {
    return t.login.mobileInvalid(t.login.countries[country]);
  }
  return undefined;
}

/** The error of the terms checkbox, or undefined when it is ticked. */
export function termsError(accepted: boolean): string | undefined {
  return accepted ? undefined : t.login.termsRequired;
}

/** The error of a typed one-time code, or undefined when it has the right shape. */
export function otpError(otp: string): string | undefined {
  const value = otp.trim();
  if (value === '') return t.verify.otpRequired;
  if (!/^\d+$/.test(value)) return t.verify.otpNumeric;
  if (value.length !== OTP_RULES.digits) return t.verify.otpLength;
  return undefined;
}
