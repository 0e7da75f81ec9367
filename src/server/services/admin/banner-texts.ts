/** The English texts of the console's image uploads and banner answers (staff read them, not doctors). */
export const bannerText = {
  imageMissing: 'Choose an image to upload (the form field "image").',
  imageTooLarge: 'The image is larger than 5 MB.',
  imageUnsupported: 'The file is not a JPEG, PNG or WebP image (SVG and other kinds are refused).',
  imageTooManyPixels: 'The image has more than 40 megapixels.',
  imageNotUploaded: 'No such uploaded image: upload it again.',
  bannerNotFound: 'No such banner.',
} as const;
