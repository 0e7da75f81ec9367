/** Turning a question into search words: accent folding, stop words, greetings. */

const ACCENT_GROUPS: Record<string, string> = {
  a: 'àáâãäåāăą',
  c: 'çćč',
  d: 'ďđ',
  e: 'èéêëēėęě',
  g: 'ğ',
  i: 'ìíîïīįı',
  l: 'ľĺł',
  n: 'ñńň',
  o: 'òóôõöøōő',
  r: 'řŕ',
  s: 'šśş',
  t: 'ţť',
  u: 'ùúûüūůűų',
  y: 'ýÿ',
  z: 'žźż',
};
/** Accented letters (lower and upper case) and their plain letters. */
const PAIRS: [string, string][] = Object.entries(ACCENT_GROUPS).flatMap(([plain, accented]) =>
  [...accented].flatMap((char): [string, string][] => {
    const upper = char.toUpperCase();
    const both: [string, string][] = [[char, plain]];
    return upper.length === 1 && upper !== char && !/[A-Z]/.test(upper)
      ? [...both, [upper, plain.toUpperCase()]]
      : both;
  }),
);
const FOLD_MAP = new Map(PAIRS);

/** Lower-case, accents removed (é → e, ø → o), like search_fold() in the database (migration 0001_search). */
export function fold(text: string): string {
  return [...text]
    .map((char) => FOLD_MAP.get(char) ?? char)
    .join('')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

const STOP_WORDS = new Set(
  (
    'a about above after again all also am an and any are as at be been before being below between both but by can ' +
    'could did do does doing down during each few for from further had has have having he her here hers him his how ' +
    'i if in into is it its just me more most my no nor not now of off on once only or other our out over own same ' +
    'she should so some such than that the their them then there these they this those through to too under until ' +
    'up very was we were what when where which while who whom why will with would you your yours ' +
    'please tell show give find know want need looking look information info details detail regarding related ' +
    'product products article articles portal available doctor dr sir madam thanks thank kindly new latest ' +
    'contain contains containing containg use used uses using drug drugs medicine medicines brand brands have get ' +
    'hi hello hey namaste namaskar greetings good morning afternoon evening day'
  ).split(' '),
);

const GREETING_WORDS = new Set([
  'hi',
  'hello',
  'hey',
  'namaste',
  'namaskar',
  'greetings',
  'morning',
  'afternoon',
  'evening',
]);

/** Greetings in Devanagari (Hindi and Nepali, and English greetings as typed in Devanagari). */
const DEVANAGARI_GREETINGS = new Set([
  'नमस्ते',
  'नमस्कार',
  'प्रणाम',
  'हेलो',
  'हैलो',
  'हलो',
  'हाय',
  'हाइ',
  'सुप्रभात',
  'शुभ',
  'प्रभात',
  'सुबह',
  'बिहान',
  'दोपहर',
  'शाम',
  'साँझ',
]);

/** Words of courtesy that may stand beside a Devanagari greeting ("नमस्ते डॉक्टर जी"). */
const DEVANAGARI_COURTESY = new Set(['जी', 'सर', 'डॉक्टर', 'डाक्टर', 'साहब', 'मैडम', 'हजुर', 'दाइ', 'दिदी']);

/** The Devanagari words of a question, one form each (NFC, without zero-width joiners). */
function devanagariWords(question: string): string[] {
  return question
    .normalize('NFC')
    .replace(/[\u200c\u200d]/g, '')
    .split(/[^\u0900-\u0963\u0966-\u097f]+/)
    .filter((word) => word !== '');
}

/** Every folded word of a question (letters and digits). */
function tokens(question: string): string[] {
  return fold(question)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** The search words of a question: folded, at least 3 characters, not a number, not a stop word, at most 8. */
export function searchWords(question: string): string[] {
  const words = tokens(question).filter((w) => w.length >= 3 && !/^\d+$/.test(w) && !STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, 8);
}

/**
 * True when the question is only a greeting: no search words, every Devanagari word a greeting or a courtesy, and at
 * least one greeting word in either script.
 */
export function isGreeting(question: string): boolean {
  const devanagari = devanagariWords(question);
  if (searchWords(question).length > 0) return false;
  if (devanagari.some((word) => !DEVANAGARI_GREETINGS.has(word) && !DEVANAGARI_COURTESY.has(word))) return false;
  return (
    tokens(question).some((word) => GREETING_WORDS.has(word)) ||
    devanagari.some((word) => DEVANAGARI_GREETINGS.has(word))
  );
}
