/**
 * Profile screens (SPEC §2 Profile and Edit profile, §4 Therapeutic focus switch): the member's photo, the
 * focus switch and profile edits. The profile itself is $profile (from login), kept in sync after each change.
 */
import { atom, computed, onMount } from 'nanostores';
import * as memberApi from '../api/member.ts';
import { messageOf } from '../api/errors.ts';
import { DEFAULT_PHOTO_FILE, FLAG_YES, ROLE_NO_FOCUS_SWITCH } from '../shared/constants.ts';
import type { Profile, TherapeuticFocus } from '../shared/contract/entities.ts';
import type { ProfileEditableField } from '../shared/contract/member.ts';
import { t } from '../shared/messages/index.ts';
import { pathFor } from '../shared/routes.ts';
import { imageUrl } from '../lib/config.ts';
import { failedForm, idleForm, type FormState } from '../lib/form-state.ts';
import { navigate } from '../lib/navigation.ts';
import { $profile } from './session.ts';
import { carryToast } from './carried-toast.ts';
import { showToast } from './toasts.ts';

/** The default picture of members without a photo. */
export const DEFAULT_PHOTO = imageUrl('profiles', DEFAULT_PHOTO_FILE);

/** How long the focus switch's message is on screen before /home opens. */
const FOCUS_SWITCH_NAVIGATE_MS = 1500;

/** The photo shown: the default picture, the member's own (an object URL), or loading. */
export type PhotoState = { status: 'loading' } | { status: 'default' } | { status: 'own'; url: string };

/** The photo of the profile screens. */
export const $photo = atom<PhotoState>({ status: 'loading' });

// A member without a photo of their own sees the default picture from the first render on: the profile pages draw it
// before React (StoredProfile.astro), and a grey place in between would blink.
onMount($photo, () => {
  if ($photo.get().status === 'loading' && $profile.get()?.IDphoto !== FLAG_YES) $photo.set({ status: 'default' });
});

/** Shows a photo blob (revoking the previous object URL). */
function showPhoto(blob: Blob | undefined): void {
  const current = $photo.get();
  if (current.status === 'own') URL.revokeObjectURL(current.url);
  $photo.set(blob ? { status: 'own', url: URL.createObjectURL(blob) } : { status: 'default' });
}

/** Loads the member's own photo when IDphoto is 'Y' (the default picture otherwise, or if it fails). */
export async function loadPhoto(fresh = false): Promise<void> {
  if ($profile.get()?.IDphoto !== FLAG_YES) return showPhoto(undefined);
  try {
    showPhoto(await memberApi.getPhoto(fresh));
  } catch {
    showPhoto(undefined);
  }
}

