/** The photo change control of /edit-profile: pick an image (JPEG, PNG or WebP), preview it, upload it. */
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { t } from '../../shared/messages/index.ts';
import { $photoUpload, choosePhoto, PHOTO_ACCEPT, uploadChosenPhoto } from '../../stores/profile.ts';
import Button from '../../ui/Button.tsx';
import ProfilePhoto from './ProfilePhoto.tsx';

/** Side of the preview in CSS pixels (as the profile photo). */
const PREVIEW_SIZE = 120;

/** Shows the current photo, and the chosen one as a preview until it is uploaded. */
export default function PhotoChange() {
  const upload = useStore($photoUpload);
  const input = useRef<HTMLInputElement>(null);

  const onUpload = async (): Promise<void> => {
    if ((await uploadChosenPhoto()) && input.current) input.current.value = '';
  };

  return (
    <section className="sheet" aria-labelledby="photo-title">
      <h2 id="photo-title">{t.profile.photoTitle}</h2>
      <div className="photo-change">
        {upload.preview ? (
          <img
            className="profile-photo"
            src={upload.preview}
            width={PREVIEW_SIZE}
            height={PREVIEW_SIZE}
            alt={t.profile.photoPreviewAlt}
          />
        ) : (
          <ProfilePhoto />
        )}
        <div className="field">
          <label className="field__label" htmlFor="photo-input">
            {t.profile.photoChoose}
          </label>
          <input
            ref={input}
            id="photo-input"
            className="field__control"
            type="file"
            accept={PHOTO_ACCEPT}
            aria-describedby={upload.error ? 'photo-input-hint photo-input-error' : 'photo-input-hint'}
            aria-invalid={upload.error ? true : undefined}
            disabled={upload.busy}
            onChange={(event) => choosePhoto(event.target.files?.[0])}
          />
          <p id="photo-input-hint" className="field__hint">
            {t.profile.photoHint}
          </p>
          {upload.error ? (
            <p id="photo-input-error" className="field__error" role="alert">
              {upload.error}
            </p>
          ) : null}
        </div>
      </div>
      {upload.file ? (
        <Button busy={upload.busy} busyLabel={t.profile.photoUploading} onClick={() => void onUpload()}>
          {t.profile.photoUpload}
        </Button>
      ) : null}
    </section>
  );
}
