/** Every JSON call of the contract, made through the project's own client (src/api) against the real API and database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, check, logout } from '../../src/api/auth.ts';
import { call } from '../../src/api/client.ts';
import { downloadBlob } from '../../src/api/content.ts';
import { getPhoto, uploadPhoto } from '../../src/api/member.ts';
import { uploadPrint } from '../../src/api/orders.ts';
import { ApiError } from '../../src/api/errors.ts';
import { $session } from '../../src/stores/session.ts';
import { ENDPOINTS, type EndpointName } from '../../src/shared/contract/endpoints.ts';
import type { CallInput } from '../../src/api/client.ts';
import { seedDemo } from '../../src/server/services/demo-seed.ts';
import { build, type TestApp } from './helpers/app.ts';
import { useApiClient } from './helpers/client.ts';
import { consentToAll } from './helpers/member-session.ts';
import { buildPdf } from './helpers/order-fixtures.ts';
import sharp from 'sharp';
import { mkdtempSync } from 'node:fs';
import { settingsSchema } from '../../src/shared/contract/member.ts';
import type { Settings } from '../../src/shared/contract/entities.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let t: TestApp;
let ashaId = 0;

beforeAll(async () => {
  const storage = mkdtempSync(join(tmpdir(), 'portal-client-'));
  t = await build({ STORAGE_DIR: storage }, { seeded: true });
  await seedDemo(t.database.db, { storageDir: storage });
  useApiClient(t.app);
});
afterAll(() => t.close());

const today = '2026-12-01';
const THERAPY_AID = 'BP Monitor Cover';
const SETTING_NAMES = Object.keys(settingsSchema.properties);

/** A valid input for every JSON call, as Dr. Asha Rao (Cardiology) would send it. */
const inputs: { [K in EndpointName]?: CallInput<K> } = {
  getCategory: {},
  getSubCategory: { query: { category_id: '1' } },
  getTherapy: {},
  getAllTherapy: {},
  setTherapy: { body: { therapeutic_focus: 'Cardiology' } },
  getProduct: { query: { title: 'Antihypertensives' } },
  searchProducts: { query: { searchedString: 'amlo' } },
  getArticles: { body: { page: '1' } },
  getJournal: { body: { Jid: '1', page: '1' } },
  getTherapyArticles: { body: { Therapy: 'Cardiology', page: '1' } },
  searchArticles: { body: { search_string: 'heart', page: '1' } },
  getEmailers: { query: { subcategory_title: 'Journal Emailers', therapeutic_focus: 'Cardiology' } },
  sendEmailer: { body: { journalID: '1' } },
  getVideos: { query: { page: 'cme-videos', therapeutic_focus: 'Cardiology' } },
  getPortals: { query: { page: 'medical-portals', therapeutic_focus: 'Cardiology' } },
  getFiles: { body: { name: 'brochures.php' } },
  privacyPolicy: {},
  servSamples: { body: { sub_category: 'Amlocard', dose: '5 mg', qty: '2', message: 'For my OPD' } },
  servSanitization: { body: { sub_category: 'Clinic Sanitization', date_on: today, time_at: '10:30' } },
  servAccessories: { body: { sub_category: 'Clinic Accessories' } },
  servTherapySpecific: { body: { sub_category: THERAPY_AID } },
  servWebinar: {
    body: {
      sub_category: 'Webinar Support',
      webinar_date_on: today,
      webinar_time: '18:00',
      webinar_title: 'Hypertension update',
    },
  },
  servPersonalisedVideo: { body: { sub_category: 'Personalised Video', vdo_language: 'Hindi' } },
  servDigital: { body: { sub_category: 'Digital Clinic Kit' } },
  servPrintables: { body: { sub_category: 'Patient Printables', printable_language: 'English' } },
  servPersonalisedPrintables: {
    body: {
      sub_category: 'Personalised Printables',
      printable_language: 'Hindi',
      printable_addl_info: 'Clinic hours 9–5',
    },
  },
  saveSettings: {
    body: {
      settings: { ...Object.fromEntries(SETTING_NAMES.map((n) => [n, false])), journal_updates: true } as Settings,
    },
  },
  firebaseSubscribe: { body: { token: 'push-token-0123456789', topic: ['Common', 'Cardiology'] } },
  orderHistory: {},
  contactUs: {},
  priorityMessage: { body: { message: 'Please call me about samples.' } },
  agreedTerms: { body: { terms: 'Y' } },
  callToBot: { body: { query: 'Tell me about amlodipine' } },
  getSettings: {},
  getProfile: {},
  updateProfile: { body: { location: 'Pune' } },
  consent: {},
  saveConsent: { body: { notifications: true, analytics: false, channel: 'settings' } },
  mySamples: {},
  askQuestion: { body: { product_id: 1, question: 'Is it safe in pregnancy?', reply_channel: 'email' } },
  myQuestions: {},
  reportEvent: {
    body: {
      product_id: 1,
      patient_initials: 'AK',
      patient_age: '61',
      patient_sex: 'female',
      event: 'Ankle swelling two weeks after starting.',
      serious: false,
      serious_criteria: [],
      onset_date: '2026-11-01',
      outcome: 'recovering',
    },
  },
  // Asha's own (Verified) registration: unchanged, so she stays Verified.
  saveRegistration: {
    body: {
      registration_number: 'KMC-2009-45871',
      registration_council: 'Karnataka Medical Council',
      registration_year: '2009',
    },
  },
};

