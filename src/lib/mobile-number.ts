/**
 * A mobile number as people paste or type it (`+91 98765 43210`, `098765-43210`, `9779841000001`) made into what the
 * login form sends: digits only, without the country prefix or the trunk 0, and the country when the paste named one.
 */
import { COUNTRIES, type CountryCode } from '../shared/constants.ts';

/** Digits of a national mobile number in India and Nepal. */
const NATIONAL_DIGITS = 10;
/** A whole national number, as normaliseMobile leaves it. */
const WHOLE_NUMBER = new RegExp(`^\\d{${NATIONAL_DIGITS}}$`);

/** The cleaned number and, when it carried a country prefix, that country. */
export interface PastedMobile {
  mobile: string;
  country?: CountryCode;
}

/** Drops one trunk 0 in front of a national number (`09876543210`). */
const withoutTrunk = (digits: string): string =>
  digits.length === NATIONAL_DIGITS + 1 && digits.startsWith('0') ? digits.slice(1) : digits;

/**
 * Strips spaces, dashes, dots and brackets, a `+` or `00` international prefix with the country code after it, and a
 * leading 0; Devanagari digits (a Hindi or Nepali keyboard's ९८७…) become 0–9. Text that is not a phone number once
 * cleaned is returned trimmed, for the form to refuse in words.
 */
export function normaliseMobile(raw: string): PastedMobile {
  const compact = raw
    .replace(/[\s\-.()\u00a0]/g, '')
    .replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
  const international = /^(\+|00)/.test(compact);
  const digits = compact.replace(/^(\+|00)/, '');
  if (!/^\d+$/.test(digits)) return { mobile: raw.trim() };
  // Longest code first, so that 977 is never read as 9 followed by 77.
  for (const { code } of [...COUNTRIES].sort((a, b) => b.code.length - a.code.length)) {
    if (!digits.startsWith(code)) continue;
    const national = withoutTrunk(digits.slice(code.length));
    if (national.length === NATIONAL_DIGITS && (international || digits.length > NATIONAL_DIGITS + 1)) {
      return { mobile: national, country: code };
    }
  }
  return { mobile: withoutTrunk(digits) };
}

/**
 * The mobile field's text after a paste: a paste that is a whole number by itself (ten digits, or a country prefix and
 * ten) replaces what the field held (the number this device last used, filled in): a doctor pasting a number means
 * that number, not the two run together. Any other paste goes in at the selection.
 */
export function afterPaste(field: string, start: number, end: number, pasted: string): string {
  if (WHOLE_NUMBER.test(normaliseMobile(pasted).mobile)) return pasted;
  return `${field.slice(0, start)}${pasted}${field.slice(end)}`;
}
