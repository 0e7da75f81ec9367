/** Login calls: check.php, login.php, logout.php (DESIGN §4). */
import Type from 'typebox';
import type { OtpChannel } from '../constants.ts';
import type { Ok } from '../envelope.ts';
import type { Profile } from './entities.ts';
import { ENDPOINTS } from './endpoints.ts';
import { defineCall } from './define.ts';

/** Answer of check.php: a challenge key, identical for registered and unregistered numbers. */
export interface CheckAnswer {
  key: string;
  Message: string;
  /** Seconds before another code may be requested. */
  resendAfter: number;
  /** The channel the code travels by. */
  channel: OtpChannel;
  /** The channels this server offers (SMS always, WhatsApp when configured); the same for every number. */
  channels: OtpChannel[];
}

/** POST /check.php: request a one-time code by SMS (default) or WhatsApp. */
export const check = defineCall<Ok<CheckAnswer>>()({
  ...ENDPOINTS.check,
  summary: 'Request a one-time code for a mobile number',
  body: Type.Object({
    country_code: Type.Union([Type.Literal('91'), Type.Literal('977')]),
    mobile_no: Type.String({ pattern: '^[0-9]{10}$' }),
    channel: Type.Optional(Type.Union([Type.Literal('sms'), Type.Literal('whatsapp')])),
  }),
});

/** Answer of login.php: the session key and the profile (element 1 result[0] as in the legacy answer). */
export interface LoginAnswer {
  key: string;
  result: [Profile];
}

/** POST /login.php: verify the code of a challenge and open a session. */
export const login = defineCall<Ok<LoginAnswer>>()({
  ...ENDPOINTS.login,
  summary: 'Verify a one-time code and start a session',
  body: Type.Object({
    key: Type.String({ minLength: 16, maxLength: 200 }),
    otp: Type.String({ pattern: '^[0-9]{6}$' }),
  }),
});

/** POST /logout.php: revoke the current session key. */
export const logout = defineCall<Ok<{ Message: string }>>()({
  ...ENDPOINTS.logout,
  summary: 'Revoke the current session',
});
