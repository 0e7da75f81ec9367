/** Nepali texts of homeExtras (same keys as en/home-extras.ts). */
import type { homeExtras as en } from '../en/home-extras.ts';
import type { Shape } from '../shape.ts';

export const homeExtras = {
  popupTitle: 'सूचना',
  popupImage: 'सूचनाको ब्यानर',
  feedback: 'हामीलाई आफ्नो प्रतिक्रिया दिनुहोस्',
  campaign: 'हाम्रो हालको अभियान हेर्नुहोस्',
  brandPanel: (focus: string) => `${focus}: हाम्रा थेरापी र सेवाहरू`,
} as const satisfies Shape<typeof en>;
