/**
 * Member calls (SPEC §7): focus switch, profile and photo, managers, priority message, settings. The photo
 * calls use `fetch` directly (multipart upload, image download) with the key in the Authorization header only.
 */
import type { ManagerContacts, Profile, Settings, TherapeuticFocus } from '../shared/contract/entities.ts';
import type { ProfileEditableField } from '../shared/contract/member.ts';
import { ENDPOINTS } from '../shared/contract/endpoints.ts';
import { isErrorAnswer } from '../shared/envelope.ts';
import { pathFor } from '../shared/routes.ts';
import { publicConfig } from '../stores/config.ts';
import { navigate } from '../stores/navigation.ts';
import { $session, clearStorage } from '../stores/session.ts';
import { call } from './client.ts';
import { fromErrorAnswer, networkError, unexpectedAnswer, type ApiError } from './errors.ts';

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

/** Sends a priority message to the member's managers; returns the server's Message. */
export async function sendPriorityMessage(message: string): Promise<string> {
  const [, answer] = await call('priorityMessage', { body: { message } });
  return answer.Message;
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

/** Turns a failed raw response into an ApiError; an ended session clears storage and returns to login. */
async function failure(response: Response): Promise<ApiError> {
  const answer: unknown = await response.json().catch(() => undefined);
  if (!isErrorAnswer(answer)) return unexpectedAnswer(response.status);
  const error = fromErrorAnswer(answer, response.status);
  if (error.code === 'SESSION_INVALID') {
    clearStorage();
    navigate(pathFor('login'), true);
  }
  return error;
}

/** fetch of a member call with the session key in the header; network failures become ApiErrors. */
async function memberFetch(name: 'photo' | 'updatePhoto', init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const key = $session.get();
  if (key) headers.set('Authorization', `Bearer ${key}`);
  const { method, path } = ENDPOINTS[name];
  let response: Response;
  try {
    response = await fetch(`${publicConfig.apiBase}${path}`, { ...init, method, headers });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await failure(response);
  return response;
}

/** The member's own photo as a blob; `fresh` skips the browser cache (after an upload). */
export async function getPhoto(fresh = false): Promise<Blob> {
  const response = await memberFetch('photo', fresh ? { cache: 'reload' } : {});
  return response.blob();
}

/** Uploads a new profile photo as multipart `profile_image` (UpdatePhoto); returns the server's Message. */
export async function uploadPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('profile_image', file, file.name);
  const response = await memberFetch('updatePhoto', { body: form });
  const answer: unknown = await response.json().catch(() => undefined);
  const body: unknown = Array.isArray(answer) ? answer[1] : undefined;
  const message = typeof body === 'object' && body !== null ? (body as { Message?: unknown }).Message : undefined;
  if (typeof message !== 'string') throw unexpectedAnswer(response.status);
  return message;
}
