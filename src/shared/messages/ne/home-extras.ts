/** Nepali texts of homeExtras (same keys as en/home-extras.ts). */
import type { homeExtras as en } from '../en/home-extras.ts';
import type { Shape } from '../shape.ts';

export const homeExtras = {
  popupTitle: 'सूचना',
  popupImage: 'सूचनाको ब्यानर',
  orderSamples: 'हाम्रा थेरापीका नमुना अर्डर गर्नुहोस्',
  readArticles: 'पछिल्ला लेखहरू पढ्नुहोस्',
  feedback: 'हामीलाई आफ्नो प्रतिक्रिया दिनुहोस्',
  campaign: 'हाम्रो हालको अभियान हेर्नुहोस्',
  brandPanel: (focus: string) => `${focus}: हाम्रा थेरापी र सेवाहरू`,
  followUs: 'हामीलाई फलो गर्नुहोस्',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  website: 'कम्पनीको वेबसाइट',
} as const satisfies Shape<typeof en>;
