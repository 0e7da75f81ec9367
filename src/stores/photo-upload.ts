/**
 * The photo change control of /edit-profile (SPEC §2 Edit profile): the chosen file, made smaller when large, its
 * preview, the upload and its error. Apart from stores/profile.ts so that /profile does not load it.
 */
import { atom } from 'nanostores';
import * as memberApi from '../api/member.ts';
import { messageOf } from '../api/errors.ts';
import { FLAG_YES } from '../shared/constants.ts';
import { t } from '../shared/messages/index.ts';
import { labelled } from '../lib/field-label.ts';
import { loadPhoto } from './profile.ts';
import { $profile } from './session.ts';
import { showToast } from './toasts.ts';

/** Image types the photo picker offers (the server checks the content again). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
/** Largest photo the server takes (5 MB). */
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** The photo change control: the chosen file with its preview (object URL), progress and error. */
export interface PhotoUploadState {
  file?: File;
  preview?: string;
  busy: boolean;
  error?: string;
}

/** The state of the photo change control. */
export const $photoUpload = atom<PhotoUploadState>({ busy: false });

/** The latest choice: a photo still being made smaller is dropped when another has been chosen since. */
let choosing = 0;

/**
 * Takes a chosen file (JPEG, PNG or WebP), makes a large photo smaller (lib/shrink-photo.ts, loaded now) and
 * previews it; refused over 5 MB only when it could not be made smaller. Undefined clears the choice.
 */
export async function choosePhoto(file: File | undefined): Promise<void> {
  const { preview } = $photoUpload.get();
  if (preview) URL.revokeObjectURL(preview);
  const choice = ++choosing;
  if (!file) return $photoUpload.set({ busy: false });
  if (!PHOTO_ACCEPT.split(',').includes(file.type))
    return $photoUpload.set({ busy: false, error: t.profile.photoType });
  $photoUpload.set({ busy: true });
  const photo = await import('../lib/shrink-photo.ts').then(
    ({ shrinkPhoto }) => shrinkPhoto(file),
    () => file,
  );
  if (choice !== choosing) return;
  if (photo.size > PHOTO_MAX_BYTES) $photoUpload.set({ busy: false, error: t.profile.photoSize });
  else $photoUpload.set({ busy: false, file: photo, preview: URL.createObjectURL(photo) });
}

/** Uploads the chosen photo; on success IDphoto becomes 'Y' and the new photo is shown. */
export async function uploadChosenPhoto(): Promise<boolean> {
  const state = $photoUpload.get();
  const profile = $profile.get();
  if (!state.file || state.busy || !profile) return false;
  $photoUpload.set({ ...state, busy: true, error: undefined });
  try {
    const message = await memberApi.uploadPhoto(state.file);
    $profile.set({ ...($profile.get() ?? profile), IDphoto: FLAG_YES });
    await loadPhoto(true);
    await choosePhoto(undefined);
    showToast(message, 'success');
    return true;
  } catch (error) {
    $photoUpload.set({
      ...state,
      busy: false,
      error: labelled(messageOf(error), { profile_image: t.profile.photoChoose }),
    });
    return false;
  }
}
