/** Image addresses on doctor pages: a file name under its kind's image base; a console upload from the API's image.php. */
import { describe, expect, it } from 'vitest';
import { imageUrl, publicConfig } from '../../src/lib/config.ts';

describe('imageUrl', () => {
  it('puts a file name under the image base of its kind, encoded', () => {
    expect(imageUrl('therapies', 'Heart care.svg')).toBe(`${publicConfig.imageBase.therapies}/Heart%20care.svg`);
    expect(imageUrl('videos', '')).toBe('');
  });

  it('sends an image uploaded in the console to the API’s image.php, whatever its kind', () => {
    for (const kind of ['therapies', 'videos', 'banners'] as const) {
      expect(imageUrl(kind, 'upload:b-Abc_12.webp')).toBe(`${publicConfig.apiBase}/image.php?a=b-Abc_12.webp`);
    }
  });
});
