/**
 * The answers of every call as schemas (DESIGN §3's positional envelope `[status, payload, …]` as a tuple): the
 * server serialises through them (fast-json-stringify, so a field not listed here never leaves the API) and the
 * OpenAPI document describes them. Server, tests and build only: the browser imports the types of entities.ts.
 */
import Type, { type TSchema } from 'typebox';
import { OTP_CHANNELS, VERIFICATION_STATUSES } from '../constants.ts';
import type { ErrorCode } from '../envelope.ts';
import { ARTICLE_FIELDS, JOURNAL_ENTRY_FIELDS, THERAPY_ARTICLE_FIELDS } from './article-fields.ts';
import type { EndpointName } from './endpoints.ts';
import { LANGUAGES } from '../messages/languages.ts';
import { QUESTION_STATUSES, REPLY_CHANNELS } from '../safety.ts';
import { settingsSchema } from './member.ts';

const str = Type.String();
/** One of a few strings, as `enum` (fast-json-stringify writes it as a plain string; an anyOf of consts is slow). */
const oneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const flag = oneOf(['Y', 'N']);
const obj = (fields: Record<string, TSchema>) => Type.Object(fields, { additionalProperties: false });
const strings = (names: readonly string[]) => obj(Object.fromEntries(names.map((name) => [name, str])));

/** Element 0 of a successful answer. */
const okStatusSchema = obj({ status: Type.Literal('success') });

/** A successful answer: `[{status: 'success'}, payload]`. */
const ok = (payload: TSchema) => Type.Tuple([okStatusSchema, payload]);

const ERROR_CODES: readonly ErrorCode[] = [
  'VALIDATION_FAILED',
  'SESSION_INVALID',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  'RATE_LIMITED',
  'NOT_FOUND',
  'FORBIDDEN',
  'DEMO_ACCOUNT',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TERMS_NOT_ACCEPTED',
  'LOGIN_FAILED',
  'INTERNAL',
];

/** The error envelope: `[{status: 'error', code, field?, retryAfter?, problems?, triesLeft?}, {Message}]`. */
export const errorAnswerSchema = Type.Tuple([
  obj({
    status: Type.Literal('error'),
    code: oneOf(ERROR_CODES),
    field: Type.Optional(str),
    retryAfter: Type.Optional(Type.Integer({ minimum: 1 })),
    problems: Type.Optional(Type.Record(Type.String(), str)),
    triesLeft: Type.Optional(Type.Integer({ minimum: 0 })),
  }),
  obj({ Message: str }),
]);

const message = obj({ Message: str });

/** The member's privacy state (shared/privacy.ts ConsentState). */
const consentState = obj({
  notice_version: Type.Integer(),
  answered_version: Type.Integer(),
  due: Type.Boolean(),
  choices: obj({ notifications: Type.Boolean(), analytics: Type.Boolean() }),
  officer: obj({ name: str, email: str }),
  erasure: Type.Union([obj({ status: oneOf(['Requested', 'Erased']), requested_at: str }), Type.Null()]),
});

const profile = obj({
  ...strings([
    'salutation',
    'phone',
    'first_name',
    'middle_name',
    'last_name',
    'email',
    'birth_date',
    'country_code',
    'qualification',
    'g_plus_link',
    'facebook_link',
    'twitter_link',
    'linkedIn_link',
    'link_to_blog',
    'department',
    'location',
    'practice_hours',
    'payment_mode_number',
    'payment_mode_one',
    'payment_mode_two',
    'address',
    'personal_intro',
    'member_id',
    'therapeutic_focus',
    'member_role',
    'campaign_link',
    'feedback_link',
    'abm',
    'rbm',
    'sm',
    'tbm',
    'flaga',
    'flagb',
    'headquarter',
    'position',
    'premium',
    'professional_level',
  ]).properties,
  IDphoto: flag,
  terms: flag,
  language: oneOf(['', ...LANGUAGES]),
});

