/**
 * The demo card pictures are shapes only: each card prints its title beside its picture, and text inside an SVG is
 * laid out and painted on the main thread every time the picture is shown (docs/CONTENT.md, docs/PERFORMANCE.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const IMAGES = join(import.meta.dirname, '..', '..', 'public', 'images');
/** The folders of pictures shown on cards whose title is HTML text (CardImage, alt=""). */
const CARD_FOLDERS = ['categories', 'subcategories', 'therapies', 'products'];

describe('card pictures', () => {
  for (const folder of CARD_FOLDERS) {
    it(`in images/${folder} carry no text of their own`, () => {
      const files = readdirSync(join(IMAGES, folder)).filter((name) => name.endsWith('.svg'));
      expect(files.length).toBeGreaterThan(0);
      const withText = files.filter((name) => /<text[\s>]/.test(readFileSync(join(IMAGES, folder, name), 'utf8')));
      expect(withText).toEqual([]);
    });
  }
});
