/**
 * A member's medical registration (UCPMP 2024): the doctor submits it (→ Pending), compliance staff decide
 * (→ Verified, or Rejected with a reason). Used by the member's profile call and the staff console.
 */
import {
  REGISTRATION_COUNCILS,
  VERIFICATION_STATUSES,
  type CountryCode,
  type VerificationStatus,
} from '../../../shared/constants.ts';
import { m, messagesIn } from '../language.ts';
import type { Db } from '../../db/client.ts';
import { invalid } from '../orders/rules.ts';
import { loadMember, updateMember } from '../profile.ts';

/** What a doctor submits: registration number, council (one of REGISTRATION_COUNCILS of their country) and year. */
export interface Registration {
  number: string;
  council: string;
  year: string;
}

const NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/.\- ]{0,39}$/;

/** Stores the doctor's registration as Pending (the reason cleared; the same one again leaves Verified alone); 400 naming the field. */
export async function submitRegistration(db: Db, memberId: number, registration: Registration, now: number) {
  const member = await loadMember(db, memberId);
  const country: CountryCode = member.countryCode === '977' ? '977' : '91';
  const number = registration.number.trim();
  if (!NUMBER_PATTERN.test(number)) throw invalid('registration_number', m.registrationNumberInvalid);
  const council = registration.council.trim();
  if (!REGISTRATION_COUNCILS[country].includes(council)) throw invalid('registration_council', m.councilNotOffered);
  const year = Number(registration.year.trim());
  if (!/^\d{4}$/.test(registration.year.trim()) || year < 1950 || year > new Date(now).getUTCFullYear()) {
    throw invalid('registration_year', m.registrationYearInvalid);
  }
  const unchanged =
    member.registrationNumber === number &&
    member.registrationCouncil === council &&
    member.registrationYear === String(year);
  if (unchanged && member.verificationStatus === 'Verified') return;
  await updateMember(db, memberId, {
    registrationNumber: number,
    registrationCouncil: council,
    registrationYear: String(year),
    verificationStatus: 'Pending',
    verificationReason: '',
  });
}

/** Sets the verification status (compliance staff, whose console is English); Rejected needs a reason, others clear it. */
export async function setVerification(db: Db, memberId: number, status: string, reason = ''): Promise<void> {
  const m = messagesIn('en');
  const chosen = VERIFICATION_STATUSES.find((s): s is VerificationStatus => s === status);
  if (!chosen) throw invalid('verification_status', m.verificationStatusUnknown(VERIFICATION_STATUSES.join(', ')));
  if (chosen === 'Rejected' && reason.trim() === '') throw invalid('verification_reason', m.rejectionNeedsReason);
  await updateMember(db, memberId, {
    verificationStatus: chosen,
    verificationReason: chosen === 'Rejected' ? reason.trim() : '',
  });
}
