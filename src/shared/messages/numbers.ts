/**
 * Numbers in Hindi and Nepali texts: Intl with the locale's grouping (1,23,456) and Latin digits, as codes, phone
 * numbers and timers on the same screen are written (docs/GLOSSARY.md "Digits").
 */
const formats = {
  hi: new Intl.NumberFormat('hi-IN', { numberingSystem: 'latn' }),
  ne: new Intl.NumberFormat('ne-NP', { numberingSystem: 'latn' }),
} as const;

/** A count, duration or percentage written for a Hindi (`hi`) or Nepali (`ne`) sentence. */
export const formatNumber = (language: keyof typeof formats, value: number): string => formats[language].format(value);
