/** Privacy calls (issue 27): the member's consent state and answers, the data download and the erasure request. */
import type { ConsentChannel, ConsentChoices, ConsentState } from '../shared/privacy.ts';
import { call } from './client.ts';
import { fetchBlob } from './transfer.ts';

/** The member's privacy state (Consent.php). */
export async function getConsent(): Promise<ConsentState> {
  const [, state] = await call('consent');
  return state;
}

/** Records the member's choices from the notice or Settings (SaveConsent.php); answers the new state. */
export async function saveConsent(choices: ConsentChoices, channel: ConsentChannel): Promise<ConsentState> {
  const [, state] = await call('saveConsent', { body: { ...choices, channel } });
  return state;
}

/** Everything held about the member, as the JSON file MyData.php answers. */
export function downloadMyData(): Promise<Blob> {
  return fetchBlob('myData');
}

/** Asks to erase the member's data (RequestErasure.php); answers the server's Message. */
export async function requestErasure(): Promise<string> {
  const [, answer] = await call('requestErasure', { body: { confirm: true } });
  return answer.Message;
}
