/** Plural forms of counted words (its own module, so that only the texts that count things carry it). */

/** The word of a count in the language's plural form (Intl.PluralRules: `one` or else `other`). */
export const pluralOf = (language: 'en' | 'hi' | 'ne', count: number, forms: { one: string; other: string }): string =>
  new Intl.PluralRules(language).select(count) === 'one' ? forms.one : forms.other;
