/** A valid request for every endpoint of ENDPOINTS (src/shared/contract/endpoints.ts), as inject options. */
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { ENDPOINTS, type Endpoint, type EndpointName } from '../../../src/shared/contract/endpoints.ts';
import { buildPdf, DOSED, itemOf, multipartPost, VERIFIED_REGISTRATION } from '../../server/helpers/order-fixtures.ts';
import type { Member, World } from './world.ts';

/** Every endpoint name, in the order of the contract. */
export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];

/** Endpoints that need a session key. */
export const MEMBER_ENDPOINTS = ENDPOINT_NAMES.filter((name) => (ENDPOINTS[name] as Endpoint).auth !== 'public');

/** True for the calls that end the caller's sessions (logout, the erasure request): suites call them last. */
export const endsSession = (name: EndpointName): boolean => name === 'logout' || name === 'requestErasure';

/** The two endpoints that take multipart/form-data. */
export const MULTIPART_ENDPOINTS: readonly EndpointName[] = ['servPrints', 'updatePhoto'];

/** A challenge to log in with: its key and code. */
export interface Challenge {
  key: string;
  otp: string;
}

/** What a valid JSON or form request carries: query fields and a body. */
export interface Shape {
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

let tokenSeq = 0;

/** A day `days` after the API clock, YYYY-MM-DD. */
function dayAfter(w: World, days: number): string {
  return new Date(w.t.clock.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The query and body of a valid request to a JSON endpoint (undefined for the multipart ones). */
export function validShape(name: EndpointName, w: World, member: Member, challenge?: Challenge): Shape | undefined {
  const { refs } = w;
  const order = (table: Parameters<typeof itemOf>[0], extra: Record<string, unknown> = {}): Shape => ({
    body: { sub_category: itemOf(table), message: 'Security suite order', ...extra },
  });
  const shapes: Partial<Record<EndpointName, Shape>> = {
    check: { body: { country_code: '91', mobile_no: member.phone } },
    login: { body: challenge ? { key: challenge.key, otp: challenge.otp } : { key: 'k'.repeat(43), otp: '000000' } },
    logout: {},
    getTherapy: {},
    getAllTherapy: {},
    privacyPolicy: {},
    photo: {},
    orderHistory: {},
    contactUs: {},
    getSettings: {},
    getProfile: {},
    getCategory: { query: { therapeutic_focus: refs.focus } },
    getSubCategory: { query: { category_id: String(refs.categoryId) } },
    setTherapy: { body: { therapeutic_focus: refs.focus } },
    getProduct: { query: { title: 'Test Therapy' } },
    searchProducts: { query: { searchedString: 'tab' } },
    getArticles: { body: { page: '1' } },
    getJournal: { body: { Jid: String(refs.journalId), page: '1' } },
    getTherapyArticles: { body: { Therapy: refs.articleTherapy, page: '1' } },
    searchArticles: { body: { search_string: 'the', page: '1' } },
    getEmailers: { query: { subcategory_title: refs.emailer.subCategoryTitle, therapeutic_focus: refs.emailer.focus } },
    sendEmailer: { body: { journalID: String(refs.journalId) } },
    getVideos: { query: { page: refs.videoLink, therapeutic_focus: '' } },
    getPortals: { query: { page: refs.portalLink, therapeutic_focus: '' } },
    getFiles: { body: { name: refs.fileLink } },
    download: { query: { a: `${refs.journalId}.pdf`, folder: 'journals' } },
    servSamples: { body: { sub_category: DOSED.title, dose: DOSED.doses[0], qty: '2' } },
    servDigital: order('digital'),
    servSanitization: order('sanitization', { date_on: dayAfter(w, 10), time_at: '10:30' }),
    servPersonalisedPrintables: order('personalised_printables', {
      printable_language: 'English',
      printable_addl_info: 'Clinic name',
    }),
    servPrintables: order('printables', { printable_language: 'Hindi' }),
    servAccessories: order('accessories'),
    servTherapySpecific: order('therapy_specific'),
    servWebinar: order('webinar', {
      webinar_date_on: dayAfter(w, 12),
      webinar_time: '18:00',
      webinar_title: 'Heart failure update',
    }),
    servPersonalisedVideo: order('personalised_video', { vdo_language: 'English' }),
    updateProfile: { body: { first_name: 'Secure', location: 'Pune' } },
    priorityMessage: { body: { message: `Please call me about the samples (${member.phone}).` } },
    agreedTerms: { body: { terms: 'Y' } },
    saveSettings: { body: { settings: Object.fromEntries(SETTINGS.map((s, i) => [s, i % 2 === 0])) } },
    firebaseSubscribe: {
      body: { token: `push-token-${process.pid}-${(tokenSeq += 1)}-abcdefghij`, topic: ['Common', member.focus] },
    },
    callToBot: { body: { query: 'Tell me about Dosetab' } },
    consent: {},
    saveConsent: { body: { notifications: true, analytics: true, channel: 'settings' } },
    myData: {},
    myPrint: { query: { order: '1' } },
    requestErasure: { body: { confirm: true } },
    mySamples: {},
    askQuestion: {
      body: { product_id: 1, question: 'Security suite: is it safe in pregnancy?', reply_channel: 'email' },
    },
    myQuestions: {},
    reportEvent: {
      body: {
        product_id: 1,
        patient_initials: 'SS',
        patient_age: '61',
        patient_sex: 'female',
        event: 'Security suite: ankle swelling two weeks after starting.',
        serious: false,
        serious_criteria: [],
        onset_date: dayAfter(w, -10),
        outcome: 'recovering',
      },
    },
    // The members' own (Verified) registration: submitting it unchanged keeps them Verified, so sample orders pass.
    saveRegistration: {
      body: {
        registration_number: VERIFIED_REGISTRATION.registrationNumber,
        registration_council: VERIFIED_REGISTRATION.registrationCouncil,
        registration_year: VERIFIED_REGISTRATION.registrationYear,
      },
    },
  };
  return shapes[name];
}

/** The settings toggles of SaveSettings.php. */
const SETTINGS = [
  'therapy_exclusive',
  'journal_updates',
  'conference_updates',
  'medical_magazines',
  'new_molecules',
  'medical_technology',
  'hospital_management',
  'health_adventure',
  'food_cooking_recipes',
  'financial_management',
  'social_updates',
  'sports',
  'music',
  'movies',
] as const;

/** The URL of an endpoint with an optional query. */
export function urlOf(name: EndpointName, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `/api${ENDPOINTS[name].path}${search}`;
}

/** A small JPEG photo. */
export function jpeg(width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a7' } })
    .jpeg()
    .toBuffer();
}

/** Inject options of a valid request to `name` as `member` (Authorization header unless `key` is null). */
export async function validRequest(
  name: EndpointName,
  w: World,
  member: Member,
  options: { key?: string | null; challenge?: Challenge } = {},
): Promise<InjectOptions> {
  const key = options.key === undefined ? member.key : options.key;
  const auth: Record<string, string> = key === null ? {} : { authorization: `Bearer ${key}` };
  if (name === 'servPrints') {
    return multipartPost(
      '/ServPrints.php',
      { sub_category: itemOf('prints'), message: 'Print 20' },
      { name: 'poster.pdf', type: 'application/pdf', data: buildPdf() },
      auth,
    );
  }
  if (name === 'updatePhoto') {
    return multipartPost(
      '/UpdatePhoto.php',
      {},
      { field: 'profile_image', name: 'me.jpg', type: 'image/jpeg', data: await jpeg() },
      auth,
    );
  }
  const shape = validShape(name, w, member, options.challenge) ?? {};
  const { method } = ENDPOINTS[name];
  return {
    method,
    url: urlOf(name, shape.query),
    headers: auth,
    ...(method === 'POST' ? { payload: shape.body ?? {} } : {}),
  };
}
