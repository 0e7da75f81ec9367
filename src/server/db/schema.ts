/** Drizzle schema: every entity of SPEC §3, plus sessions, OTP challenges and the tables of DESIGN §3–4. */
import { type SQL, sql } from 'drizzle-orm';
import type { ContentTranslations } from '../../shared/content-translations.ts';
import type { Language } from '../../shared/messages/languages.ts';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A stored copy of a text column as search_fold() (migration 0001_search) gives it: lower case, no accents. Searches
 * match it with a trigram index instead of folding every row they look at (docs/PERFORMANCE.md).
 */
const foldedCopy = (name: string, of: string) => text(name).generatedAlwaysAs(sql`search_fold(${sql.identifier(of)})`);

/** PostgreSQL's tsvector (full-text search), read and written as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A stored English full-text vector of text columns (migration 0008): the columns folded by search_fold(), stemmed by
 * the `english` configuration, the first weighted A and the second B, so a title match ranks above a description one.
 */
const searchVector = (first: string, second: string) =>
  tsvector('search_vector').generatedAlwaysAs(
    sql`setweight(to_tsvector('english'::regconfig, search_fold(${sql.identifier(first)})), 'A') || setweight(to_tsvector('english'::regconfig, search_fold(${sql.identifier(second)})), 'B')`,
  );

/**
 * The characters a title's key drops (migration 0020): zero-width, bidirectional controls, word joiners, variation
 * selectors, BOM and soft hyphen; the contract refuses them in new titles (`INVISIBLE` of shared/contract/define.ts).
 */
const INVISIBLE_IN_SQL =
  '[\\u00AD\\u034F\\u061C\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\uFE00-\\uFE0F\\uFEFF]';

/**
 * A title's key for uniqueness (issue 38 item 7): NFKC-normalised, invisible characters dropped, trimmed and lower
 * case, so `Telmicor`, `telmicor`, `Telmicor ` and `Ｔelmicor` are one product. Also used to look a title up.
 */
export const titleKeyOf = (column: SQL | string) =>
  sql`lower(btrim(regexp_replace(normalize(${typeof column === 'string' ? sql.identifier(column) : column}, NFKC), ${sql.raw(`'${INVISIBLE_IN_SQL}'`)}, '', 'g')))`;

const created = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Hindi and Nepali texts of a published record, English falling back per field (docs/ARCHITECTURE.md). */
const translations = () => jsonb('translations').$type<ContentTranslations>().notNull().default({});

/** The record's edit version (migration 0027): 1 when added, raised by every console edit; a stale save is refused. */
const editVersion = () => integer('version').notNull().default(1);

/** The language long content is written in ('en', 'hi' or 'ne'): a doctor's lists show their language first. */
const contentLanguage = () => text('language').$type<Language>().notNull().default('en');

/** False once staff unpublish the row: doctors' calls and pages no longer show it (docs/CONSOLE.md "Undo"). */
const published = () => boolean('published').notNull().default(true);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Managers who appear as contact information (tbm, abm, rbm, sm). */
export const managers = pgTable('managers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  mail: text('mail').notNull(),
  country: text('country').notNull(),
  phone: text('phone').notNull(),
  /** The doctor slot the manager fills: tbm (territory), abm (area), rbm (regional) or sm (sales). */
  level: text('level').notNull(),
  /** False once staff deactivate the manager: no slot offers or accepts them any more. */
  active: boolean('active').notNull().default(true),
});

