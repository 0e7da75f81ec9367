/**
 * Languages of the API (docs/LANGUAGES.md): Accept-Language before login (identical answers for registered and
 * unregistered numbers); after it the page's language when the request names one alone, else the member's stored
 * language (saved through SaveSettings.php, answered in the profile); the SMS code text, validation problems and the
 * assistant in the language asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages as en } from '../../src/shared/messages/api.ts';
import { apiMessages as hi } from '../../src/shared/messages/hi/api.ts';
import { apiMessages as ne } from '../../src/shared/messages/ne/api.ts';
import { build, type TestApp } from './helpers/app.ts';
import { insertMember, post } from './helpers/fixtures.ts';
import { signedInMember } from './helpers/member-session.ts';
import { startSmsPeer, waitForCode, type SmsPeer } from './helpers/sms-peer.ts';

let t: TestApp;
let peer: SmsPeer;

/** The Message of an error answer. */
const messageOf = (answer: { json(): unknown }) => (answer.json() as [unknown, { Message: string }])[1].Message;

/** A POST with an Accept-Language header. */
const postIn = (language: string, url: string, payload: object, key?: string) => {
  const request = post(url, payload, key);
  return { ...request, headers: { ...request.headers, 'accept-language': language } };
};

const ALL_OFF = {
  therapy_exclusive: false,
  journal_updates: false,
  conference_updates: false,
  medical_magazines: false,
  new_molecules: false,
  medical_technology: false,
  hospital_management: false,
  health_adventure: false,
  food_cooking_recipes: false,
  financial_management: false,
  social_updates: false,
  sports: false,
  music: false,
  movies: false,
};