const category = obj({
  ...strings([
    'serv_category_id',
    'title',
    'link_name',
    'description',
    'title_shown',
    'description_shown',
    'link',
    'image',
  ]).properties,
  banner: flag,
  outcome: oneOf(['submenu', 'page', 'other']),
});
const subCategory = strings([
  'serv_sub_category_id',
  'title',
  'title_shown',
  'description_shown',
  'table_name',
  'service_type',
  'link_name',
  'therapeutic_focus',
  'outcome',
  'description',
  'demo_video',
  'sample_link',
  'message',
  'serv_category_id',
  'sub_header',
  'image',
]);
const product = strings([
  'product_id',
  'title',
  'title_shown',
  'composition',
  'dose',
  'table_name',
  'therapy',
  'therapy_shown',
  'image',
]);
const article = strings(ARTICLE_FIELDS);
const journalEntry = strings(JOURNAL_ENTRY_FIELDS);
const therapyArticle = strings(THERAPY_ARTICLE_FIELDS);
const managers = strings(
  ['tbm', 'abm', 'rbm', 'sm'].flatMap((who) => ['name', 'mail', 'country', 'phone'].map((f) => `${who}_${f}`)),
);
const order = obj({
  ...strings([
    'ID',
    'sub_category',
    'sub_category_shown',
    'Table',
    'Language',
    'Date',
    'Time',
    'Addl_Description',
    'message',
    'requested_on',
    'status_on',
    'reason',
    'courier',
    'tracking_number',
  ]).properties,
  status: oneOf([
    'Requested',
    'Accepted',
    'Dispatched',
    'Scheduled',
    'Delivered',
    'Done',
    'Rejected',
    'Approved',
    'Cancelled',
  ]),
});
const paged = (row: TSchema, more: Record<string, TSchema> = {}) =>
  obj({ result: Type.Array(row), page: Type.Integer({ minimum: 1 }), hasMore: Type.Boolean(), ...more });
const list = (row: TSchema) => ok(Type.Array(row));
const receipt = obj({ Message: str, number: str });
const medicalQuestion = obj({
  number: str,
  product_title: str,
  question: str,
  reply_channel: oneOf(REPLY_CHANNELS),
  status: oneOf(QUESTION_STATUSES),
  answer: str,
  asked_at: str,
  answered_at: str,
});
const mySamples = obj({
  registration_number: str,
  registration_council: str,
  registration_year: str,
  verification_reason: str,
  verification_status: oneOf(VERIFICATION_STATUSES),
  councils: Type.Array(str),
  require_verified: Type.Boolean(),
  cap: Type.Integer(),
  year_start: str,
  year_end: str,
  products: Type.Array(obj({ product_id: str, title: str, title_shown: str, packs: Type.Integer() })),
});
const orderAnswer = ok(obj({ Message: str, ID: Type.Optional(str) }));

/** An answer that is a file, not JSON: its media type, or each it may have. */
export interface FileAnswer {
  file: string | readonly string[];
}

/** download.php's Content-Type by lower-case extension of the file name; anything else is the last one. */
export const DOWNLOAD_CONTENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  txt: 'text/plain; charset=utf-8',
  other: 'application/octet-stream',
} as const;

