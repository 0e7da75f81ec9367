/**
 * Devanagari → Latin letters, as Indian and Nepali pharma names are spelled (टेल्मीकोर → telmikor), and the
 * consonant skeleton that lets two spellings of one name meet (telmicor and टेल्मीकोर both give "tlmkr").
 */

const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

/** A consonant with a nukta (़) that changes its sound. */
const NUKTA: Readonly<Record<string, string>> = { क: 'q', ख: 'kh', ग: 'g', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f' };

const VOWELS: Readonly<Record<string, string>> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ऍ: 'e',
};

/** Vowel signs after a consonant (they replace its inherent "a"). */
const SIGNS: Readonly<Record<string, string>> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
};

const VIRAMA = '्';
const NUKTA_SIGN = '़';

/** True when the text holds a Devanagari letter. */
export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097f]/.test(text);
}

/**
 * The Latin spelling of a Devanagari word: each consonant keeps its inherent "a" unless a vowel sign or virama
 * follows, and a word's last consonant drops it (सार्टन → sartan). ं and ँ are "n"; other characters are left out.
 */
export function transliterate(word: string): string {
  const chars = [...word.normalize('NFD')];
  let out = '';
  for (let at = 0; at < chars.length; at += 1) {
    const char = chars[at] ?? '';
    const consonant = CONSONANTS[char];
    if (consonant) {
      const nukta = chars[at + 1] === NUKTA_SIGN;
      if (nukta) at += 1;
      out += (nukta && NUKTA[char]) || consonant;
      const next = chars[at + 1];
      if (next === VIRAMA) at += 1;
      else if (next !== undefined && SIGNS[next] !== undefined) {
        out += SIGNS[next];
        at += 1;
      } else if (next !== undefined && /[\u0900-\u097f]/.test(next) && !/[\u0964-\u096f]/.test(next)) out += 'a';
    } else if (VOWELS[char]) out += VOWELS[char];
    else if (char === 'ं' || char === 'ँ') out += 'n';
    else if (char === 'ः') out += 'h';
  }
  return out;
}

/**
 * The consonant skeleton of a Latin spelling: sounds written several ways made one (ph/f, c/k/q, w/v, z/j, bh/v),
 * vowels, y and h dropped, doubled letters made single. Two spellings of one name share it.
 */
export function skeleton(latin: string): string {
  return latin
    .toLowerCase()
    .replace(/bh/g, 'v')
    .replace(/ph/g, 'f')
    .replace(/[cq]/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/[^a-z]/g, '')
    .replace(/[aeiouyh]/g, '')
    .replace(/(.)\1+/g, '$1');
}
