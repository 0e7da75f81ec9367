/**
 * Search text as doctors type it → the English search text the content is indexed in (issue 43 §2): Hindi and
 * Nepali medical words and phrases become their English terms (devanagari-terms.ts), a brand or molecule written in
 * Devanagari becomes its English name (listed spellings, else by transliteration and consonant skeleton), and a
 * product or molecule name with one typo ("telmisartn") becomes the name. Pure and in memory: no query, so the
 * search budget of docs/PERFORMANCE.md is untouched; a text needing none of this is returned as it is.
 */
import { MEDICAL_WORDS, NAMES, STOP_WORDS } from './devanagari-terms.ts';
import { hasDevanagari, skeleton, transliterate } from './transliterate.ts';

/** Longest dictionary phrase, in words. */
const MAX_PHRASE_WORDS = 4;

/** Latin words shorter than this are never corrected (too many names would be one edit away). */
const MIN_CORRECTED_LENGTH = 5;

/** Skeletons shorter than this do not name a brand or molecule (too many words share them). */
const MIN_SKELETON_LENGTH = 3;

/** Removes zero-width joiners and makes one form of the text, so typed variants meet the dictionary's keys. */
const normalise = (text: string): string => text.normalize('NFC').replace(/[\u200c\u200d]/g, '');

/** The English names of the portal's brands and molecules. */
const ENGLISH_NAMES: readonly string[] = Object.keys(NAMES);

/** Every Devanagari phrase the dictionary knows → its English text (medical words and listed name spellings). */
const PHRASES: ReadonlyMap<string, string> = new Map([
  ...Object.entries(MEDICAL_WORDS).map(([key, english]): [string, string] => [normalise(key), english]),
  ...Object.entries(NAMES).flatMap(([english, spellings]) =>
    spellings.map((spelling): [string, string] => [normalise(spelling), english]),
  ),
]);

const STOPS: ReadonlySet<string> = new Set(STOP_WORDS.map(normalise));

/** Every word of the dictionary's phrases, so a word with a case ending can be cut back to one (रोगको → रोग). */
const DICTIONARY_WORDS: ReadonlySet<string> = new Set([...PHRASES.keys()].flatMap((key) => key.split(' ')));

/** Hindi and Nepali endings written onto a word (postpositions, plurals), longest first. */
const ENDINGS = ['हरूको', 'हरू', 'लाई', 'बाट', 'देखि', 'सँग', 'को', 'का', 'की', 'के', 'मा', 'ले', 'ों', 'ें'].map(normalise);

/** A Devanagari word without its punctuation, cut back to a dictionary word when an ending was written onto it. */
function baseWord(word: string): string {
  const letters = word.replace(/[^\u0900-\u0963\u0970-\u097f]/g, '');
  if (letters === '' || DICTIONARY_WORDS.has(letters) || STOPS.has(letters)) return letters;
  const ending = ENDINGS.find((end) => letters.endsWith(end) && DICTIONARY_WORDS.has(letters.slice(0, -end.length)));
  return ending ? letters.slice(0, -ending.length) : letters;
}

/** Skeletons this long and longer may also match a name's skeleton one edit away (डोक्सोब्रीद → doxobreathe). */
const MIN_NEAR_SKELETON_LENGTH = 5;

/** Consonant skeleton → the one English name with it (names sharing a skeleton are left out: ambiguous). */
const BY_SKELETON: ReadonlyMap<string, string> = (() => {
  const seen = new Map<string, string | undefined>();
  for (const name of ENGLISH_NAMES) {
    const key = skeleton(name);
    seen.set(key, seen.has(key) ? undefined : name);
  }
  return new Map([...seen].flatMap(([key, name]) => (name && key.length >= MIN_SKELETON_LENGTH ? [[key, name]] : [])));
})();

/** True when a and b differ by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  if (start === a.length && a.length === b.length) return true;
  const restA = a.slice(start + 1);
  const restB = b.slice(start + 1);
  if (a.length === b.length) {
    return (
      restA === restB ||
      (a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2))
    );
  }
  return a.length > b.length ? a.slice(start + 1) === b.slice(start) : a.slice(start) === b.slice(start + 1);
}

/** The portal name a Latin word misspells by one edit, when exactly one fits and the word is no start of a name. */
function correctedName(word: string): string | undefined {
  const folded = word.toLowerCase();
  if (folded.length < MIN_CORRECTED_LENGTH || !/^[a-z]+$/.test(folded)) return undefined;
  if (ENGLISH_NAMES.some((name) => name.startsWith(folded))) return undefined;
  const near = ENGLISH_NAMES.filter((name) => withinOneEdit(folded, name));
  return near.length === 1 ? near[0] : undefined;
}

