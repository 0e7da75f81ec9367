/** A content image as the console previews it: an uploaded one from the API, a site file, or its address. */
import { UPLOADED_IMAGE_PREFIX } from '../../shared/contract/admin/banners.ts';
import { uploadedImageUrl } from '../api.ts';

/** Props: the stored image, the site folder of its plain file names (`banners`, `therapies`…) and its text. */
export interface ContentImageProps {
  image: string;
  folder: string;
  alt: string;
}

/** The preview of an image (an https address, which the console's policy does not load, as text). */
export function ContentImage({ image, folder, alt }: ContentImageProps) {
  if (image === '') return null;
  if (image.startsWith('https://')) return <span className="muted">{image}</span>;
  const src = image.startsWith(UPLOADED_IMAGE_PREFIX)
    ? uploadedImageUrl(image.slice(UPLOADED_IMAGE_PREFIX.length))
    : `/images/${folder}/${encodeURIComponent(image)}`;
  return <img className="banner-thumb" src={src} alt={alt} height={60} />;
}