/** Members (doctors): the profile of SPEC §3. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    salutation: text('salutation').notNull().default('Dr.'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    birthDate: text('birth_date').notNull().default(''),
    qualification: text('qualification').notNull().default(''),
    gPlusLink: text('g_plus_link').notNull().default(''),
    facebookLink: text('facebook_link').notNull().default(''),
    twitterLink: text('twitter_link').notNull().default(''),
    linkedInLink: text('linkedin_link').notNull().default(''),
    linkToBlog: text('link_to_blog').notNull().default(''),
    department: text('department').notNull().default(''),
    location: text('location').notNull().default(''),
    practiceHours: text('practice_hours').notNull().default(''),
    paymentModeNumber: text('payment_mode_number').notNull().default(''),
    paymentModeOne: text('payment_mode_one').notNull().default(''),
    paymentModeTwo: text('payment_mode_two').notNull().default(''),
    address: text('address').notNull().default(''),
    personalIntro: text('personal_intro').notNull().default(''),
    photoFile: text('photo_file'),
    therapeuticFocus: text('therapeutic_focus').notNull(),
    memberRole: text('member_role').notNull().default('1'),
    campaignLink: text('campaign_link').notNull().default(''),
    feedbackLink: text('feedback_link').notNull().default(''),
    terms: text('terms').notNull().default('N'),
    tbm: text('tbm').references(() => managers.code),
    abm: text('abm').references(() => managers.code),
    rbm: text('rbm').references(() => managers.code),
    sm: text('sm').references(() => managers.code),
    flaga: text('flaga').notNull().default(''),
    flagb: text('flagb').notNull().default(''),
    headquarter: text('headquarter').notNull().default(''),
    position: text('position').notNull().default(''),
    premium: text('premium').notNull().default('N'),
    professionalLevel: text('professional_level').notNull().default(''),
    isDemo: boolean('is_demo').notNull().default(false),
    /** The language the member chose ('en', 'hi' or 'ne'); empty until they choose one (docs/LANGUAGES.md). */
    language: text('language').notNull().default(''),
    /** Medical registration (UCPMP 2024): number, council (a REGISTRATION_COUNCILS code) and year registered. */
    registrationNumber: text('registration_number').notNull().default(''),
    registrationCouncil: text('registration_council').notNull().default(''),
    registrationYear: text('registration_year').notNull().default(''),
    /** Unverified → Pending (doctor submitted) → Verified or Rejected (with verification_reason), by compliance. */
    verificationStatus: text('verification_status').notNull().default('Unverified'),
    verificationReason: text('verification_reason').notNull().default(''),
    /** False once staff deactivate the doctor: login refused, sessions ended. */
    active: boolean('active').notNull().default(true),
    version: editVersion(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('members_phone_uq').on(t.countryCode, t.phone)],
);

/** Session keys: only the SHA-256 of the key is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    createdAt: created(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_key_uq').on(t.keyHash), index('sessions_member_idx').on(t.memberId)],
);

/** One-time code challenges, for registered and unregistered numbers alike. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    keyHash: text('key_hash').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    codeHmac: text('code_hmac').notNull(),
    smsSent: boolean('sms_sent').notNull().default(false),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    createdAt: created(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    voidedAt: at('voided_at'),
  },
  (t) => [uniqueIndex('otp_key_uq').on(t.keyHash), index('otp_phone_idx').on(t.countryCode, t.phone, t.createdAt)],
);

/** Per-number login state: consecutive wrong codes and a lock. */
export const otpNumbers = pgTable(
  'otp_numbers',
  {
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    lockedUntil: at('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.phone] })],
);

/** Therapeutic focuses (Cardiology, Diabetology, …). */
export const focuses = pgTable('therapeutic_focuses', {
  name: text('name').primaryKey(),
  image: text('image').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  translations: translations(),
  version: editVersion(),
});

/** Service categories of the home grid; focus null means every focus. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  linkName: text('link_name').notNull().default(''),
  description: text('description').notNull().default(''),
  banner: text('banner').notNull().default('N'),
  outcome: text('outcome').notNull(),
  link: text('link').notNull().default(''),
  image: text('image').notNull().default(''),
  therapeuticFocus: text('therapeutic_focus').references(() => focuses.name),
  sort: integer('sort').notNull().default(0),
  translations: translations(),
  published: published(),
  version: editVersion(),
});

/** Sub-categories; focus null means every focus. */
export const subCategories = pgTable(
  'sub_categories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    tableName: text('table_name').notNull().default(''),
    serviceType: text('service_type').notNull().default(''),
    linkName: text('link_name').notNull().default(''),
    therapeuticFocus: text('therapeutic_focus').references(() => focuses.name),
    outcome: text('outcome').notNull().default(''),
    description: text('description').notNull().default(''),
    demoVideo: text('demo_video').notNull().default(''),
    sampleLink: text('sample_link').notNull().default(''),
    message: text('message').notNull().default(''),
    subHeader: text('sub_header').notNull().default(''),
    image: text('image').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    translations: translations(),
    published: published(),
    version: editVersion(),
  },
  (t) => [index('sub_categories_cat_idx').on(t.categoryId)],
);

/** Therapies of the sample grid. */
export const therapies = pgTable('therapies', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  image: text('image').notNull().default(''),
  translations: translations(),
  published: published(),
  version: editVersion(),
});

