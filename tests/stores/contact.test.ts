/** The message to the managers (stores/contact.ts) through the real API client against the in-process API. */
import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { $contactForm, sendMessage } from '../../src/stores/contact.ts';
import { $toasts } from '../../src/stores/toasts.ts';
import { SIGN_IN_NUMBERS, signIn, inProcessApi } from './helpers/api.ts';

const api = inProcessApi({ TEST_NUMBERS: SIGN_IN_NUMBERS }, { seeded: true });

beforeAll(async () => {
  await signIn(api.t, { firstName: 'Meera', focus: 'Cardiology' });
});

afterEach(async () => {
  await allTasks();
  cleanStores($contactForm);
});

describe('contact store', () => {
  it('a message sent says so; the next one refused takes that "sent" away, keeping only its own error', async () => {
    expect(await sendMessage('Please call me about the samples.')).toBe(true);
    expect($toasts.get().map((toast) => toast.tone)).toEqual(['success']);

    expect(await sendMessage('x'.repeat(4001))).toBe(false);
    expect($contactForm.get().errors.message).toMatch(/4000/);
    expect($toasts.get()).toEqual([]);
  });
});