/** The member's full name with salutation, e.g. 'Dr. Asha Lakshmi Rao'. */
export function fullName(profile: Profile): string {
  return [profile.salutation, profile.first_name, profile.middle_name, profile.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** True when the member may switch focus (member_role is not '24', SPEC §6). */
export const $canSwitchFocus = computed(
  $profile,
  (profile) => !!profile && profile.member_role !== ROLE_NO_FOCUS_SWITCH,
);

/** The therapeutic focuses to choose from. */
export type FocusesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; focuses: TherapeuticFocus[] };

/** The focuses of the switcher. */
export const $focuses = atom<FocusesState>({ status: 'loading' });

/**
 * A focus's name in the member's language: from the list of focuses once it has come, else (the member's own) as
 * the last home grid named it, else as stored (English).
 */
export const $focusShown = computed(
  [$focuses, $profile],
  (list, profile) => (name: string) =>
    (list.status === 'ready' && list.focuses.find((f) => f.name === name)?.name_shown) ||
    (name === profile?.therapeutic_focus && profile.therapeutic_focus_shown) ||
    name,
);

/** Loads (or reloads) the list of focuses. */
export async function loadFocuses(): Promise<void> {
  $focuses.set({ status: 'loading' });
  try {
    $focuses.set({ status: 'ready', focuses: await memberApi.getAllFocuses() });
  } catch (error) {
    $focuses.set({ status: 'error', message: messageOf(error) });
  }
}

/**
 * The focus switch as the member sees it: `pending` from the tap (the new focus shown at once), `done` when the
 * server agreed (until /home opens), `failed` with the reason after a rollback to the focus the member had.
 */
export type FocusSwitchState =
  | { status: 'idle' }
  | { status: 'pending' | 'done'; focus: string }
  | { status: 'failed'; focus: string; message: string };

/** The focus switch of /profile. */
export const $focusSwitch = atom<FocusSwitchState>({ status: 'idle' });

/** True while a focus switch is in flight (and until /home opens). */
export const $switchingFocus = computed($focusSwitch, (state) => state.status === 'pending' || state.status === 'done');

/**
 * Switches focus: shows the new focus at once (pending), tells the server, confirms with its message, moves push
 * topics and opens /home; a refusal puts the previous focus back and says why.
 */
export async function switchFocus(focus: string): Promise<boolean> {
  const profile = $profile.get();
  if (!profile || !$canSwitchFocus.get() || $switchingFocus.get() || !focus) return false;
  $focusSwitch.set({ status: 'pending', focus });
  $profile.set({ ...profile, therapeutic_focus: focus });
  try {
    const message = await memberApi.setFocus(focus);
    $focusSwitch.set({ status: 'done', focus });
    showToast(message, 'success');
    // /home opens next: the confirmation is shown there again, beside the new focus's categories.
    carryToast(message, 'success');
    if (__PORTAL_FIREBASE__) void import('./push.ts').then((push) => push.resubscribePush(focus));
    setTimeout(() => navigate(pathFor('home')), FOCUS_SWITCH_NAVIGATE_MS);
    return true;
  } catch (error) {
    const current = $profile.get();
    if (current) $profile.set({ ...current, therapeutic_focus: profile.therapeutic_focus });
    const message = messageOf(error);
    $focusSwitch.set({ status: 'failed', focus, message });
    showToast(message, 'error');
    return false;
  }
}

/**
 * Reads the profile as stored now (changed on another device, or by staff) into this device's; the focus's name in
 * the member's language stays while the focus is the same. Offline or failing, the stored profile stands, silently;
 * a change made here while it was asked (a save) is not overwritten.
 */
export async function refreshProfile(): Promise<void> {
  const before = $profile.get();
  if (!before) return;
  try {
    const fresh = await memberApi.getProfile();
    if ($profile.get() !== before || $profileForm.get().busy) return;
    const sameFocus = fresh.therapeutic_focus === before.therapeutic_focus;
    $profile.set({
      ...before,
      ...fresh,
      therapeutic_focus_shown: sameFocus ? before.therapeutic_focus_shown : undefined,
    });
  } catch {
    // The profile stored on this device is shown.
  }
}

// The contract's PROFILE_EDITABLE_FIELDS, repeated so that no schema code reaches the browser; the Record type
// refuses a missing or an unknown field.
const EDITABLE: Record<ProfileEditableField, true> = {
  personal_intro: true,
  first_name: true,
  last_name: true,
  birth_date: true,
  qualification: true,
  location: true,
  department: true,
  practice_hours: true,
  address: true,
  g_plus_link: true,
  facebook_link: true,
  twitter_link: true,
  linkedIn_link: true,
  link_to_blog: true,
  payment_mode_one: true,
  payment_mode_two: true,
  payment_mode_number: true,
};

/** The fields UpdateProfile.php takes (phone and email never). */
export const EDITABLE_FIELDS = Object.keys(EDITABLE) as ProfileEditableField[];

/** The edit form's state (busy, inline field errors, form alert). */
export const $profileForm = atom<FormState<ProfileEditableField>>(idleForm());

const isEditable = (field: string): field is ProfileEditableField => Object.hasOwn(EDITABLE, field);

/**
 * Saves the fields the member changed (trimmed); on success updates $profile and shows the server's message. The
 * others are left out: the stored profile may be older than a change staff made since, which they would write back.
 */
export async function saveProfile(values: Record<ProfileEditableField, string>): Promise<boolean> {
  const profile = $profile.get();
  if (!profile || $profileForm.get().busy) return false;
  const changes: Partial<Record<ProfileEditableField, string>> = {};
  for (const field of EDITABLE_FIELDS) {
    const value = values[field].trim();
    if (value !== profile[field]) changes[field] = value;
  }
  $profileForm.set({ busy: true, errors: {} });
  try {
    const message = await memberApi.updateProfile(changes);
    $profile.set({ ...($profile.get() ?? profile), ...changes });
    $profileForm.set(idleForm());
    showToast(message, 'success');
    return true;
  } catch (error) {
    $profileForm.set(failedForm(error, (field) => (isEditable(field) ? field : undefined), t.profile.fields));
    return false;
  }
}