/** Products that can be ordered as samples; dose is a comma-separated list. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    therapyId: integer('therapy_id')
      .notNull()
      .references(() => therapies.id),
    title: text('title').notNull(),
    composition: text('composition').notNull().default(''),
    dose: text('dose').notNull().default(''),
    tableName: text('table_name').notNull().default('samples'),
    image: text('image').notNull().default(''),
    titleFolded: foldedCopy('title_folded', 'title'),
    compositionFolded: foldedCopy('composition_folded', 'composition'),
    searchVector: searchVector('title', 'composition'),
    titleKey: text('title_key').notNull().generatedAlwaysAs(titleKeyOf('title')),
    translations: translations(),
    published: published(),
    version: editVersion(),
  },
  (t) => [
    uniqueIndex('products_title_key_uq').on(t.titleKey),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_therapy_idx').on(t.therapyId),
    index('products_title_folded_idx').using('gin', t.titleFolded.op('gin_trgm_ops')),
    index('products_composition_folded_idx').using('gin', t.compositionFolded.op('gin_trgm_ops')),
  ],
);

/** Journals; each has a PDF in the journals folder. */
export const journals = pgTable('journals', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  language: contentLanguage(),
  version: editVersion(),
});

/** Articles (title, reference and description HTML, journal, therapy, external link). */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    reference: text('reference').notNull().default(''),
    description: text('description').notNull().default(''),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id),
    therapy: text('therapy').notNull(),
    link: text('link').notNull(),
    language: contentLanguage(),
    publishedAt: at('published_at').notNull().defaultNow(),
    published: published(),
    version: editVersion(),
    /** Title and description folded, one line apart: a searched word (no white space) cannot match across the two. */
    searchFolded: text('search_folded').generatedAlwaysAs(
      sql`search_fold(${sql.identifier('title')} || chr(10) || ${sql.identifier('description')})`,
    ),
    searchVector: searchVector('title', 'description'),
  },
  (t) => [
    index('articles_search_vector_idx').using('gin', t.searchVector),
    index('articles_search_folded_idx').using('gin', t.searchFolded.op('gin_trgm_ops')),
    // Paged lists walk published_at desc, id desc (docs/API.md "Content and downloads"), the journal and therapy lists
    // within their journal or therapy: each order is an index, so a page's ids come from an index-only scan.
    // Doctors see published articles only: the list indexes hold those alone (partial), so pages stay index-only.
    index('articles_journal_published_idx').on(t.journalId, t.publishedAt, t.id).where(sql`${t.published}`),
    index('articles_therapy_published_idx').on(t.therapy, t.publishedAt, t.id).where(sql`${t.published}`),
    index('articles_published_idx').on(t.publishedAt, t.id).where(sql`${t.published}`),
    // Hindi and Nepali members' lists start with their language: the few non-English articles have their own index.
    index('articles_language_idx')
      .on(t.language, t.publishedAt, t.id)
      .where(sql`${t.language} <> 'en' and ${t.published}`),
  ],
);

