/** Sample calls (UCPMP 2024): the member's registration and this year's samples, and submitting a registration. */
import type { MySamples } from '../shared/contract/entities.ts';
import { call } from './client.ts';

/** The member's registration, its verification, the sample year and this year's packs per product (MySamples). */
export async function getMySamples(): Promise<MySamples> {
  const [, samples] = await call('mySamples');
  return samples;
}

/** The registration a doctor submits, by the API's field names. */
export interface RegistrationFields {
  registration_number: string;
  registration_council: string;
  registration_year: string;
}

/** Submits the registration for verification (SaveRegistration); returns the server's Message. */
export async function saveRegistration(fields: RegistrationFields): Promise<string> {
  const [, answer] = await call('saveRegistration', { body: fields });
  return answer.Message;
}
