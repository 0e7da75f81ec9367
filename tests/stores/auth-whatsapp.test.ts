/** The code by WhatsApp through the login stores (issue 43 §4), against the real API with a loopback Cloud API. */
import { allTasks, cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { $loginForm, requestCode, resetLoginForm } from '../../src/stores/auth.ts';
import { $resending, $verifyForm, resendCode, verifyCode, resetVerifyForm } from '../../src/stores/verify.ts';
import { $challenge, clearChallenge } from '../../src/stores/challenge.ts';
import { $session } from '../../src/stores/session.ts';
import { insertMember } from '../server/helpers/fixtures.ts';
import { startWhatsAppPeer, waitForWhatsAppCode, type WhatsAppPeer } from '../server/helpers/whatsapp-peer.ts';
import { inProcessApi } from './helpers/api.ts';

let peer: WhatsAppPeer;
beforeAll(async () => {
  peer = await startWhatsAppPeer();
});
afterAll(() => peer.close());

const api = inProcessApi({
  TEST_NUMBERS: 'off',
  get WHATSAPP_API_BASE() {
    return peer.apiBase;
  },
  WHATSAPP_TOKEN: 'cloud-token',
  WHATSAPP_PHONE_NUMBER_ID: '1234567890',
  WHATSAPP_TEMPLATE: 'login_code',
});

afterEach(async () => {
  await allTasks();
  api.t.clock.advance(600);
  cleanStores($loginForm, $verifyForm, $resending);
  resetLoginForm();
  resetVerifyForm();
  clearChallenge();
  $session.set(undefined);
});

describe('login by WhatsApp', () => {
  it('asks by WhatsApp, keeps the channel in the challenge and logs in with the code it brought', async () => {
    await insertMember(api.t.database.db, { countryCode: '91', phone: '9555500001' });
    expect(await requestCode('91', '9555500001', true, 'whatsapp')).toBe(true);
    expect($challenge.get()).toMatchObject({ channel: 'whatsapp', channels: ['sms', 'whatsapp'] });
    const code = await waitForWhatsAppCode(peer, '919555500001', 0);
    expect(await verifyCode(code)).toBe(true);
    expect($session.get()).toBeDefined();
  });

  it('a resend may switch to SMS; the challenge then says SMS', async () => {
    await insertMember(api.t.database.db, { countryCode: '91', phone: '9555500002' });
    await requestCode('91', '9555500002', true, 'whatsapp');
    api.t.clock.advance(61);
    const challenge = $challenge.get();
    if (challenge) $challenge.set({ ...challenge, resendAt: 0 });
    expect(await resendCode('sms')).toBe(true);
    expect($challenge.get()?.channel).toBe('sms');
  });
});
