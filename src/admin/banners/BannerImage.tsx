/** A banner's image as the console previews it: an uploaded one from the API, a site file, or its address. */
import { UPLOADED_IMAGE_PREFIX } from '../../shared/contract/admin/banners.ts';
import { uploadedImageUrl } from '../api.ts';

/** The preview of a banner's image (an https address, which the console's policy does not load, as text). */
export function BannerImage({ image, alt }: { image: string; alt: string }) {
  if (image.startsWith('https://')) return <span className="muted">{image}</span>;
  const src = image.startsWith(UPLOADED_IMAGE_PREFIX)
    ? uploadedImageUrl(image.slice(UPLOADED_IMAGE_PREFIX.length))
    : `/images/banners/${encodeURIComponent(image)}`;
  return <img className="banner-thumb" src={src} alt={alt} height={60} />;
}