/**
 * Every word (lexeme) of the stored search vectors of articles and products, added by triggers (migration 0008): a
 * searched word start becomes the exact words it starts, which the GIN indexes find far faster than a prefix.
 * Words of deleted rows stay (they then match nothing).
 */
export const searchLexemes = pgTable('search_lexemes', { lexeme: text('lexeme').primaryKey() }, (t) => [
  index('search_lexemes_prefix_idx').using('spgist', t.lexeme),
]);

/**
 * The articles' change counter: one row (id 1), moved by a trigger after every statement that inserts, updates,
 * deletes or truncates articles (migration 0019), in the writing transaction. The article search index in memory
 * (services/search/article-index.ts) rebuilds when it has moved, so a change made by another process or by hand
 * shows within seconds.
 */
export const articleVersion = pgTable('article_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
});

/** Emailers: journal summaries listed by sub-category and focus. */
export const emailers = pgTable('emailers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  journalId: integer('journal_id')
    .notNull()
    .references(() => journals.id),
  subCategoryTitle: text('sub_category_title').notNull(),
  therapeuticFocus: text('therapeutic_focus').notNull(),
  /** Off: doctors no longer see it (staff deactivate instead of deleting; migration 0018). */
  active: boolean('active').notNull().default(true),
  version: editVersion(),
});

/** Videos by link name and focus. */
export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  trailerLink: text('trailer_link').notNull().default(''),
  link: text('link').notNull(),
  thumbnail: text('thumbnail').notNull().default(''),
  linkName: text('link_name').notNull(),
  therapeuticFocus: text('therapeutic_focus').notNull(),
  translations: translations(),
  published: published(),
  version: editVersion(),
});

/** External portals by link name and focus. */
export const portals = pgTable('portals', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  linkName: text('link_name').notNull(),
  therapeuticFocus: text('therapeutic_focus').notNull(),
  translations: translations(),
  published: published(),
  version: editVersion(),
});

/** Downloadable files by link name; `name` is the file in the files folder. */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  linkName: text('link_name').notNull(),
  name: text('name').notNull(),
  translations: translations(),
  published: published(),
  version: editVersion(),
});

/** Banner popups; the first active one for a focus (or all) by order, then the newest, is shown. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  popupLink: text('popup_link').notNull(),
  /** The Hindi and the Nepali picture ('' shows that language the English one: a picture may carry words). */
  popupLinkHi: text('popup_link_hi').notNull().default(''),
  popupLinkNe: text('popup_link_ne').notNull().default(''),
  therapeuticFocus: text('therapeutic_focus'),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  version: editVersion(),
});

/** Static pages served by the API (the privacy policy). */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull(),
  image: text('image').notNull().default(''),
});

/** Every service order in one table; `details` keeps the table-specific fields. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tableName: text('table_name').notNull(),
    category: text('category').notNull().default(''),
    subCategory: text('sub_category').notNull(),
    message: text('message').notNull().default(''),
    language: text('language').notNull().default(''),
    date: text('date').notNull().default(''),
    time: text('time').notNull().default(''),
    addlDescription: text('addl_description').notNull().default(''),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('Requested'),
    /** When the status last changed (null while it is the first 'Requested'). */
    statusOn: at('status_on'),
    /** Why staff rejected the order ('' otherwise). */
    statusReason: text('status_reason').notNull().default(''),
    /** The courier a parcel went with, as staff entered it at dispatch ('' when not given, or not a parcel). */
    courier: text('courier').notNull().default(''),
    /** The parcel's tracking number (letters, digits, dashes; '' when not given). */
    trackingNumber: text('tracking_number').notNull().default(''),
    requestedOn: created(),
  },
  (t) => [
    index('orders_member_idx').on(t.memberId, t.requestedOn),
    index('orders_queue_idx').on(t.status, t.requestedOn),
  ],
);

/**
 * The sample ledger (UCPMP 2024): one row per sample order, with the doctor's registration as it was when ordered.
 * The yearly cap counts qty by (member, product, year_start) over rows whose order is not Cancelled or Rejected.
 */