/** The name whose skeleton is this one, or (for long ones) the only name one edit away from it. */
function nameBySkeleton(key: string): string | undefined {
  const exact = BY_SKELETON.get(key);
  if (exact || key.length < MIN_NEAR_SKELETON_LENGTH) return exact;
  const near = [...BY_SKELETON].filter(
    ([other]) => other.length >= MIN_NEAR_SKELETON_LENGTH && withinOneEdit(key, other),
  );
  return near.length === 1 ? near[0]?.[1] : undefined;
}

/** Every listed Devanagari spelling → its English name, for names typed only in part. */
const SPELLINGS: readonly (readonly [string, string])[] = Object.entries(NAMES).flatMap(([english, spellings]) =>
  spellings.map((spelling) => [normalise(spelling), english] as const),
);

/** An unfinished word with a skeleton shorter than this is left as typed (too many names start alike). */
const MIN_UNFINISHED_SKELETON = 2;

/** The longest start all the texts share. */
function sharedStart(texts: readonly string[]): string {
  const [first = '', ...rest] = texts;
  let length = first.length;
  for (const text of rest) while (!text.startsWith(first.slice(0, length))) length -= 1;
  return first.slice(0, length);
}

/**
 * The English for the start of a name (टेल्मि → "telmi", the start telmisartan and telmicor share): the names
 * with a listed spelling starting so, else (3 consonants or more) with a skeleton starting so; their shared
 * start when it is 3 letters or more (the search matches parts of words).
 */
function unfinishedName(letters: string): string | undefined {
  const key = skeleton(transliterate(letters));
  if (key.length < MIN_UNFINISHED_SKELETON) return undefined;
  let names = SPELLINGS.filter(([spelling]) => spelling.startsWith(letters)).map(([, english]) => english);
  if (names.length === 0 && key.length >= MIN_SKELETON_LENGTH) {
    names = ENGLISH_NAMES.filter((name) => skeleton(name).startsWith(key));
  }
  const start = sharedStart([...new Set(names)]);
  return start.length >= MIN_SKELETON_LENGTH ? start : undefined;
}

/**
 * One Devanagari word not in the dictionary: a stop word (dropped), a name by its skeleton, the start of names when
 * the word may be unfinished, or the word as typed (articles written in Hindi or Nepali are found by their own
 * words: कमल finds "कमल नगर").
 */
function devanagariWord(letters: string, unfinished: boolean): string | undefined {
  if (letters === '' || STOPS.has(letters)) return undefined;
  return (
    nameBySkeleton(skeleton(transliterate(letters))) ?? (unfinished ? unfinishedName(letters) : undefined) ?? letters
  );
}

/** The dictionary phrase starting at word `at` (longest first), with how many words it takes. */
function phraseAt(words: readonly string[], at: number): { english: string; length: number } | undefined {
  for (let length = Math.min(MAX_PHRASE_WORDS, words.length - at); length >= 1; length -= 1) {
    const key = words.slice(at, at + length).join(' ');
    const english = PHRASES.get(key);
    if (english) return { english, length };
  }
  return undefined;
}

/**
 * The English search text for what a doctor typed (see the file comment); the text itself when nothing applies.
 * With `lastWordUnfinished` (product search, typed and sent in part), a last Devanagari word that starts names
 * stands for their shared start.
 */
export function understoodSearch(text: string, { lastWordUnfinished = false } = {}): string {
  const words = normalise(text)
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => (hasDevanagari(word) ? baseWord(word) : word))
    .filter((word) => word !== '');
  const out: string[] = [];
  let changed = false;
  for (let at = 0; at < words.length; ) {
    const word = words[at] ?? '';
    const phrase = hasDevanagari(word) ? phraseAt(words, at) : undefined;
    if (phrase) {
      out.push(phrase.english);
      changed = true;
      at += phrase.length;
      continue;
    }
    const unfinished = lastWordUnfinished && at === words.length - 1;
    const replaced = hasDevanagari(word) ? devanagariWord(word, unfinished) : correctedName(word);
    if (replaced !== undefined || hasDevanagari(word)) changed = true;
    if (replaced !== undefined) out.push(replaced);
    else if (!hasDevanagari(word)) out.push(word);
    at += 1;
  }
  return changed ? out.join(' ') : text;
}
