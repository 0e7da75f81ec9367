/**
 * Makes a phone camera's photo small before it is sent: a 12-megapixel JPEG of 4–8 MB becomes about 1365x1024 and a
 * few hundred KB, which a slow network sends in seconds and which the 5 MB limit never refuses. The server crops it
 * square to at most 512x512 (services/uploads/image.ts), so a shorter side of 1024 px leaves it twice the pixels it
 * keeps. Loaded by import() when a photo is chosen, so no page pays for it up front.
 */

/** The shorter side a shrunk photo keeps, in pixels. */
const SHORT_SIDE = 1024;
/** JPEG quality of a shrunk photo. */
const QUALITY = 0.9;

/** The photo drawn smaller, as a JPEG named after the original; undefined when the browser cannot draw it. */
async function drawSmaller(file: File): Promise<File | undefined> {
  const image = await createImageBitmap(file);
  try {
    const scale = SHORT_SIDE / Math.min(image.width, image.height);
    if (scale >= 1) return undefined;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(image.width * scale);
    canvas.height = Math.round(image.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    // A transparent PNG becomes a JPEG on white, not on black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', QUALITY));
    if (!blob || blob.size >= file.size) return undefined;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.jpg`, { type: 'image/jpeg' });
  } finally {
    image.close();
  }
}

/**
 * The photo to send: `file` drawn with its shorter side at 1024 px when it is larger than that (its EXIF rotation
 * applied), else `file` itself, also when this browser cannot decode or draw it (the server then decides).
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  try {
    return (await drawSmaller(file)) ?? file;
  } catch {
    return file;
  }
}