export const sampleLedger = pgTable(
  'sample_ledger',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    productTitle: text('product_title').notNull(),
    dose: text('dose').notNull().default(''),
    qty: integer('qty').notNull(),
    countryCode: text('country_code').notNull(),
    /** First day (YYYY-MM-DD) of the sample year the order counts in. */
    yearStart: text('year_start').notNull(),
    registrationNumber: text('registration_number').notNull(),
    registrationCouncil: text('registration_council').notNull(),
    orderedAt: at('ordered_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sample_ledger_order_uq').on(t.orderId),
    index('sample_ledger_count_idx').on(t.memberId, t.productId, t.yearStart),
  ],
);

/** Remembered answers of calls sent with an Idempotency-Key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code'),
    answer: jsonb('answer'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key] })],
);

/** Saved settings toggles, one row per member. */
export const memberSettings = pgTable('member_settings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  values: jsonb('values').$type<Record<string, boolean>>().notNull(),
  updatedAt: created(),
});

/** Push tokens with their topics (Common plus the focus). */
export const pushSubscriptions = pgTable('push_subscriptions', {
  token: text('token').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  topics: jsonb('topics').$type<string[]>().notNull(),
  updatedAt: created(),
});

/** Priority messages sent to managers. */
export const priorityMessages = pgTable('priority_messages', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  createdAt: created(),
});

/** Questions and answers of the chat assistant, kept for audit. */
export const chatLog = pgTable('chat_log', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  query: text('query').notNull(),
  response: text('response').notNull(),
  createdAt: created(),
});

/** API rate-limit counters: one row per bucket (e.g. check.php by IP, calls by member) and fixed window. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull().default(0),
    /** End of the window: rows past it are deleted by the periodic sweep. */
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index('rate_limits_expires_idx').on(t.expiresAt)],
);

/** Staff accounts of the operations console (DESIGN §8): separate from members. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Lower case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    /** Argon2id hash; null until enrolled. */
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret; set when the enrolment link is made, confirmed at enrolment. */
    totpSecret: text('totp_secret').notNull(),
    /** The last TOTP time step used (a code is never accepted twice). */
    totpLastStep: integer('totp_last_step').notNull().default(0),
    /** SHA-256 of the one-time enrolment token; null once used. */
    enrolTokenHash: text('enrol_token_hash'),
    enrolExpiresAt: at('enrol_expires_at'),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [uniqueIndex('staff_email_uq').on(t.email), uniqueIndex('staff_enrol_uq').on(t.enrolTokenHash)],
);

/** Failed staff logins per e-mail (known or not, so a lock tells nothing about an account). */
export const staffLoginFailures = pgTable('staff_login_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: at('locked_until'),
  /** The newest failed try (migration 0030): older than STAFF_FAILURE_WINDOW_MS, the failures no longer count. */
  lastFailedAt: at('last_failed_at').notNull().defaultNow(),
});

/** Staff session keys: only the SHA-256 of the key is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    createdAt: created(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('staff_sessions_key_uq').on(t.keyHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

/** One changed field of an audit row. */
export interface AuditChange {
  from: string | null;
  to: string | null;
}

/** Append-only audit log of every staff write (a trigger refuses UPDATE and DELETE, migration 0009). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: created(),
    /** Null for writes from the command line (staff:add). */
    staffId: integer('staff_id'),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** The doctor the row concerns, if any (erasure removes the personal values of their rows). */
    memberId: integer('member_id'),
    changes: jsonb('changes').$type<Record<string, AuditChange>>().notNull().default({}),
  },
  (t) => [index('audit_at_idx').on(t.at), index('audit_entity_idx').on(t.entity, t.entityId)],
);

/** A push text in each of the portal's languages. */
export interface PushTexts {
  en: string;
  hi: string;
  ne: string;
}

