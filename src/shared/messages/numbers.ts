/**
 * Numbers in Hindi and Nepali texts: Intl with the locale's grouping (1,23,456) and Latin digits, as codes, phone
 * numbers and timers on the same screen are written (docs/GLOSSARY.md "Digits").
 */
const LOCALE = { hi: 'hi-IN', ne: 'ne-NP' } as const;

/** A count, duration or percentage written for a Hindi (`hi`) or Nepali (`ne`) sentence. */
export const formatNumber = (language: keyof typeof LOCALE, value: number): string =>
  new Intl.NumberFormat(LOCALE[language], { numberingSystem: 'latn' }).format(value);
