/** Business constants of SPEC §9 and DESIGN §4, shared by client and server. */

/** Country calling codes a member can log in with (SPEC §9); India is the default. */
export const COUNTRIES = [
  { code: '91', name: 'India' },
  { code: '977', name: 'Nepal' },
] as const;

/** A country calling code accepted at login. */
export type CountryCode = (typeof COUNTRIES)[number]['code'];

/** The country selected on the login screen before the member chooses. */
export const DEFAULT_COUNTRY: CountryCode = '91';

/** Mobile number shape per country: India 10 digits starting 6–9, Nepal 10 digits starting 9. */
export const MOBILE_PATTERNS: Record<CountryCode, RegExp> = {
  '91': /^[6-9]\d{9}$/,
  '977': /^9\d{9}$/,
};

/** member_role that cannot switch therapeutic focus and never sees the campaign poster (SPEC §6). */
export const ROLE_NO_FOCUS_SWITCH = '24';

/** Flag value meaning "yes" for terms and IDphoto. */
export const FLAG_YES = 'Y';

/** The picture of members without a photo of their own, in the images' `profiles` folder. */
export const DEFAULT_PHOTO_FILE = 'default.svg';

/**
 * Cards of a grid that fill a phone's first screen (two columns): their images load at once, the first at high
 * priority, in the islands, in the drawing script and in the head's early call alike.
 */
export const FIRST_SCREEN_CARDS = 4;

/** Videos whose thumbnails fill a phone's first screen (VideoList and the drawing script). */
export const FIRST_SCREEN_VIDEOS = 2;

/**
 * Rows of a long list (articles, a journal's entries) put in the page at once: about a phone's first screen. The
 * rest follow ROWS_PER_TASK at a time, each in its own task, in the islands (useRevealCount) and in the drawing
 * script alike, so that a page of 20 rows never blocks a phone's main thread in one long task.
 */
export const FIRST_SCREEN_ROWS = 4;

/** Rows of a long list added per later task (FIRST_SCREEN_ROWS). */
export const ROWS_PER_TASK = 4;

/** Quantity options of the sample order form, 1 to 10 (SPEC §9). */
export const QUANTITY_MIN = 1;
/** Highest quantity a sample order may ask for. */
export const QUANTITY_MAX = 10;

/** Languages offered by printable and video orders (SPEC §9, with Nepali for Nepal's doctors: issue 23). */
export const LANGUAGES = ['English', 'Hindi', 'Nepali'] as const;

/** The topic every member's push token is subscribed to, besides their focus. */
export const PUSH_COMMON_TOPIC = 'Common';

/** Link value of a category that opens the in-app priority contact page (SPEC §2 Home). */
export const PRIORITY_CONTACT_LINK = 'priority-contact';

/** Timings and sizes of SPEC §9. */
export const TIMINGS = {
  bannerPopupMs: 3000,
  toastMs: 5000,
  endlessScrollThreshold: 0.8,
  endlessScrollThrottleMs: 150,
  pushTokenRefreshDays: 7,
} as const;

/** OTP rules of DESIGN §4. */
export const OTP_RULES = {
  digits: 6,
  ttlSeconds: 300,
  maxWrongTries: 5,
  resendSpacingSeconds: 60,
  maxSendsPerHour: 5,
  lockAfterConsecutiveFailures: 20,
  lockHours: 24,
} as const;

/** Ways a login code can travel (issue 43 §4): SMS always, WhatsApp when the server is configured for it. */
export const OTP_CHANNELS = ['sms', 'whatsapp'] as const;

/** One way a login code travels. */
export type OtpChannel = (typeof OTP_CHANNELS)[number];

/** Page size of every paged list answer (GetArticles and friends). */
export const PAGE_SIZE = 20;

/** States of a member's medical registration check (UCPMP 2024): only Verified members may order samples. */
export const VERIFICATION_STATUSES = ['Unverified', 'Pending', 'Verified', 'Rejected'] as const;

/** One state of a member's registration check. */
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The councils a registration may name, per country: India's National Medical Commission and State Medical Councils; Nepal Medical Council. */
export const REGISTRATION_COUNCILS: Record<CountryCode, readonly string[]> = {
  '91': [
    'National Medical Commission',
    'Andhra Pradesh Medical Council',
    'Arunachal Pradesh Medical Council',
    'Assam Medical Council',
    'Bihar Medical Council',
    'Chhattisgarh Medical Council',
    'Delhi Medical Council',
    'Goa Medical Council',
    'Gujarat Medical Council',
    'Haryana Medical Council',
    'Himachal Pradesh Medical Council',
    'Jammu and Kashmir Medical Council',
    'Jharkhand Medical Council',
    'Karnataka Medical Council',
    'Travancore-Cochin Medical Council (Kerala)',
    'Madhya Pradesh Medical Council',
    'Maharashtra Medical Council',
    'Manipur Medical Council',
    'Meghalaya Medical Council',
    'Mizoram Medical Council',
    'Nagaland Medical Council',
    'Odisha Council of Medical Registration',
    'Punjab Medical Council',
    'Rajasthan Medical Council',
    'Sikkim Medical Council',
    'Tamil Nadu Medical Council',
    'Telangana State Medical Council',
    'Tripura Medical Council',
    'Uttar Pradesh Medical Council',
    'Uttarakhand Medical Council',
    'West Bengal Medical Council',
  ],
  '977': ['Nepal Medical Council'],
};

/** One country's sample year: the cap of packs per product per doctor, its first day (MM-DD) and the calendar it is judged by. */
export interface SampleYearRule {
  packsPerProduct: number;
  yearStart: string;
  timeZone: string;
}

/**
 * Default sample years (UCPMP 2024: at most 12 packs of a drug per doctor a year). India: its financial year, from
 * 1 April. Nepal: its fiscal year, from 1 Shrawan, which falls on 16 or 17 July; we fix it at 16 July ("mid-July").
 */
export const SAMPLE_YEAR_RULES: Record<CountryCode, SampleYearRule> = {
  '91': { packsPerProduct: 12, yearStart: '04-01', timeZone: 'Asia/Kolkata' },
  '977': { packsPerProduct: 12, yearStart: '07-16', timeZone: 'Asia/Kathmandu' },
};
/** Largest print PDF an order takes (10 MB): the server's upload limit and the order form's check. */
export const PRINT_MAX_BYTES = 10 * 1024 * 1024;
