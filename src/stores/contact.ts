/** Contact Us (SPEC §2, §4 Contact submit): the member's managers and the priority message form. */
import { atom } from 'nanostores';
import * as memberApi from '../api/member.ts';
import { messageOf } from '../api/errors.ts';
import type { ManagerContacts } from '../shared/contract/entities.ts';
import { t } from '../shared/messages/index.ts';
import { failedForm, idleForm, type FormState } from '../lib/form-state.ts';
import { dismissToast, showToast } from './toasts.ts';
// Connects the API client (src/api/connection.ts) before this store's first call.
import './session.ts';

/** The four manager roles of Contact Us, in the order shown (the sm entry carries the rbm's contact data). */
const MANAGER_ROLES = ['tbm', 'abm', 'rbm', 'sm'] as const;

/** One manager role. */
type ManagerRole = (typeof MANAGER_ROLES)[number];

/** One manager as the list shows it; `tel` and `mailto` are undefined when there is nothing to link. */
export interface ManagerCard {
  role: ManagerRole;
  name: string;
  mail: string;
  country: string;
  phone: string;
  mailto?: string;
  tel?: string;
}

/** Turns the ContactUs answer into the four cards. */
function managerCards(contacts: ManagerContacts | undefined): ManagerCard[] {
  return MANAGER_ROLES.map((role) => {
    const name = contacts?.[`${role}_name`]?.trim() ?? '';
    const mail = contacts?.[`${role}_mail`]?.trim() ?? '';
    const country = (contacts?.[`${role}_country`] ?? '').replace(/\D/g, '');
    const phone = (contacts?.[`${role}_phone`] ?? '').replace(/\D/g, '');
    return {
      role,
      name,
      mail,
      country,
      phone,
      ...(/^[^\s@]+@[^\s@]+$/.test(mail) ? { mailto: `mailto:${mail}` } : {}),
      ...(phone ? { tel: `tel:+${country}${phone}` } : {}),
    };
  });
}

/** The managers list: loading, failed (with a message) or ready. */
export type ManagersState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; managers: ManagerCard[] };

/** The managers of the signed-in member. */
export const $managers = atom<ManagersState>({ status: 'loading' });

/** Loads (or reloads) the managers. */
export async function loadManagers(): Promise<void> {
  $managers.set({ status: 'loading' });
  try {
    $managers.set({ status: 'ready', managers: managerCards(await memberApi.getManagers()) });
  } catch (error) {
    $managers.set({ status: 'error', message: messageOf(error) });
  }
}

/** The priority message form: busy ('Sending...'), inline error, alert. */
export const $contactForm = atom<FormState<'message'>>(idleForm());

/**
 * The text last sent and its Idempotency-Key (the browser's UUID: the portal is served over HTTPS, docs/DEPLOY.md): a
 * retry of the same text (after a lost answer) is mailed once.
 */
let attempt: { text: string; key: string } | undefined;

/** The toast saying the last message was sent. */
let sentToast: number | undefined;

/** Sends a priority message; an empty one is not sent. True when sent (the caller clears the textarea). */
export async function sendMessage(message: string): Promise<boolean> {
  if ($contactForm.get().busy) return false;
  const text = message.trim();
  if (!text) {
    $contactForm.set({ busy: false, errors: { message: t.contact.empty } });
    return false;
  }
  $contactForm.set({ busy: true, errors: {} });
  // The last message's "sent" goes: beside this one's error it would read as if this one had gone too.
  if (sentToast !== undefined) dismissToast(sentToast);
  if (attempt?.text !== text) attempt = { text, key: crypto.randomUUID() };
  try {
    sentToast = showToast(await memberApi.sendPriorityMessage(text, attempt.key), 'success');
    attempt = undefined;
    $contactForm.set(idleForm());
    return true;
  } catch (error) {
    $contactForm.set(
      failedForm(error, (field) => (field === 'message' ? 'message' : undefined), { message: t.contact.messageLabel }),
    );
    return false;
  }
}