beforeAll(async () => {
  peer = await startSmsPeer();
  t = await build({ SMS_PROVIDER: 'http', SMS_HTTP_URL: peer.url, SMS_HTTP_TOKEN: 'token', TEST_NUMBERS: 'off' });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

describe('before login: Accept-Language only', () => {
  it('check.php answers in Hindi for a registered and an unregistered number alike, and the SMS is in Hindi', async () => {
    await insertMember(t.database.db, { countryCode: '91', phone: '9811111111' });
    const registered = await t.request(
      postIn('hi-IN,hi;q=0.9,en;q=0.8', '/check.php', { country_code: '91', mobile_no: '9811111111' }),
    );
    const unknown = await t.request(
      postIn('hi-IN,hi;q=0.9,en;q=0.8', '/check.php', { country_code: '91', mobile_no: '9822222222' }),
    );
    const body = (r: typeof registered) => (r.json() as [unknown, { Message: string }])[1].Message;
    expect(body(registered)).toBe(hi.codeSent);
    expect(body(unknown)).toBe(body(registered));
    expect(registered.headers['content-language']).toBe('hi');
    expect(unknown.headers['content-language']).toBe('hi');
    const code = await waitForCode(peer, '919811111111', 0);
    expect(peer.received.at(-1)?.message).toBe(hi.smsCode(code));
  });

  it("never reads the member's stored language: a member who chose Nepali gets English when the browser asks for it", async () => {
    await insertMember(t.database.db, { countryCode: '91', phone: '9833333333' });
    const { db } = t.database;
    const { members } = await import('../../src/server/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await db.update(members).set({ language: 'ne' }).where(eq(members.phone, '9833333333'));
    const answer = await t.request(postIn('en-GB', '/check.php', { country_code: '91', mobile_no: '9833333333' }));
    expect((answer.json() as [unknown, { Message: string }])[1].Message).toBe(en.codeSent);
    const code = await waitForCode(peer, '919833333333', 0);
    expect(peer.received.at(-1)?.message).toBe(en.smsCode(code));
  });

  it('a validation error before login is in the language asked, problems included', async () => {
    const answer = await t.request(postIn('ne-NP', '/check.php', { country_code: '91' }));
    expect(answer.statusCode).toBe(400);
    expect(messageOf(answer)).toBe(ne.validation('mobile_no', ne.problemRequired));
  });

  it('English when the header names no language of ours', async () => {
    const answer = await t.request(postIn('fr-FR, de;q=0.5', '/check.php', { country_code: '91' }));
    expect(messageOf(answer)).toBe(en.validation('mobile_no', en.problemRequired));
  });
});

describe("after login: the page's language, else the member's stored one", () => {
  it('SaveSettings.php stores the language and answers in it; a later call without a page language is in it', async () => {
    const asha = await signedInMember(t);
    const saved = await t.request(postIn('en', '/SaveSettings.php', { settings: ALL_OFF, language: 'hi' }, asha.key));
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['content-language']).toBe('hi');
    // A browser's own header (a link opened outside the portal's client) is only a hint: the stored choice wins.
    for (const header of [undefined, 'en-GB,en;q=0.9', 'ne-NP']) {
      const request = post('/UpdateProfile.php', { birth_date: '2999-01-01' }, asha.key);
      const refused = await t.request(
        header ? { ...request, headers: { ...request.headers, 'accept-language': header } } : request,
      );
      expect(refused.statusCode).toBe(400);
      expect(messageOf(refused)).toBe(hi.validation('birth_date', hi.notPastDate));
    }
  });

  it("a page's own language (en, hi or ne alone, as the portal's pages send) wins over the stored choice", async () => {
    // Chosen Hindi in one browser, reading English pages in another: answers match the page.
    const asha = await signedInMember(t, { language: 'hi' });
    const english = await t.request(postIn('en', '/UpdateProfile.php', { birth_date: '2999-01-01' }, asha.key));
    expect(english.headers['content-language']).toBe('en');
    expect(messageOf(english)).toBe(en.validation('birth_date', en.notPastDate));
    const nepali = await t.request(postIn('ne', '/UpdateProfile.php', { birth_date: '2999-01-01' }, asha.key));
    expect(messageOf(nepali)).toBe(ne.validation('birth_date', ne.notPastDate));
  });

  it('login.php answers the stored language in the profile, and "" before a member chooses', async () => {
    const phone = '9844444444';
    await insertMember(t.database.db, { countryCode: '91', phone });
    const login = async () => {
      t.clock.advance(3600);
      const before = peer.sentTo(`91${phone}`);
      const asked = await t.request(post('/check.php', { country_code: '91', mobile_no: phone }));
      const { key } = (asked.json() as [unknown, { key: string }])[1];
      const otp = await waitForCode(peer, `91${phone}`, before);
      const answer = await t.request(post('/login.php', { key, otp }));
      return (answer.json() as [unknown, { key: string; result: [{ language: string }] }])[1];
    };
    const first = await login();
    expect(first.result[0].language).toBe('');
    await t.request(post('/SaveSettings.php', { settings: ALL_OFF, language: 'ne' }, first.key));
    expect((await login()).result[0].language).toBe('ne');
  });

  it('SaveSettings.php refuses a language the portal does not have, and stores nothing', async () => {
    const bikash = await signedInMember(t, { language: 'hi' });
    const refused = await t.request(post('/SaveSettings.php', { settings: ALL_OFF, language: 'fr' }, bikash.key));
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as [{ field: string }])[0].field).toBe('language');
    expect(messageOf(refused)).toBe(hi.validation('language', hi.problemNotAllowed));
  });
});

describe('the assistant', () => {
  it('answers a Hindi question in Hindi, and refuses dosing in Hindi', async () => {
    const asha = await signedInMember(t, { terms: 'Y', language: 'hi' });
    const ask = async (query: string) => {
      const answer = await t.request(post('/CalltoBot.php', { query }, asha.key));
      return (JSON.parse((answer.json() as [unknown, string])[1]) as { response: string }).response;
    };
    expect(await ask('टेल्मिसार्टन वाले प्रोडक्ट कौन से हैं?')).not.toMatch(/I found|I could not/);
    expect(await ask('टेल्मिसार्टन की खुराक क्या है?')).toBe(hi.assistantNoDosing);
    expect(await ask('Which products contain telmisartan?')).toMatch(/^(?:I found|I could not find)/);
  });
});
