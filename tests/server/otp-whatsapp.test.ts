/** The code by WhatsApp (issue 43 §4): the Cloud API request, identical answers, and limits across both channels. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiMessages as en } from '../../src/shared/messages/api.ts';
import { build, type TestApp } from './helpers/app.ts';
import { insertMember, post } from './helpers/fixtures.ts';
import { startSmsPeer, waitForCode, type SmsPeer } from './helpers/sms-peer.ts';
import { startWhatsAppPeer, waitForWhatsAppCode, type WhatsAppPeer } from './helpers/whatsapp-peer.ts';

let t: TestApp;
let sms: SmsPeer;
let whatsapp: WhatsAppPeer;
let phoneSeq = 0;

/** A fresh Indian number for each test, so limits never leak between tests. */
function freshPhone(): string {
  phoneSeq += 1;
  return `97${String(10_000_000 + phoneSeq).slice(-8)}`;
}

async function freshMember(): Promise<string> {
  const phone = freshPhone();
  await insertMember(t.database.db, { countryCode: '91', phone });
  return phone;
}

const ask = (phone: string, channel?: 'sms' | 'whatsapp') =>
  t.request(post('/check.php', { country_code: '91', mobile_no: phone, ...(channel ? { channel } : {}) }));

/** What check.php answered, without the random key. */
function answerShape(response: { statusCode: number; json(): unknown }) {
  const [status, body] = response.json() as [{ status: string }, Record<string, unknown>];
  const { key, ...rest } = body;
  return { statusCode: response.statusCode, status, keyLength: String(key).length, rest };
}

beforeAll(async () => {
  sms = await startSmsPeer();
  whatsapp = await startWhatsAppPeer();
  t = await build({
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: sms.url,
    SMS_HTTP_TOKEN: 'gateway-token',
    WHATSAPP_API_BASE: whatsapp.apiBase,
    WHATSAPP_TOKEN: 'cloud-token',
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_TEMPLATE: 'login_code',
    WHATSAPP_TEMPLATE_LANGUAGE: 'en_US',
    TEST_NUMBERS: 'off',
  });
});
afterAll(async () => {
  await t.close();
  await sms.close();
  await whatsapp.close();
});
beforeEach(() => t.clock.advance(3600));