/** Pushes staff sent to a topic from the console: what, when, by whom, to how many tokens (migration 0012). */
export const pushSends = pgTable(
  'push_sends',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    staffId: integer('staff_id'),
    staffEmail: text('staff_email').notNull(),
    /** 'Common' or a therapeutic focus. */
    topic: text('topic').notNull(),
    title: jsonb('title').$type<PushTexts>().notNull(),
    body: jsonb('body').$type<PushTexts>().notNull(),
    link: text('link').notNull(),
    /** Tokens subscribed to the topic when it was sent. */
    tokens: integer('tokens').notNull(),
    sent: integer('sent').notNull(),
    failed: integer('failed').notNull(),
    /** Tokens FCM no longer knew (forgotten). */
    stale: integer('stale').notNull(),
  },
  (t) => [index('push_sends_at_idx').on(t.at)],
);

/**
 * The member's answers to the privacy notice (DPDP Act 2023, issue 27): one row per optional purpose and answer,
 * never changed (append-only history); the newest row per purpose is the current consent. Kept as
 * docs/PRIVACY-OPERATIONS.md says (the newest row per purpose always, older ones for the retention period).
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 'notifications' or 'analytics' (CONSENT_PURPOSES); running the account and orders needs no consent. */
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    /** The notice version the member answered (PRIVACY_NOTICE_VERSION). */
    noticeVersion: integer('notice_version').notNull(),
    /** Where the answer was given: 'notice' (the dialog) or 'settings'. */
    channel: text('channel').notNull(),
    at: created(),
  },
  (t) => [index('consent_records_member_idx').on(t.memberId, t.purpose, t.at)],
);

/** A member's requests to erase their data (DPDP Act §12): Requested, then Erased by compliance staff. */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: serial('id').primaryKey(),
    /** The member row stays (anonymised) after erasure: the sample ledger points at it. */
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    status: text('status').notNull().default('Requested'),
    requestedAt: created(),
    processedAt: at('processed_at'),
    /** Where the member was told what was kept: 'mail', 'sms' or '' (not told). */
    toldBy: text('told_by').notNull().default(''),
  },
  (t) => [index('erasure_requests_status_idx').on(t.status, t.requestedAt)],
);

/** The last run of each scheduled job (services/privacy/cleanup-job.ts): a run per period across all replicas. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: at('last_run_at').notNull(),
});

/**
 * Columns of a mail to a company mailbox sent after the row is stored (services/safety/outbox.ts): pending until
 * sent, retried with a growing pause, the last failure kept for the console.
 */
const mailColumns = () => ({
  mailStatus: text('mail_status').notNull().default('pending'),
  mailAttempts: integer('mail_attempts').notNull().default(0),
  mailNextAt: at('mail_next_at').notNull().defaultNow(),
  mailError: text('mail_error').notNull().default(''),
  mailedAt: at('mailed_at'),
});

/** The reporter of a kept safety record, copied from the member when the member is erased (issue 41 item 2). */
function reporterColumns() {
  return {
    reporterName: text('reporter_name').notNull().default(''),
    reporterPhone: text('reporter_phone').notNull().default(''),
    reporterEmail: text('reporter_email').notNull().default(''),
  };
}

/**
 * Medical questions of doctors about a product (issue 27 §3, migration 0017): numbered MQ-<year>-<number>, mailed to
 * the medical-information mailbox, answered by staff. Kept on erasure (a medical-information record): the member is
 * referenced by id, the product by id with its title at the time; an erasure copies the reporter in (migration 0023).
 */
