/** A doctor of a console spec's own: made through the staff API, signed in through the API, asking a question. */
import { type Browser, expect, type Page } from '@playwright/test';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';
import { consoleSignIn } from './admin-console.ts';
import { freshMobile } from './fresh.ts';
import { TEST_CODE } from './helpers.ts';

/** The [status, payload] envelope's payload of an API answer. */
async function payloadOf<T>(answer: { json(): Promise<unknown> }): Promise<T> {
  return ((await answer.json()) as [unknown, T])[1];
}

/** The session key of the staff member signed in on `page` (consoleSignIn). */
async function staffKeyOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => sessionStorage.getItem('portal-console-session'));
  return (JSON.parse(stored ?? '{}') as { key: string }).key;
}

/** A doctor's fields as staff enrol them. */
interface NewDoctor {
  phone: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** A new Indian cardiologist enrolled by the staff member signed in on `page` (consoleSignIn). */
async function enrolDoctor(page: Page, doctor: NewDoctor): Promise<void> {
  const made = await page.request.post('/api/admin/doctors', {
    headers: { authorization: `Staff ${await staffKeyOf(page)}` },
    data: { countryCode: '91', therapeuticFocus: 'Cardiology', ...doctor },
  });
  expect(made.status()).toBe(200);
}

/** A new Indian doctor made by the signed-in staff member, then signed in; answers the member's session key. */
export async function newDoctor(page: Page, doctor: NewDoctor): Promise<string> {
  await enrolDoctor(page, doctor);
  const check = await page.request.post('/api/check.php', { data: { country_code: '91', mobile_no: doctor.phone } });
  const { key: challenge } = await payloadOf<{ key: string }>(check);
  const login = await page.request.post('/api/login.php', { data: { key: challenge, otp: TEST_CODE } });
  return (await payloadOf<{ key: string }>(login)).key;
}

/** The doctor asks a medical question about Telmicor; answers its number (MQ-…). */
export async function askAboutTelmicor(page: Page, memberKey: string, question: string): Promise<string> {
  const member = { authorization: `Bearer ${memberKey}` };
  const found = await page.request.get('/api/Searchmoleculeproducts.php?searchedString=Telmicor', { headers: member });
  const products = await payloadOf<{ product_id: string }[] | { result: { product_id: string }[] }>(found);
  const productId = Number((Array.isArray(products) ? products : products.result)[0]?.product_id);
  const asked = await page.request.post('/api/medical-questions', {
    headers: member,
    data: { product_id: productId, question, reply_channel: 'email' },
  });
  expect(asked.status()).toBe(200);
  return (await payloadOf<{ number: string }>(asked)).number;
}

/**
 * Runs `work` with a fresh test number (fresh.ts) on a console page of its own, signed in as the admin and closed after
 * whatever `work` does; answers the number.
 */
async function onAdminPage(browser: Browser, work: (staff: Page, phone: string) => Promise<void>): Promise<string> {
  const phone = freshMobile();
  const staff = await browser.newPage();
  try {
    await consoleSignIn(staff, DEMO_STAFF[0]);
    await work(staff, phone);
  } finally {
    await staff.close();
  }
  return phone;
}

/**
 * A new Indian doctor with a fresh test number (fresh.ts), enrolled by the admin on a console page of its own (closed
 * after), reading `language` (in English, never logged in yet); answers the number. For a test whose doctor does what
 * a doctor does once (agree to the chat's terms, answer the privacy notice, ask for erasure, log in for the first
 * time), so that it passes run twice against one database.
 */
export function enrolledDoctor(
  browser: Browser,
  names: Omit<NewDoctor, 'phone'>,
  language: 'en' | 'hi' = 'en',
): Promise<string> {
  return onAdminPage(browser, async (staff, phone) => {
    if (language === 'en') return enrolDoctor(staff, { phone, ...names });
    // The doctor's language is a setting of the doctor's own: saved through a session of the doctor's.
    const key = await newDoctor(staff, { phone, ...names });
    const saved = await staff.request.post('/api/SaveSettings.php', {
      headers: { authorization: `Bearer ${key}` },
      data: { language },
    });
    expect(saved.ok()).toBe(true);
  });
}

/** A medical registration as a doctor submits it (SaveRegistration.php). */
interface Registration {
  number: string;
  council: string;
  year: string;
}

/** Packs of one dose of a product that a doctor ordered (ServSamples.php). */
interface SampleOrder {
  product: string;
  dose: string;
  qty: number;
}

/**
 * A new Indian doctor with a fresh test number whose `registration` the admin verified, who answered the privacy
 * notice and ordered `samples` this sample year; answers the number. For a test that spends a doctor's sample
 * allowance, so that it passes run twice against one database.
 */
export function verifiedDoctor(
  browser: Browser,
  names: Omit<NewDoctor, 'phone'>,
  registration: Registration,
  samples: readonly SampleOrder[],
): Promise<string> {
  return onAdminPage(browser, async (staff, phone) => {
    const asStaff = { authorization: `Staff ${await staffKeyOf(staff)}` };
    const asMember = { authorization: `Bearer ${await newDoctor(staff, { phone, ...names })}` };
    const submitted = await staff.request.post('/api/SaveRegistration.php', {
      headers: asMember,
      data: {
        registration_number: registration.number,
        registration_council: registration.council,
        registration_year: registration.year,
      },
    });
    expect(submitted.ok()).toBe(true);
    const pending = await staff.request.get('/api/admin/compliance/registrations', {
      headers: asStaff,
      params: { q: phone },
    });
    type Listed = { id: number; registrationNumber: string; registrationCouncil: string; registrationYear: string };
    const [row] = (await payloadOf<{ rows: Listed[] }>(pending)).rows;
    expect(row, `the registration ${registration.number} in the compliance list, found by ${phone}`).toBeDefined();
    const verified = await staff.request.post('/api/admin/compliance/registrations/decide', {
      headers: asStaff,
      data: {
        id: row?.id,
        status: 'Verified',
        registrationNumber: row?.registrationNumber,
        registrationCouncil: row?.registrationCouncil,
        registrationYear: row?.registrationYear,
      },
    });
    expect(verified.ok()).toBe(true);
    const answered = await staff.request.post('/api/SaveConsent.php', {
      headers: asMember,
      data: { notifications: false, analytics: false, channel: 'notice' },
    });
    expect(answered.ok()).toBe(true);
    for (const { product, dose, qty } of samples) {
      const ordered = await staff.request.post('/api/ServSamples.php', {
        headers: asMember,
        data: { sub_category: product, dose, qty: String(qty) },
      });
      expect(ordered.ok(), `${qty} packs of ${product} ${dose}`).toBe(true);
    }
  });
}
