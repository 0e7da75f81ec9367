/** Emailers, banners, the privacy policy page and Dr. Asha Rao's order history. */
import type { OrderStatus, OrderTable } from '../../../shared/contract/entities.ts';
import { FOCUS_NAMES, type FocusName } from './catalogue.ts';
import { JOURNALS } from './journals.ts';
import { daysBeforeEpoch } from './random.ts';
import { EMAILER_TITLES } from './subcategories.ts';

/** An emailer row before its journal id is known (journalIndex points into JOURNALS). */
export interface EmailerSeed {
  title: string;
  journalIndex: number;
  subCategoryTitle: string;
  therapeuticFocus: FocusName;
}

function journalEmailers(focus: FocusName): EmailerSeed[] {
  const indexes = JOURNALS.flatMap((j, i) => (j.focus === focus || j.focus === null ? [i] : []));
  return indexes.map((journalIndex) => ({
    title: `${JOURNALS[journalIndex]?.title ?? ''}: ${focus} summary`,
    journalIndex,
    subCategoryTitle: EMAILER_TITLES.journal,
    therapeuticFocus: focus,
  }));
}

/** Every emailer: 'Journal Emailers' for each focus and the Diabetology-only 'Diabetes Digest'. */
export const EMAILERS: readonly EmailerSeed[] = [
  ...FOCUS_NAMES.flatMap(journalEmailers),
  {
    title: 'Diabetes Digest: January 2026',
    journalIndex: 2,
    subCategoryTitle: EMAILER_TITLES.diabetes,
    therapeuticFocus: 'Diabetology',
  },
  {
    title: 'Diabetes Digest: December 2025',
    journalIndex: 3,
    subCategoryTitle: EMAILER_TITLES.diabetes,
    therapeuticFocus: 'Diabetology',
  },
];

/** The demo popup's picture in each language (it carries words). */
const POPUP = { popupLink: 'popup.svg', popupLinkHi: 'popup.hi.svg', popupLinkNe: 'popup.ne.svg' };

/** Banner popups (images under public/images/banners/): one active for every focus, one inactive. */
export const BANNERS: readonly (typeof POPUP & { therapeuticFocus: FocusName | null; active: boolean })[] = [
  { ...POPUP, therapeuticFocus: null, active: true },
  { ...POPUP, therapeuticFocus: 'Diabetology', active: false },
];

/** The privacy policy page (image under public/images/policy/). */
export const PRIVACY_PAGE = {
  slug: 'privacy',
  image: 'privacy.svg',
  description: [
    '<h2>Privacy Policy</h2>',
    '<p>This portal is for <strong>registered medical practitioners</strong> only. We collect your name, mobile number, e-mail, practice details and the orders you place, to provide the services you ask for.</p>',
    '<h3>How we use your data</h3>',
    '<ul><li>To verify your identity with a one-time code.</li><li>To deliver samples and services to your clinic.</li><li>To let your managers contact you.</li></ul>',
    '<h3>Your choices</h3>',
    '<p>You can update your profile at any time and choose your interests in <em>Settings</em>. To delete your account, write to <a href="mailto:privacy@example-pharma.com">privacy@example-pharma.com</a>.</p>',
    '<p>Read the full policy on <a href="https://www.example-pharma.com/privacy">our website</a>.</p>',
  ].join(''),
} as const;

/** One order of the demo history. */
export interface OrderSeed {
  tableName: OrderTable;
  category: string;
  subCategory: string;
  message: string;
  language: string;
  date: string;
  time: string;
  addlDescription: string;
  details: Record<string, string>;
  status: OrderStatus;
  requestedOn: Date;
}

const order = (
  o: Partial<OrderSeed> & Pick<OrderSeed, 'tableName' | 'category' | 'subCategory' | 'status' | 'requestedOn'>,
): OrderSeed => ({
  message: '',
  language: '',
  date: '',
  time: '',
  addlDescription: '',
  details: {},
  ...o,
});

/** Dr. Asha Rao's orders, one per status, newest first. */
export const ASHA_ORDERS: readonly OrderSeed[] = [
  order({
    tableName: 'samples',
    category: 'Samples',
    subCategory: 'Amlocard',
    status: 'Requested',
    requestedOn: daysBeforeEpoch(2, 5),
    message: 'Please send samples of the selected product.',
    details: { dose: '5 mg', qty: '4' },
  }),
  order({
    tableName: 'personalised_printables',
    category: 'Patient Education',
    subCategory: 'Personalised Printables',
    status: 'Approved',
    requestedOn: daysBeforeEpoch(9, 3),
    language: 'Hindi',
    addlDescription: 'Clinic name: Rao Heart Clinic, Bengaluru',
  }),
  order({
    tableName: 'sanitization',
    category: 'Order Samples & Services',
    subCategory: 'Clinic Sanitization',
    status: 'Dispatched',
    requestedOn: daysBeforeEpoch(15, 7),
    date: '2026-01-10',
    time: '18:30',
  }),
  order({
    tableName: 'webinar',
    category: 'Digital Services',
    subCategory: 'Webinar Support',
    status: 'Delivered',
    requestedOn: daysBeforeEpoch(30, 2),
    date: '2025-12-20',
    time: '19:00',
    addlDescription: 'Hypertension in young adults; about 40 attendees',
    details: { webinar_title: 'Hypertension in young adults' },
  }),
  order({
    tableName: 'printables',
    category: 'Patient Education',
    subCategory: 'Patient Printables',
    status: 'Cancelled',
    requestedOn: daysBeforeEpoch(45, 6),
    language: 'English',
  }),
];
