/**
 * Privacy calls (DPDP Act 2023, issue 27): the notice and consent per purpose, the member's data as JSON (with
 * their files as authenticated downloads) and the request to erase it.
 */
import Type from 'typebox';
import type { Ok } from '../envelope.ts';
import { CONSENT_CHANNELS, type ConsentChannel, type ConsentState } from '../privacy.ts';
import { ENDPOINTS } from './endpoints.ts';
import { defineCall, idText, legacyKey } from './define.ts';

/** GET /Consent.php: the notice versions, the current choice per optional purpose, the officer, a pending erasure. */
export const consent = defineCall<Ok<ConsentState>>()({
  ...ENDPOINTS.consent,
  summary: "The member's privacy state: notice version answered, consent per optional purpose, erasure request",
});

/** POST /SaveConsent.php: the answer per optional purpose, from the notice or Settings (recorded, append-only). */
export const saveConsent = defineCall<Ok<ConsentState>>()({
  ...ENDPOINTS.saveConsent,
  summary: 'Give or withdraw consent per optional purpose (notifications, analytics); withdrawal unsubscribes push',
  body: Type.Object({
    ...legacyKey,
    notifications: Type.Boolean(),
    analytics: Type.Boolean(),
    channel: Type.Unsafe<ConsentChannel>({ type: 'string', enum: [...CONSENT_CHANNELS] }),
  }),
});

/** GET /MyData.php: everything held about the member, as a JSON file. */
export const myData = defineCall<Blob>()({
  ...ENDPOINTS.myData,
  summary: 'Everything the portal holds about the member, as a JSON download (files as links)',
});

/** GET /MyPrint.php: the print PDF of one of the member's own orders. */
export const myPrint = defineCall<Blob>()({
  ...ENDPOINTS.myPrint,
  summary: "The print PDF of one of the member's own orders",
  query: Type.Object({ order: idText }),
});

/** POST /RequestErasure.php: asks to erase the member's data (confirmed); every session ends at once. */
export const requestErasure = defineCall<Ok<{ Message: string }>>()({
  ...ENDPOINTS.requestErasure,
  summary: "Ask to erase the member's data; every session of the member ends at once",
  body: Type.Object({ ...legacyKey, confirm: Type.Literal(true) }),
});
