/** A content image as the console previews it: an uploaded one through the staff call, a site file, or its address. */
import { useEffect, useState } from 'react';
import { imagePreview, UPLOADED_IMAGE_PREFIX } from '../../shared/contract/admin/banners.ts';
import { ConsoleError, staffBlob } from '../api.ts';
import { text } from '../text.ts';

/** Props: the stored image, the site folder of its plain file names (`banners`, `therapies`…) and its text. */
export interface ContentImageProps {
  image: string;
  folder: string;
  alt: string;
}

/** What the preview of an uploaded image shows: nothing yet, its object URL, or why it could not be loaded. */
type Loaded = { name: string; url: string } | { name: string; failed: string } | null;

/**
 * An uploaded image, fetched with the staff key (image.php serves only the images doctors see, an <img> cannot
 * carry the key) and shown through an object URL, revoked when the image changes or the preview goes.
 */
function UploadedImage({ name, alt }: { name: string; alt: string }) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let live = true;
    let url = '';
    staffBlob(imagePreview, { a: name }).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setLoaded({ name, url });
      },
      (failure: unknown) => {
        if (!live) return;
        const missing = failure instanceof ConsoleError && failure.status === 404;
        setLoaded({ name, failed: missing ? text.images.notFound : text.images.notLoaded });
      },
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [name]);
  if (loaded === null || loaded.name !== name) return null;
  if ('failed' in loaded) return <span className="muted">{loaded.failed}</span>;
  return <img className="banner-thumb" src={loaded.url} alt={alt} height={60} />;
}

/** The preview of an image (an https address, which the console's policy does not load, as text). */
export function ContentImage({ image, folder, alt }: ContentImageProps) {
  if (image === '') return null;
  if (image.startsWith('https://')) return <span className="muted">{image}</span>;
  if (image.startsWith(UPLOADED_IMAGE_PREFIX)) {
    return <UploadedImage name={image.slice(UPLOADED_IMAGE_PREFIX.length)} alt={alt} />;
  }
  return <img className="banner-thumb" src={`/images/${folder}/${encodeURIComponent(image)}`} alt={alt} height={60} />;
}
