/** Demo managers and members (DESIGN §5): Dr. Asha Rao, Dr. Bikash Shrestha, the Demo Account and two more. */
import type { managers, members } from '../schema.ts';

type ManagerRow = typeof managers.$inferInsert;
type MemberRow = typeof members.$inferInsert;

/** Managers shown on Contact Us: one territory, area, regional and sales manager per country. */
export const MANAGERS: readonly ManagerRow[] = [
  {
    code: 'TBM-IN-01',
    level: 'tbm',
    name: 'Rahul Mehta',
    mail: 'rahul.mehta@example.com',
    country: '91',
    phone: '9820011001',
  },
  {
    code: 'ABM-IN-01',
    level: 'abm',
    name: 'Priya Nair',
    mail: 'priya.nair@example.com',
    country: '91',
    phone: '9820011002',
  },
  {
    code: 'RBM-IN-01',
    level: 'rbm',
    name: 'Sanjay Kulkarni',
    mail: 'sanjay.kulkarni@example.com',
    country: '91',
    phone: '9820011003',
  },
  {
    code: 'SM-IN-01',
    level: 'sm',
    name: 'Anita Desai',
    mail: 'anita.desai@example.com',
    country: '91',
    phone: '9820011004',
  },
  {
    code: 'TBM-NP-01',
    level: 'tbm',
    name: 'Suman Karki',
    mail: 'suman.karki@example.com',
    country: '977',
    phone: '9851001001',
  },
  {
    code: 'ABM-NP-01',
    level: 'abm',
    name: 'Rojina Thapa',
    mail: 'rojina.thapa@example.com',
    country: '977',
    phone: '9851001002',
  },
  {
    code: 'RBM-NP-01',
    level: 'rbm',
    name: 'Prakash Adhikari',
    mail: 'prakash.adhikari@example.com',
    country: '977',
    phone: '9851001003',
  },
  {
    code: 'SM-NP-01',
    level: 'sm',
    name: 'Nirmala Gurung',
    mail: 'nirmala.gurung@example.com',
    country: '977',
    phone: '9851001004',
  },
];

const INDIA_MANAGERS = { tbm: 'TBM-IN-01', abm: 'ABM-IN-01', rbm: 'RBM-IN-01', sm: 'SM-IN-01' } as const;
const NEPAL_MANAGERS = { tbm: 'TBM-NP-01', abm: 'ABM-NP-01', rbm: 'RBM-NP-01', sm: 'SM-NP-01' } as const;

/** The member whose presence marks the demo dataset as seeded. */
export const MARKER_MEMBER = { countryCode: '91', phone: '9876543210' } as const;

/** Dr. Asha Rao: Cardiology, role '1', terms not yet accepted, campaign and feedback links, no photo, registration Verified. */
const ASHA: MemberRow = {
  ...MARKER_MEMBER,
  ...INDIA_MANAGERS,
  salutation: 'Dr.',
  firstName: 'Asha',
  middleName: 'Lakshmi',
  lastName: 'Rao',
  email: 'asha.rao@example.com',
  birthDate: '1981-04-14',
  qualification: 'MBBS, MD (General Medicine), DM (Cardiology)',
  gPlusLink: '',
  facebookLink: 'https://www.facebook.com/example.asharao',
  twitterLink: 'https://x.com/example_asharao',
  linkedInLink: 'https://www.linkedin.com/in/example-asha-rao',
  linkToBlog: 'https://blog.example.org/asha-rao',
  department: 'Cardiology',
  location: 'Bengaluru, Karnataka',
  practiceHours: 'Mon–Sat 10:00–14:00 and 17:00–20:00',
  paymentModeNumber: 'asharao@upi-example',
  paymentModeOne: 'UPI',
  paymentModeTwo: 'Bank transfer',
  address: '12 Residency Road, Ashok Nagar, Bengaluru 560025, Karnataka',
  personalIntro:
    'Interventional cardiologist with 15 years of practice; special interest in hypertension and heart failure clinics.',
  photoFile: null,
  therapeuticFocus: 'Cardiology',
  memberRole: '1',
  campaignLink: 'https://www.example-pharma.com/campaigns/heart-month-2026',
  feedbackLink: 'https://forms.example.org/feedback/portal-2026',
  terms: 'N',
  flaga: 'A',
  flagb: '',
  headquarter: 'Bengaluru',
  position: 'Consultant Cardiologist',
  premium: 'Y',
  professionalLevel: 'Senior Consultant',
  isDemo: false,
  registrationNumber: 'KMC-2009-45871',
  registrationCouncil: 'Karnataka Medical Council',
  registrationYear: '2009',
  verificationStatus: 'Verified',
};