/** Calls that are not plain JSON (multipart uploads, binary downloads) or end the session; covered elsewhere. */
const elsewhere: EndpointName[] = [
  'updatePhoto',
  'servPrints',
  'download',
  'photo',
  'logout',
  'check',
  'login',
  // Downloads and the erasure request (it ends the session): tests/server/privacy.test.ts, tests/e2e/privacy.spec.ts.
  'myData',
  'myPrint',
  'requestErasure',
];

describe('the project client against the real API', () => {
  it('logs in as Dr. Asha Rao through src/api/auth', async () => {
    const challenge = await check('91', '9876543210');
    const answer = await login(challenge.key, '123456');
    expect(answer.result[0].first_name).toBe('Asha');
    ashaId = Number(answer.result[0].member_id);
    $session.set(answer.key);
    // The notice answered, so firebaseSubscribe may subscribe (issue 27).
    await consentToAll(t, ashaId);
  });

  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    if (elsewhere.includes(name)) continue;
    it(`${name}: ${ENDPOINTS[name].method} ${ENDPOINTS[name].path} answers the success envelope`, async () => {
      const input = inputs[name];
      if (!input) {
        expect.fail(
          `no client test input for ${name}: add one, or list it under "elsewhere" with the test that covers it`,
        );
        return;
      }
      const answer = (await call(name, input as CallInput<typeof name>)) as unknown[];
      expect(answer[0]).toMatchObject({ status: 'success' });
      expect(answer.length).toBeGreaterThanOrEqual(2);
    });
  }

  it('uploads a profile photo (multipart) and reads it back as a Blob through the one request function', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    expect(await uploadPhoto(new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }))).toMatch(/photo/i);
    const photo = await getPhoto(true);
    expect(photo).toBeInstanceOf(Blob);
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('uploads a PDF to print (multipart) and reports the whole body as sent once accepted', async () => {
    const progress: number[] = [];
    const fields = { message: 'Print 50 copies', category: 'Patient Education', sub_category: 'Print Your Material' };
    const pdf = new File([new Uint8Array(buildPdf())], 'poster.pdf', { type: 'application/pdf' });
    const result = await uploadPrint(fields, pdf, 'client-test-print-1', (fraction) => progress.push(fraction));
    expect(result.message).toContain('Print Your Material');
    expect(progress.at(-1)).toBe(1);
  });

  it('downloads a file as a Blob, and a missing one is ApiError NOT_FOUND with the server message', async () => {
    const [, files] = await call('getFiles', { body: { name: 'brochures.php' } });
    const name = files[0]?.name ?? '';
    const blob = await downloadBlob(name, 'files');
    expect(blob.size).toBeGreaterThan(0);
    const error = await downloadBlob('no-such-file.pdf', 'files').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('NOT_FOUND');
    expect((error as ApiError).status).toBe(404);
    expect($session.get()).toBeDefined();
  });

  it('a revoked key surfaces as ApiError SESSION_INVALID and clears the stored session', async () => {
    await logout();
    const error = await call('getTherapy').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('SESSION_INVALID');
    expect($session.get()).toBeUndefined();
  });

  it('a file call with a revoked key ends the session the same way (one handler for every kind of call)', async () => {
    const key = await t.app.deps.sessions.create(ashaId);
    $session.set(key);
    await logout();
    $session.set(key);
    const error = await downloadBlob('anything.pdf', 'files').catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('SESSION_INVALID');
    expect($session.get()).toBeUndefined();
  });
});
