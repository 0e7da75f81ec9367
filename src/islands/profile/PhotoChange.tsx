/** The photo change control of /edit-profile: pick an image (JPEG, PNG or WebP), preview it, upload it. */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { t } from '../../shared/messages/index.ts';
import { $photoUpload, choosePhoto, PHOTO_ACCEPT, uploadChosenPhoto } from '../../stores/photo-upload.ts';
import Button from '../../ui/Button.tsx';
import { FilePicker } from '../../ui/FilePicker.tsx';
import ProfilePhoto from './ProfilePhoto.tsx';

/** Side of the preview in CSS pixels (as the profile photo). */
const PREVIEW_SIZE = 120;

/** Shows the current photo, and the chosen one as a preview until it is uploaded. */
export default function PhotoChange() {
  const upload = useStore($photoUpload);
  const input = useRef<HTMLInputElement>(null);
  const uploading = useRef(false);
  // An upload that worked takes its Upload button away: the focus, left on the page's body, goes to the picker.
  useEffect(() => {
    if (upload.file || !uploading.current) return;
    uploading.current = false;
    if (document.activeElement === document.body) input.current?.focus();
  }, [upload.file]);

  const onUpload = async (): Promise<void> => {
    uploading.current = true;
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
        <FilePicker
          ref={input}
          id="photo-input"
          accept={PHOTO_ACCEPT}
          label={t.profile.photoChoose}
          button={t.profile.photoButton}
          empty={t.profile.photoNone}
          hint={t.profile.photoHint}
          error={upload.error}
          disabled={upload.busy}
          onChange={(file) => void choosePhoto(file)}
          chosen={upload.file?.name}
          announce
        />
      </div>
      {upload.file ? (
        <Button busy={upload.busy} busyLabel={t.profile.photoUploading} onClick={() => void onUpload()}>
          {t.profile.photoUpload}
        </Button>
      ) : null}
    </section>
  );
}