/** Dr. Bikash Shrestha: Nepal, Diabetology, role '24' (no focus switcher, no campaign poster), registration Pending. */
const BIKASH: MemberRow = {
  countryCode: '977',
  phone: '9841000001',
  ...NEPAL_MANAGERS,
  salutation: 'Dr.',
  firstName: 'Bikash',
  lastName: 'Shrestha',
  email: 'bikash.shrestha@example.com',
  birthDate: '1985-09-02',
  qualification: 'MBBS, MD (Internal Medicine), Fellowship in Diabetology',
  linkedInLink: 'https://www.linkedin.com/in/example-bikash-shrestha',
  department: 'Endocrinology and Diabetes',
  location: 'Lalitpur, Bagmati',
  practiceHours: 'Sun–Fri 09:00–15:00',
  paymentModeNumber: 'NP-0012-3456-7890',
  paymentModeOne: 'Bank transfer',
  paymentModeTwo: 'eSewa',
  address: 'Pulchowk Road 5, Lalitpur 44700, Nepal',
  personalIntro:
    'Diabetologist running a community diabetes clinic; interested in insulin initiation and diet counselling.',
  photoFile: null,
  therapeuticFocus: 'Diabetology',
  memberRole: '24',
  campaignLink: 'https://www.example-pharma.com/campaigns/diabetes-awareness',
  feedbackLink: 'https://forms.example.org/feedback/portal-2026',
  terms: 'Y',
  headquarter: 'Kathmandu',
  position: 'Consultant Diabetologist',
  premium: 'N',
  professionalLevel: 'Consultant',
  isDemo: false,
  registrationNumber: 'NMC-11873',
  registrationCouncil: 'Nepal Medical Council',
  registrationYear: '2011',
  verificationStatus: 'Pending',
};

/** The Demo Account: every order answers 'Demo Account!' and stores nothing; Verified, so its samples form opens. */
const DEMO: MemberRow = {
  countryCode: '91',
  phone: '9876500000',
  ...INDIA_MANAGERS,
  salutation: 'Dr.',
  firstName: 'Demo',
  lastName: 'Account',
  email: 'demo@example.com',
  qualification: 'MBBS',
  department: 'General Medicine',
  location: 'Mumbai, Maharashtra',
  personalIntro: 'Shared demonstration account for presentations.',
  photoFile: null,
  therapeuticFocus: 'Cardiology',
  memberRole: '1',
  campaignLink: 'https://www.example-pharma.com/campaigns/heart-month-2026',
  feedbackLink: 'https://forms.example.org/feedback/portal-2026',
  terms: 'N',
  headquarter: 'Mumbai',
  position: 'Demo',
  isDemo: true,
  registrationNumber: 'DEMO-0000',
  registrationCouncil: 'National Medical Commission',
  registrationYear: '2020',
  verificationStatus: 'Verified',
};

/**
 * More members (test codes only in the e2e server) so that lists and focus filters have other rows; Dr. Kavita Sharma
 * reads Hindi and has not answered the privacy notice (NOTICE_UNANSWERED).
 */
const OTHERS: readonly MemberRow[] = [
  {
    countryCode: '91',
    phone: '9876543211',
    ...INDIA_MANAGERS,
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera.iyer@example.com',
    qualification: 'MBBS, MD (Respiratory Medicine)',
    department: 'Pulmonology',
    location: 'Chennai, Tamil Nadu',
    therapeuticFocus: 'Respiratory',
    memberRole: '1',
    headquarter: 'Chennai',
    position: 'Consultant Pulmonologist',
    birthDate: '1979-11-23',
    practiceHours: 'Mon–Fri 09:00–13:00',
  },
  {
    countryCode: '91',
    phone: '9876543212',
    ...INDIA_MANAGERS,
    firstName: 'Arjun',
    lastName: 'Singh',
    email: 'arjun.singh@example.com',
    qualification: 'MBBS, MD, DM (Neurology)',
    department: 'Neurology',
    location: 'Lucknow, Uttar Pradesh',
    therapeuticFocus: 'Neurology',
    memberRole: '1',
    headquarter: 'Lucknow',
    position: 'Consultant Neurologist',
    birthDate: '1976-06-30',
    practiceHours: 'Mon–Sat 11:00–17:00',
  },
  {
    countryCode: '91',
    phone: '9876543213',
    ...INDIA_MANAGERS,
    firstName: 'Kavita',
    lastName: 'Sharma',
    email: 'kavita.sharma@example.com',
    qualification: 'MBBS, MD (Medicine)',
    department: 'General Medicine',
    location: 'Jaipur, Rajasthan',
    therapeuticFocus: 'Cardiology',
    memberRole: '1',
    headquarter: 'Jaipur',
    position: 'Physician',
    language: 'hi',
  },
];

/** The demo member who has not answered the privacy notice: she sees it at her first login (issue 27). */
export const NOTICE_UNANSWERED = { countryCode: '91', phone: '9876543213' } as const;

/** Every demo member, the marker member (Dr. Asha Rao) first. */
export const MEMBERS: readonly MemberRow[] = [ASHA, BIKASH, DEMO, ...OTHERS];
