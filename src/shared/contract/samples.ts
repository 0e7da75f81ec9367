/** Sample calls of UCPMP 2024 (issue 26): the doctor's registration, its verification and this year's samples. */
import Type from 'typebox';
import type { Ok } from '../envelope.ts';
import type { MySamples } from './entities.ts';
import { ENDPOINTS } from './endpoints.ts';
import { defineCall, legacyKey, text } from './define.ts';

/** GET /MySamples.php: registration and its status, the sample year, and the packs ordered this year per product. */
export const mySamples = defineCall<Ok<MySamples>>()({
  ...ENDPOINTS.mySamples,
  summary: "The member's registration, its verification, the sample year and this year's packs per product",
});

/** POST /SaveRegistration.php: the doctor's registration number, council and year; the status becomes Pending. */
export const saveRegistration = defineCall<Ok<{ Message: string }>>()({
  ...ENDPOINTS.saveRegistration,
  summary: 'Submit the medical registration for verification (status Pending)',
  body: Type.Object({
    ...legacyKey,
    registration_number: text(40),
    registration_council: text(80),
    registration_year: text(4),
  }),
});