describe('OTP by WhatsApp', () => {
  it('sends the code with the authentication template to the phone number id, and logs in with it', async () => {
    const phone = await freshMember();
    const response = await ask(phone, 'whatsapp');
    expect(response.statusCode).toBe(200);
    const [, body] = response.json() as [
      unknown,
      { key: string; Message: string; channel: string; channels: string[] },
    ];
    expect(body).toMatchObject({ Message: en.codeSentWhatsApp, channel: 'whatsapp', channels: ['sms', 'whatsapp'] });
    const code = await waitForWhatsAppCode(whatsapp, `91${phone}`, 0);
    expect(code).toMatch(/^\d{6}$/);
    const sent = whatsapp.received.at(-1);
    expect(sent?.path).toBe('/v21.0/1234567890/messages');
    expect(sent?.authorization).toBe('Bearer cloud-token');
    expect(sent?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: `91${phone}`,
      type: 'template',
      template: {
        name: 'login_code',
        language: { code: 'en_US' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: code }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
        ],
      },
    });
    expect(sms.sentTo(`91${phone}`)).toBe(0);
    const login = await t.request(post('/login.php', { key: body.key, otp: code }));
    expect(login.statusCode).toBe(200);
  });

  it('answers a registered and an unregistered number alike, and sends nothing to the unregistered one', async () => {
    const member = await freshMember();
    const stranger = freshPhone();
    const memberAnswer = answerShape(await ask(member, 'whatsapp'));
    const strangerAnswer = answerShape(await ask(stranger, 'whatsapp'));
    expect(strangerAnswer).toEqual(memberAnswer);
    await waitForWhatsAppCode(whatsapp, `91${member}`, 0);
    expect(whatsapp.sentTo(`91${stranger}`)).toBe(0);
    expect(sms.sentTo(`91${stranger}`)).toBe(0);
  });

  it('keeps SMS the default channel and offers WhatsApp in the answer', async () => {
    const phone = await freshMember();
    const response = await ask(phone);
    const [, body] = response.json() as [unknown, { Message: string; channel: string; channels: string[] }];
    expect(body).toMatchObject({ Message: en.codeSent, channel: 'sms', channels: ['sms', 'whatsapp'] });
    await waitForCode(sms, `91${phone}`, 0);
    expect(whatsapp.sentTo(`91${phone}`)).toBe(0);
  });

  it('spaces sends across channels: WhatsApp 30 s after an SMS is refused, and voids the SMS code when allowed', async () => {
    const phone = await freshMember();
    const first = await ask(phone, 'sms');
    const [, firstBody] = first.json() as [unknown, { key: string }];
    const smsCode = await waitForCode(sms, `91${phone}`, 0);
    t.clock.advance(30);
    const early = await ask(phone, 'whatsapp');
    expect(early.statusCode).toBe(429);
    expect((early.json() as [{ code: string }])[0].code).toBe('RATE_LIMITED');
    t.clock.advance(31);
    expect((await ask(phone, 'whatsapp')).statusCode).toBe(200);
    await waitForWhatsAppCode(whatsapp, `91${phone}`, 0);
    const old = await t.request(post('/login.php', { key: firstBody.key, otp: smsCode }));
    expect(old.statusCode).toBe(400);
    expect((old.json() as [{ code: string }])[0].code).toBe('OTP_EXPIRED');
  });

  it('caps sends at 5 an hour across both channels together', async () => {
    const phone = await freshMember();
    for (const channel of ['sms', 'whatsapp', 'sms', 'whatsapp', 'sms'] as const) {
      expect((await ask(phone, channel)).statusCode).toBe(200);
      t.clock.advance(61);
    }
    const sixth = await ask(phone, 'whatsapp');
    expect(sixth.statusCode).toBe(429);
    expect((sixth.json() as [{ code: string }])[0].code).toBe('RATE_LIMITED');
  });

  it('a number locked by wrong codes sent by SMS cannot ask by WhatsApp', async () => {
    const phone = await freshMember();
    let key = '';
    for (let wrongCodes = 0; wrongCodes < 20; wrongCodes += 1) {
      if (wrongCodes % 5 === 0) {
        t.clock.advance(3600);
        const [, body] = (await ask(phone, 'sms')).json() as [unknown, { key: string }];
        key = body.key;
      }
      await t.request(post('/login.php', { key, otp: '000000' }));
    }
    t.clock.advance(3600);
    const locked = await ask(phone, 'whatsapp');
    expect(locked.statusCode).toBe(429);
    expect((locked.json() as [{ code: string }])[0].code).toBe('OTP_LOCKED');
  });
});

describe('OTP by WhatsApp, not configured', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await build({ SMS_PROVIDER: 'http', SMS_HTTP_URL: sms.url, TEST_NUMBERS: 'off' });
  });
  afterAll(() => plain.close());

  it('offers SMS only and refuses a WhatsApp request with a clear error, the same for every number', async () => {
    const sentBefore = whatsapp.received.length;
    const plainSms = await plain.request(post('/check.php', { country_code: '91', mobile_no: '9600000001' }));
    expect((plainSms.json() as [unknown, { channels: string[] }])[1].channels).toEqual(['sms']);
    const refused = await plain.request(
      post('/check.php', { country_code: '91', mobile_no: '9600000002', channel: 'whatsapp' }),
    );
    expect(refused.statusCode).toBe(400);
    const [status, body] = refused.json() as [{ code: string; field: string }, { Message: string }];
    expect(status).toMatchObject({ code: 'VALIDATION_FAILED', field: 'channel' });
    expect(body.Message).toBe(en.whatsappOff);
    expect(whatsapp.received.length).toBe(sentBefore);
  });
});