export const medicalQuestions = pgTable(
  'medical_questions',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productTitle: text('product_title').notNull(),
    question: text('question').notNull(),
    replyChannel: text('reply_channel').notNull(),
    status: text('status').notNull().default('new'),
    answer: text('answer').notNull().default(''),
    answeredAt: at('answered_at'),
    createdAt: created(),
    ...mailColumns(),
    /** The reporter's name, phone and e-mail, copied in when the doctor is erased (empty until then). */
    ...reporterColumns(),
    /** The staff member working on it (issue 41 "Safety queues"), or none. */
    assigneeId: integer('assignee_id').references(() => staffAccounts.id),
  },
  (t) => [
    index('medical_questions_member_idx').on(t.memberId, t.createdAt),
    index('medical_questions_status_idx').on(t.status, t.createdAt),
    index('medical_questions_mail_idx').on(t.mailStatus, t.mailNextAt),
  ],
);

/**
 * Suspected adverse-event reports (issue 27 §3, migration 0017): the four minimum criteria (patient initials, age or
 * age group and sex; the reporting member by id; the suspect product; the event) with seriousness, dates, outcome and
 * other medicines; numbered AE-<year>-<number>, mailed to pharmacovigilance, due by seriousness. Kept on erasure.
 */
export const adverseEventReports = pgTable(
  'adverse_event_reports',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productTitle: text('product_title').notNull(),
    patientInitials: text('patient_initials').notNull(),
    /** Age in years, or null when an age group is given instead. */
    patientAge: smallint('patient_age'),
    patientAgeGroup: text('patient_age_group').notNull().default(''),
    patientSex: text('patient_sex').notNull(),
    event: text('event').notNull(),
    serious: boolean('serious').notNull(),
    seriousCriteria: jsonb('serious_criteria').$type<string[]>().notNull().default([]),
    onsetDate: text('onset_date').notNull(),
    stopDate: text('stop_date').notNull().default(''),
    outcome: text('outcome').notNull(),
    otherMedicines: text('other_medicines').notNull().default(''),
    status: text('status').notNull().default('new'),
    /** When the report is due to the regulator (docs/API.md "Medical questions and side effects"). */
    dueAt: at('due_at').notNull(),
    createdAt: created(),
    ...mailColumns(),
    /** The acknowledgement mail to the reporting doctor: pending, sent, or none (no e-mail address). */
    ackStatus: text('ack_status').notNull().default('pending'),
    /** The reporter's name, phone and e-mail, copied in when the doctor is erased (empty until then). */
    ...reporterColumns(),
    /** The staff member working on it (issue 41 "Safety queues"), or none. */
    assigneeId: integer('assignee_id').references(() => staffAccounts.id),
  },
  (t) => [
    index('adverse_event_reports_member_idx').on(t.memberId, t.createdAt),
    index('adverse_event_reports_status_idx').on(t.status, t.dueAt),
    index('adverse_event_reports_mail_idx').on(t.mailStatus, t.mailNextAt),
  ],
);

/**
 * Internal notes of the safety queues (issue 41): each on one medical question or one side-effect report, by one staff
 * member, append-only (no call edits or deletes one; kept with the record, which an erasure keeps too).
 */
export const safetyNotes = pgTable(
  'safety_notes',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id').references(() => medicalQuestions.id),
    reportId: integer('report_id').references(() => adverseEventReports.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    text: text('text').notNull(),
    createdAt: created(),
  },
  (t) => [
    index('safety_notes_question_idx').on(t.questionId, t.id),
    index('safety_notes_report_idx').on(t.reportId, t.id),
    check('safety_notes_one_record', sql`(${t.questionId} is null) <> (${t.reportId} is null)`),
  ],
);

/**
 * The daily mail to compliance of what falls due in the next 48 hours (issue 41): one row per business day, inserted
 * before the mail is sent, so that of several replicas only the one whose insert wins sends it.
 */
export const safetyDigests = pgTable('safety_digests', {
  /** The business day (YYYY-MM-DD, Asia/Kolkata). */
  day: text('day').primaryKey(),
  /** When a replica claimed the day; a claim left unsent for 10 minutes may be taken over. */
  claimedAt: at('claimed_at').notNull(),
  /** When the mail went out; null while claimed. */
  sentAt: at('sent_at'),
  /** Questions and reports listed. */
  items: integer('items').notNull().default(0),
});
