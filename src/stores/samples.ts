/**
 * Samples within UCPMP 2024 (issue 26): the member's registration and its check, this sample year's packs per
 * product (the order modal's allowance, My samples) and the registration form of the profile.
 */
import { atom } from 'nanostores';
import * as samplesApi from '../api/samples.ts';
import type { RegistrationFields } from '../api/samples.ts';
import { messageOf } from '../api/errors.ts';
import type { MySamples } from '../shared/contract/entities.ts';
import { t } from '../shared/messages/index.ts';
import { formatDay } from '../lib/dates.ts';
import { failedForm, idleForm, type FormState } from '../lib/form-state.ts';
import { showToast } from './toasts.ts';
// Connects the API client (src/api/connection.ts) before this store's first call.
import './session.ts';

/** The samples summary: loading, failed, or the server's answer. */
export type SamplesState =
  | { status: 'idle' | 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; samples: MySamples };

/** The member's samples summary (MySamples.php). */
export const $samples = atom<SamplesState>({ status: 'idle' });

let generation = 0;

/** Loads (or reloads) the samples summary. */
export async function loadSamples(): Promise<void> {
  const mine = ++generation;
  if ($samples.get().status !== 'ready') $samples.set({ status: 'loading' });
  try {
    const samples = await samplesApi.getMySamples();
    if (mine === generation) $samples.set({ status: 'ready', samples });
  } catch (error) {
    if (mine === generation) $samples.set({ status: 'error', message: messageOf(error) });
  }
}

/** What the order modal says before a sample order: why it cannot be placed, or how many packs remain. */
export type SampleAllowance = { kind: 'blocked'; reason: string } | { kind: 'open'; remaining: number; text: string };

/** The allowance of one product (by id and title) in a loaded summary. */
export function allowanceOf(samples: MySamples, productId: string, title: string): SampleAllowance {
  const { registration_number: number, registration_council: council } = samples;
  if (samples.require_verified && samples.verification_status !== 'Verified') {
    const reason =
      number === ''
        ? t.samples.needRegistrationAdd
        : samples.verification_status === 'Rejected'
          ? t.samples.needRegistrationRejected(number, council, samples.verification_reason)
          : t.samples.needRegistrationPending(number, council);
    return { kind: 'blocked', reason };
  }
  const used = samples.products.find((p) => p.product_id === productId)?.packs ?? 0;
  const remaining = Math.max(0, samples.cap - used);
  const until = formatDay(samples.year_end);
  const text = remaining > 0 ? t.samples.allowance(remaining, title, until) : t.samples.allowanceNone(title, until);
  return { kind: 'open', remaining, text };
}

/** The registration form's fields. */
export type RegistrationField = keyof RegistrationFields;

const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'registration_number',
  'registration_council',
  'registration_year',
];

/** The registration form's state (busy, inline field errors, alert). */
export const $registrationForm = atom<FormState<RegistrationField>>(idleForm());

const isRegistrationField = (field: string): field is RegistrationField =>
  (REGISTRATION_FIELDS as readonly string[]).includes(field);

/** Submits the registration; on success shows the server's message and reloads the summary (now Pending). */
export async function submitRegistration(fields: RegistrationFields): Promise<boolean> {
  if ($registrationForm.get().busy) return false;
  $registrationForm.set({ busy: true, errors: {} });
  try {
    showToast(await samplesApi.saveRegistration(fields), 'success');
    $registrationForm.set(idleForm());
    await loadSamples();
    return true;
  } catch (error) {
    $registrationForm.set(
      failedForm(error, (field) => (isRegistrationField(field) ? field : undefined), t.samples.fields),
    );
    return false;
  }
}
