/** Session keys: 401 SESSION_INVALID when missing, unknown, revoked or expired; idle and absolute expiry; logout revokes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/app.ts';
import { insertMember, post } from './helpers/fixtures.ts';

let t: TestApp;
let memberId: number;

beforeAll(async () => {
  t = await build({ TEST_NUMBERS: '91:9876543210:123456', SESSION_IDLE_HOURS: '2', SESSION_ABSOLUTE_DAYS: '1' });
  memberId = await insertMember(t.database.db, { countryCode: '91', phone: '9876543210', firstName: 'Asha' });
});
afterAll(() => t.close());

async function logIn(): Promise<string> {
  const check = await t.request(post('/check.php', { country_code: '91', mobile_no: '9876543210' }));
  const login = await t.request(post('/login.php', { key: check.json()[1].key, otp: '123456' }));
  expect(login.statusCode).toBe(200);
  return login.json()[1].key as string;
}

const categories = (key?: string) => t.request(post('/GetCategory.php', {}, key));

function expectSessionInvalid(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual([
    { status: 'error', code: 'SESSION_INVALID' },
    { Message: 'Your session has ended. Please log in again.' },
  ]);
}

describe('session keys', () => {
  it('a test number logs in with its fixed code and gets a 256-bit key and the profile', async () => {
    const check = await t.request(post('/check.php', { country_code: '91', mobile_no: '9876543210' }));
    const login = await t.request(post('/login.php', { key: check.json()[1].key, otp: '123456' }));
    const [, body] = login.json() as [unknown, { key: string; result: [{ first_name: string; member_id: string }] }];
    expect(Buffer.from(body.key, 'base64url')).toHaveLength(32);
    expect(body.result[0]).toMatchObject({ first_name: 'Asha', member_id: String(memberId) });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('401 SESSION_INVALID for a missing, unknown or malformed key', async () => {
    expectSessionInvalid(await categories());
    expectSessionInvalid(await categories('x'.repeat(43)));
    expectSessionInvalid(
      await t.request({ method: 'POST', url: '/api/GetCategory.php', headers: { authorization: 'Basic abc' } }),
    );
  });

  it('never reads the key from the URL query string', async () => {
    const key = await logIn();
    expectSessionInvalid(await t.request({ method: 'POST', url: `/api/GetCategory.php?key=${key}` }));
  });

  it('accepts the legacy key form field', async () => {
    const key = await logIn();
    const response = await t.request({
      method: 'POST',
      url: '/api/GetCategory.php',
      payload: `key=${key}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('logout revokes the key at once', async () => {
    const key = await logIn();
    expect((await categories(key)).statusCode).toBe(200);
    expect((await t.request(post('/logout.php', {}, key))).statusCode).toBe(200);
    expectSessionInvalid(await categories(key));
    expectSessionInvalid(await t.request(post('/logout.php', {}, key)));
  });

  it('idle expiry: a key unused for longer than SESSION_IDLE_HOURS stops working; use keeps it alive', async () => {
    const key = await logIn();
    t.clock.advance(90 * 60);
    expect((await categories(key)).statusCode).toBe(200);
    t.clock.advance(90 * 60);
    expect((await categories(key)).statusCode).toBe(200);
    t.clock.advance(2 * 3600 + 1);
    expectSessionInvalid(await categories(key));
  });

  it('absolute expiry: a key stops working after SESSION_ABSOLUTE_DAYS however much it is used', async () => {
    const key = await logIn();
    for (let hour = 0; hour < 23; hour += 1) {
      t.clock.advance(3600);
      expect((await categories(key)).statusCode).toBe(200);
    }
    t.clock.advance(3601);
    expectSessionInvalid(await categories(key));
  });
});

describe('validation errors name the field', () => {
  it.each<[Record<string, string>, string, string]>([
    [{ mobile_no: '9876543210' }, 'country_code', 'Please check country_code: it is required.'],
    [{ country_code: '91' }, 'mobile_no', 'Please check mobile_no: it is required.'],
    [{ country_code: '44', mobile_no: '9876543210' }, 'country_code', 'country_code'],
    [
      { country_code: '91', mobile_no: '98765' },
      'mobile_no',
      'Please check mobile_no: it is not in the expected format.',
    ],
    [{ country_code: '91', mobile_no: '5876543210' }, 'mobile_no', 'Please enter a valid India mobile number.'],
    [{ country_code: '977', mobile_no: '8841000001' }, 'mobile_no', 'Please enter a valid Nepal mobile number.'],
  ])('check.php %j → field %s', async (payload, field, message) => {
    const response = await t.request(post('/check.php', payload));
    expect(response.statusCode).toBe(400);
    const [status, body] = response.json() as [{ code: string; field: string }, { Message: string }];
    expect(status).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(body.Message).toContain(message);
  });

  it('check.php names the country in the language of the request', async () => {
    const request = post('/check.php', { country_code: '977', mobile_no: '8841000001' });
    const response = await t.request({ ...request, headers: { 'accept-language': 'hi' } });
    expect(response.json()[1]).toEqual({ Message: 'कृपया नेपाल का सही मोबाइल नंबर दर्ज करें।' });
  });

  it('login.php without otp names otp', async () => {
    const response = await t.request(post('/login.php', { key: 'k'.repeat(43) }));
    expect(response.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'otp' });
  });

  it('a broken JSON body gets a clear 400 in the envelope', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/check.php',
      payload: '{"country_code":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()[0]).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
  });

  it('an unknown API path answers 404 in the envelope', async () => {
    const response = await t.request({ method: 'POST', url: '/api/nothing.php' });
    expect(response.statusCode).toBe(404);
    expect(response.json()[0]).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });
});
