/** WHATSAPP_* settings (issue 43 §4): off when unset, complete or refused in production. */
import { describe, expect, it } from 'vitest';
import { ConfigError, getConfig } from '../../src/server/config.ts';
import { PRODUCTION_ENV } from './helpers/production-env.ts';

const PROD = PRODUCTION_ENV;
const WHATSAPP = { WHATSAPP_TOKEN: 'token', WHATSAPP_PHONE_NUMBER_ID: '1234567890', WHATSAPP_TEMPLATE: 'login_code' };

describe('WhatsApp configuration', () => {
  it('is off when no WHATSAPP_* setting is given', () => {
    expect(getConfig({}).whatsapp).toBeUndefined();
    expect(getConfig(PROD).whatsapp).toBeUndefined();
  });

  it('reads a complete configuration with the Graph API and English defaults', () => {
    expect(getConfig({ ...PROD, ...WHATSAPP }).whatsapp).toEqual({
      apiBase: 'https://graph.facebook.com/v21.0',
      token: 'token',
      phoneNumberId: '1234567890',
      template: 'login_code',
      language: 'en',
    });
    const custom = getConfig({
      ...WHATSAPP,
      WHATSAPP_API_BASE: 'http://127.0.0.1:9/v22.0/',
      WHATSAPP_TEMPLATE_LANGUAGE: 'hi',
    });
    expect(custom.whatsapp).toMatchObject({ apiBase: 'http://127.0.0.1:9/v22.0', language: 'hi' });
  });

  it('refuses half a configuration in production, naming what is missing, and leaves it off elsewhere', () => {
    const half = { WHATSAPP_TOKEN: 'token', WHATSAPP_TEMPLATE: 'login_code' };
    expect(() => getConfig({ ...PROD, ...half })).toThrow(ConfigError);
    expect(() => getConfig({ ...PROD, ...half })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(getConfig(half).whatsapp).toBeUndefined();
  });

  it('refuses bad values with a message naming the setting', () => {
    expect(() => getConfig({ ...WHATSAPP, WHATSAPP_PHONE_NUMBER_ID: 'abc' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => getConfig({ ...WHATSAPP, WHATSAPP_TEMPLATE: 'Login Code' })).toThrow(/WHATSAPP_TEMPLATE/);
    expect(() => getConfig({ ...WHATSAPP, WHATSAPP_TEMPLATE_LANGUAGE: 'english' })).toThrow(/LANGUAGE/);
    expect(() => getConfig({ ...WHATSAPP, WHATSAPP_API_BASE: 'ftp://x' })).toThrow(/WHATSAPP_API_BASE/);
    expect(() => getConfig({ ...PROD, ...WHATSAPP, WHATSAPP_API_BASE: 'http://graph.example/v21.0' })).toThrow(/https/);
  });
});
