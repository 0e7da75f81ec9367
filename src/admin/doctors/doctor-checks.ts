/**
 * The doctor form's own checks, before the contract schema's: each refused field gets a sentence saying what it
 * takes (the mobile number by the chosen country's rule, the e-mail's shape, the role number), so staff never read
 * a bare "not valid". The server checks the same rules again (services/admin/doctor-rules.ts).
 */
import { type CountryCode, MOBILE_PATTERNS } from '../../shared/constants.ts';
import { doctorCheckText } from '../form-text.ts';
import type { FieldErrors } from '../validate.ts';

/** One line of plain text: no control, invisible or direction-control character. */
const PLAIN_LINE = /^[^\p{Cc}\p{Cf}\u2028\u2029]*$/u;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const ROLE = /^[0-9]{1,3}$/;
const NAMES = [
  ['salutation', 20],
  ['middleName', 80],
  ['lastName', 80],
] as const;

/** The doctor form's findings for `values` (field → sentence); empty when they pass. */
export function doctorChecks(values: Record<string, string>): FieldErrors {
  const found: FieldErrors = {};
  const country = values.countryCode as CountryCode;
  const mobile = MOBILE_PATTERNS[country];
  if (!mobile) found.countryCode = doctorCheckText.country;
  else if (!mobile.test(values.phone ?? '')) found.phone = doctorCheckText.mobile[country];
  const first = values.firstName ?? '';
  if (first.trim() === '' || first.length > 80 || !PLAIN_LINE.test(first)) found.firstName = doctorCheckText.firstName;
  for (const [name, max] of NAMES) {
    const value = values[name] ?? '';
    if (value.length > max || !PLAIN_LINE.test(value)) found[name] = doctorCheckText.nameLine(max);
  }
  const email = values.email ?? '';
  if (email !== '' && (email.length > 200 || !EMAIL.test(email))) found.email = doctorCheckText.email;
  const role = values.memberRole ?? '';
  if (role !== '' && !ROLE.test(role)) found.memberRole = doctorCheckText.memberRole;
  if ((values.therapeuticFocus ?? '') === '') found.therapeuticFocus = doctorCheckText.focus;
  return found;
}
