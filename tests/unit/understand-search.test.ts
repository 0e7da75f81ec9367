/** Hindi, Nepali, Devanagari names and typos → English search text (services/search/understand.ts, issue 43 §2). */
import { describe, expect, it } from 'vitest';
import { NAMES } from '../../src/server/services/search/devanagari-terms.ts';
import { skeleton, transliterate } from '../../src/server/services/search/transliterate.ts';
import { understoodSearch, withinOneEdit } from '../../src/server/services/search/understand.ts';

describe('understoodSearch', () => {
  it('turns Hindi and Nepali medical words and phrases into English terms', () => {
    expect(understoodSearch('मधुमेह')).toBe('diabetes');
    expect(understoodSearch('उच्च रक्तचाप')).toBe('hypertension');
    expect(understoodSearch('मुटु रोगको औषधी')).toBe('heart');
    expect(understoodSearch('दमा की दवा')).toBe('asthma');
  });

  it('turns every listed Devanagari spelling of a brand or molecule into its English name', () => {
    for (const [english, spellings] of Object.entries(NAMES)) {
      for (const spelling of spellings) expect(understoodSearch(spelling), spelling).toBe(english);
    }
  });

  it('finds a name spelt in a way not listed by its consonant skeleton, and keeps other words as typed', () => {
    expect(understoodSearch('टैल्मीकॉर')).toBe('telmicor');
    expect(understoodSearch('डोक्सोब्रीद')).toBe('doxobreathe');
    // Hindi and Nepali articles are found by their own words (a transliteration would match neither language).
    expect(understoodSearch('पेनिसिलिन')).toBe('पेनिसिलिन');
    expect(understoodSearch('कमल नगर')).toBe('कमल नगर');
  });

  it('reads a last Devanagari word typed in part as the start the names it begins share, when asked to', () => {
    const typing = (text: string) => understoodSearch(text, { lastWordUnfinished: true });
    // टेल्मि starts telmisartan and telmicor; एम्लो starts amlodipine, amlocard and amlostat.
    expect(typing('टेल्मि')).toBe('telmi');
    expect(typing('एम्लो')).toBe('amlo');
    expect(typing('मेट')).toBe('met');
    // Not the start of a listed spelling: the start of names by the consonant skeleton (भ for व).
    expect(typing('रोसुभ')).toBe('rosuv');
    // Whole words keep their meaning; only the last word may be unfinished.
    expect(typing('बीपी की टेल्मि')).toBe('blood pressure telmi');
    expect(typing('टेल्मिसार्टन')).toBe('telmisartan');
    expect(typing('टेल्मि मधुमेह')).toBe('टेल्मि diabetes');
    // Too short to say which names (one consonant), or the start of no name: as typed.
    expect(typing('एम्')).toBe('एम्');
    expect(typing('कमल')).toBe('कमल');
    // Without the option (article search, the assistant) a part of a name is a word as typed.
    expect(understoodSearch('टेल्मि')).toBe('टेल्मि');
  });

  it('corrects one typo in a product or molecule name, never more, and leaves other words alone', () => {
    expect(understoodSearch('telmisartn')).toBe('telmisartan');
    expect(understoodSearch('Telmisartn 40 mg')).toBe('telmisartan 40 mg');
    expect(understoodSearch('amlocrad')).toBe('amlocard');
    expect(understoodSearch('telmsartn')).toBe('telmsartn');
    for (const text of ['hypertension', 'amlodipin', 'statins', 'glucose', 'heart failure', 'Telmicor  ']) {
      expect(understoodSearch(text)).toBe(text);
    }
  });
});

describe('transliteration', () => {
  it('writes Devanagari in Latin letters, dropping the last inherent vowel', () => {
    expect(transliterate('टेल्मीकोर')).toBe('telmikor');
    expect(transliterate('टेल्मिसार्टन')).toBe('telmisartan');
    expect(transliterate('एज़ेटिमीब')).toBe('ezetimib');
  });

  it('gives each English name its own skeleton, so a skeleton names one product or molecule', () => {
    const skeletons = Object.keys(NAMES).map(skeleton);
    expect(new Set(skeletons).size).toBe(skeletons.length);
  });
});

describe('withinOneEdit', () => {
  it('accepts one insertion, deletion, substitution or swap, and refuses two', () => {
    expect(withinOneEdit('telmisartn', 'telmisartan')).toBe(true);
    expect(withinOneEdit('telmisartaan', 'telmisartan')).toBe(true);
    expect(withinOneEdit('telmizartan', 'telmisartan')).toBe(true);
    expect(withinOneEdit('telmisratan', 'telmisartan')).toBe(true);
    expect(withinOneEdit('telmsartn', 'telmisartan')).toBe(false);
    expect(withinOneEdit('telmisartan', 'telmisartan')).toBe(true);
  });
});
