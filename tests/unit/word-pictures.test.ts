/**
 * Pictures with words (docs/CONTENT.md): the banners of /home, the focuses' brand panels and the privacy policy's
 * picture each have a Hindi and a Nepali file beside the English one (`feedback.hi.svg`), written in Devanagari,
 * which Hindi and Nepali pages show (inPageLanguage; the policy's copies name theirs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOCUSES } from '../../src/server/db/seed/catalogue.ts';

const IMAGES = join(import.meta.dirname, '..', '..', 'public', 'images');
/** The words of a picture (its `<text>` elements). */
const wordsOf = (file: string) =>
  [...readFileSync(join(IMAGES, file), 'utf8').matchAll(/<text[^>]*>([^<]*)</g)].map((match) => match[1]);

/** The English pictures with words: every banner that has any, each demo focus's brand panel, the policy's picture. */
const PICTURES = [
  ...readdirSync(join(IMAGES, 'banners'))
    .filter((name) => !/\.(hi|ne)\.[a-z]+$/.test(name))
    .map((name) => `banners/${name}`)
    .filter((file) => wordsOf(file).length > 0),
  ...FOCUSES.map((focus) => `custom/${focus.name}.svg`),
  'policy/privacy.svg',
];

describe('pictures with words', () => {
  it('include the banners and the brand panels', () => {
    expect(PICTURES).toContain('banners/feedback.svg');
    expect(PICTURES).toContain('custom/Cardiology.svg');
  });

  for (const file of PICTURES) {
    for (const language of ['hi', 'ne']) {
      it(`${file} has its ${language} picture, with as many lines, in Devanagari`, () => {
        const own = file.replace(/(\.[a-z]+)$/, `.${language}$1`);
        const words = wordsOf(own);
        expect(words).toHaveLength(wordsOf(file).length);
        for (const line of words) expect(line).toMatch(/[\u0900-\u097F]/);
      });
    }
  }
});
