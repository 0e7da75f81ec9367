/** Texts of samples within UCPMP 2024: the registration in the profile, the order modal's notes and My samples. */
import { pluralOf } from '../plurals.ts';

export const samples = {
  registrationTitle: 'Medical registration',
  registrationIntro:
    'Samples can be sent only to doctors with a verified medical registration (UCPMP 2024). Our compliance team checks it with your council.',
  statusLabel: 'Status',
  statuses: {
    Unverified: 'Not yet submitted',
    Pending: 'Awaiting verification',
    Verified: 'Verified',
    Rejected: 'Not verified',
  },
  reasonLabel: 'Reason',
  fields: {
    registration_number: 'Registration number',
    registration_council: 'Medical council',
    registration_year: 'Year of registration',
  },
  councilPlaceholder: 'Choose your council',
  submit: 'Submit for verification',
  submitting: 'Submitting…',
  loading: 'Loading your registration…',
  needRegistration: 'Samples can be sent only to doctors with a verified medical registration.',
  needRegistrationAdd: 'Please add your registration number, council and year in your profile.',
  needRegistrationPending: (number: string, council: string) =>
    `Your registration ${number} (${council}) is awaiting verification by our compliance team.`,
  needRegistrationRejected: (number: string, council: string, reason: string) =>
    `Your registration ${number} (${council}) could not be verified: ${reason}.`,
  openProfile: 'Go to my registration',
  allowance: (packs: number, product: string, until: string) =>
    `You can order ${packs} more ${pluralOf('en', packs, { one: 'pack', other: 'packs' })} of ${product} until ${until}.`,
  allowanceNone: (product: string, until: string) =>
    `You have ordered this year's allowance of ${product}. You can order it again after ${until}.`,
  // My samples.
  mineTitle: 'My samples',
  mineIntro: (cap: number, start: string, end: string) =>
    `At most ${cap} packs of each product a year (${start} to ${end}), all doses together.`,
  mineNone: 'You have not ordered samples this year.',
  minePacks: (packs: number, cap: number) => `${packs} of ${cap} packs`,
  mineLoading: 'Loading your samples…',
} as const;
