/** The console's compliance texts (UCPMP 2024), in English for staff; kept beside its screens. */
import type { Static } from 'typebox';
import type { ledgerRowSchema, registrationSchema } from '../../shared/contract/admin/compliance.ts';

/** A doctor's registration as compliance sees it. */
export type Registration = Static<typeof registrationSchema>;
/** One row of the sample ledger. */
export type LedgerRow = Static<typeof ledgerRowSchema>;

/** Texts of the compliance screens. */
export const complianceText = {
  nav: 'Compliance',
  registrations: 'Registrations',
  ledger: 'Sample ledger',
  registrationsTitle: 'Registrations to verify',
  registrationsIntro:
    'Check each registration with its council (UCPMP 2024: samples only for qualified prescribers). A rejection needs a reason the doctor can act on; the doctor reads it in the profile.',
  search: 'Search doctor, mobile or registration number',
  status: 'Status',
  doctor: 'Doctor',
  number: 'Registration number',
  council: 'Council',
  year: 'Year',
  reason: 'Reason',
  actions: 'Actions',
  verify: 'Verify',
  reject: 'Reject',
  verifyOne: (name: string) => `Verify the registration of ${name}`,
  rejectOne: (name: string) => `Reject the registration of ${name}`,
  confirmVerify: 'Verify registration',
  confirmReject: 'Reject registration',
  verifySelected: 'Verify selected',
  rejectSelected: 'Reject selected',
  /** What a bulk decision did, in its report (`Verified: 3 rows.`). */
  bulkDone: { Verified: 'Verified', Rejected: 'Rejected' },
  confirmVerifyMany: 'Verify the selected registrations',
  confirmRejectMany: 'Reject the selected registrations',
  confirmBody: (name: string, number: string, council: string) =>
    number === ''
      ? `${name} has not given a registration number; the reason tells them what to add.`
      : `${name}: ${number} (${council || 'no council given'}).`,
  notGiven: '—',
  rejectReason: 'Reason the doctor will read',
  verified: (name: string) => `${name} is verified and may order samples.`,
  rejected: (name: string) => `${name}'s registration is rejected; the doctor sees the reason.`,
  ledgerTitle: 'Sample ledger',
  ledgerIntro:
    'One row per sample order with the registration at the time of the order. Filter, then export the CSV for the annual audit.',
  ledgerDoctor: 'Doctor, mobile or registration number',
  ledgerProduct: 'Product',
  ledgerYear: 'Sample year starting in',
  export: 'Export CSV',
  ordered: 'Ordered',
  order: 'Order',
  product: 'Product',
  dose: 'Dose',
  packs: 'Packs',
  sampleYear: 'Sample year from',
  registrationAtOrder: 'Registration at order',
} as const;