/** The answer schema of every call (a file answer names its media type instead). */
export const ANSWERS: { [K in EndpointName]: TSchema | FileAnswer } = {
  check: ok(
    obj({
      key: str,
      Message: str,
      resendAfter: Type.Integer({ minimum: 0 }),
      channel: oneOf(OTP_CHANNELS),
      channels: Type.Array(oneOf(OTP_CHANNELS)),
    }),
  ),
  login: ok(obj({ key: str, result: Type.Tuple([profile]) })),
  logout: ok(message),
  getCategory: Type.Tuple([
    obj({ status: Type.Literal('success'), therapeutic_focus: str, therapeutic_focus_shown: str }),
    Type.Array(category),
    str,
    str,
    str,
    str,
  ]),
  getSubCategory: Type.Tuple([obj({ status: Type.Literal('success'), member_role: str }), Type.Array(subCategory)]),
  getTherapy: list(strings(['therepy_id', 'title', 'title_shown', 'image'])),
  getAllTherapy: list(strings(['name', 'name_shown', 'image'])),
  setTherapy: ok(message),
  getProduct: list(product),
  searchProducts: list(product),
  getArticles: ok(paged(article)),
  getJournal: ok(paged(journalEntry, { title: str })),
  getTherapyArticles: ok(paged(therapyArticle)),
  searchArticles: ok(paged(article)),
  getEmailers: list(strings(['title', 'journal_id'])),
  sendEmailer: ok(message),
  getVideos: list(strings(['video_id', 'title', 'trailer_link', 'link', 'thumbnail'])),
  getPortals: list(strings(['portal_id', 'title', 'link'])),
  getFiles: list(strings(['name', 'title_shown'])),
  privacyPolicy: list(strings(['page_id', 'description', 'image'])),
  download: { file: [...new Set(Object.values(DOWNLOAD_CONTENT_TYPES))] },
  servSamples: orderAnswer,
  servDigital: ok(obj({ status: oneOf(['success', 'error']), msg: str, link: str, Message: str })),
  servSanitization: orderAnswer,
  servPersonalisedPrintables: orderAnswer,
  servPrintables: orderAnswer,
  servPrints: orderAnswer,
  servAccessories: orderAnswer,
  servTherapySpecific: orderAnswer,
  servWebinar: orderAnswer,
  servPersonalisedVideo: orderAnswer,
  updateProfile: ok(message),
  updatePhoto: ok(obj({ Message: str, IDphoto: Type.Literal('Y') })),
  photo: { file: 'image/webp' },
  orderHistory: list(order),
  contactUs: list(managers),
  priorityMessage: ok(message),
  agreedTerms: ok(obj({ Message: Type.Literal('success') })),
  getSettings: ok(settingsSchema),
  getProfile: ok(profile),
  saveSettings: ok(settingsSchema),
  firebaseSubscribe: ok(message),
  callToBot: Type.Tuple([okStatusSchema, str]),
  consent: ok(consentState),
  saveConsent: ok(consentState),
  myData: { file: 'application/json' },
  myPrint: { file: 'application/pdf' },
  requestErasure: ok(message),
  mySamples: ok(mySamples),
  saveRegistration: ok(message),
  askQuestion: ok(receipt),
  myQuestions: list(medicalQuestion),
  reportEvent: ok(receipt),
};

/** Statuses of the error envelope besides 400, 500 and 503 (every call), by call (docs/API.md). */
const EXTRA_ERRORS: Partial<Record<EndpointName, number[]>> = {
  check: [429],
  login: [429],
  getSubCategory: [404],
  setTherapy: [403],
  getJournal: [404],
  privacyPolicy: [404],
  download: [404],
  sendEmailer: [404],
  updatePhoto: [413, 415],
  photo: [404],
  servPrints: [403, 409, 413, 415, 422],
  callToBot: [403],
  firebaseSubscribe: [403],
  myPrint: [404],
  requestErasure: [409],
  // Idempotency-Key (the outbox's retries): a key still being answered, or used for another body.
  askQuestion: [409, 422],
  priorityMessage: [409, 422],
  reportEvent: [409, 422],
};
const ORDER_ERRORS = [403, 409, 422];

/**
 * The error statuses a call can answer with the error envelope: 400, 500 and 503 (the database or the file store
 * did not answer in time) always; 401 and 429 for member calls (session, per-member limit); 413 and 415 for calls
 * with a body (size limit, media type); plus its own.
 */
export function errorStatuses(name: EndpointName, call: { method: string; auth?: string }): number[] {
  const statuses = new Set([400, 500, 503, ...(EXTRA_ERRORS[name] ?? [])]);
  if (call.auth !== 'public') for (const status of [401, 429]) statuses.add(status);
  if (call.method === 'POST') for (const status of [413, 415]) statuses.add(status);
  if (name.startsWith('serv')) for (const status of ORDER_ERRORS) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}
