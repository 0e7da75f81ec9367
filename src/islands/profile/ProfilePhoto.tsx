/** The member's photo: their own when IDphoto is 'Y' (fetched with the key in the header), else the default picture. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { t } from '../../shared/messages/index.ts';
import { $photo, DEFAULT_PHOTO, loadPhoto } from '../../stores/profile.ts';

/** Side of the square photo in CSS pixels. */
const PHOTO_SIZE = 120;

/** Loads the photo once per page and shows it; a grey circle of the same size while it loads. */
export default function ProfilePhoto() {
  const photo = useStore($photo);

  useEffect(() => {
    if ($photo.get().status === 'loading') void loadPhoto();
  }, []);

  if (photo.status === 'loading') {
    return <div className="profile-photo profile-photo--placeholder skeleton" aria-hidden="true" />;
  }
  const own = photo.status === 'own';
  return (
    <img
      className="profile-photo"
      src={own ? photo.url : DEFAULT_PHOTO}
      width={PHOTO_SIZE}
      height={PHOTO_SIZE}
      alt={own ? t.profile.photoAlt : t.profile.defaultPhotoAlt}
    />
  );
}
