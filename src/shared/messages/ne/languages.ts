/** Nepali texts of languageSwitch (same keys as en/languages.ts). */
import type { languageSwitch as en } from '../en/languages.ts';
import type { Shape } from '../shape.ts';

export const languageSwitch = {
  label: 'भाषा',
  hint: 'पोर्टल, यसका सन्देश र तपाईंका SMS तथा इमेल यही भाषामा हुनेछन्।',
  keys: 'किबोर्डबाट: तीर कुञ्जीहरूले भाषा छान्नुहोस्, अनि Enter थिच्नुहोस्।',
  untranslated: 'यो पेज अहिले तपाईंको भाषामा उपलब्ध छैन, त्यसैले अङ्ग्रेजीमा देखाइएको छ।',
  saveFailed: 'तपाईंको रोजाइ यो डिभाइसमा राखिएको छ, तर तपाईंको खातामा सेभ हुन सकेन। अर्को पटक सेभ हुनेछ।',
} as const satisfies Shape<typeof en>;
