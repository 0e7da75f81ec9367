/**
 * Member calls (SPEC §7): focus switch, profile and photo, managers, priority message, settings (the photo is a
 * multipart upload and a file answer, both through the one client).
 */
import type { Language } from '../shared/messages/languages.ts';
import type { ManagerContacts, Profile, Settings, TherapeuticFocus } from '../shared/contract/entities.ts';
import type { ProfileEditableField } from '../shared/contract/member.ts';
import { call } from './client.ts';
import { fetchBlob, upload } from './transfer.ts';

/** The editable profile fields as UpdateProfile.php takes them. */
export type ProfileChanges = Partial<Pick<Profile, ProfileEditableField>>;

/** Every therapeutic focus a member can switch to (GetAllTherapy). */
export async function getAllFocuses(): Promise<TherapeuticFocus[]> {
  const [, focuses] = await call('getAllTherapy');
  return Array.isArray(focuses) ? focuses : [];
}

/** Switches the member's therapeutic focus (SetTherapy); returns the server's Message. */
export async function setFocus(focus: string): Promise<string> {
  const [, answer] = await call('setTherapy', { body: { therapeutic_focus: focus } });
  return answer.Message;
}

/** Saves profile fields (UpdateProfile); returns the server's Message. */
export async function updateProfile(changes: ProfileChanges): Promise<string> {
  const [, answer] = await call('updateProfile', { body: changes });
  return answer.Message;
}

/** The member's managers (ContactUs, element 1, first item); undefined when there is none. */
export async function getManagers(): Promise<ManagerContacts | undefined> {
  const [, list] = await call('contactUs');
  return Array.isArray(list) ? list[0] : undefined;
}

/** Sends a priority message to the member's managers (a retry under the same key mails once); the server's Message. */
export async function sendPriorityMessage(message: string, idempotencyKey: string): Promise<string> {
  const [, answer] = await call('priorityMessage', {
    body: { message },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return answer.Message;
}

/** The member's profile as stored now. */
export async function getProfile(): Promise<Profile> {
  const [, profile] = await call('getProfile');
  return profile;
}

/** The member's saved settings toggles. */
export async function getSettings(): Promise<Settings> {
  const [, settings] = await call('getSettings');
  return settings;
}

/** Saves the whole set of settings toggles; returns the set as saved. */
export async function saveSettings(settings: Settings): Promise<Settings> {
  const [, saved] = await call('saveSettings', { body: { settings } });
  return saved;
}

/** Stores the member's language on their row (SaveSettings.php without toggles, docs/LANGUAGES.md). */
export async function saveLanguage(language: Language): Promise<void> {
  await call('saveSettings', { body: { language } });
}

/** The member's own photo as a blob; `fresh` skips the browser cache (after an upload). */
export async function getPhoto(fresh = false): Promise<Blob> {
  return fetchBlob('photo', fresh ? { cache: 'reload' } : {});
}

/** Uploads a new profile photo as multipart `profile_image` (UpdatePhoto); returns the server's Message. */
export async function uploadPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('profile_image', file, file.name);
  const [, answer] = await upload('updatePhoto', { form });
  return answer.Message;
}
