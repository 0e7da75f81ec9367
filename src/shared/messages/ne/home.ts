/** Nepali texts of home (same keys as en/home.ts). */
import type { home as en } from '../en/home.ts';
import type { Shape } from '../shape.ts';

export const home = {
  categories: 'हाम्रा सेवाहरू',
  loading: 'सेवाहरू लोड हुँदैछन्…',
  empty: 'तपाईंको थेरापी क्षेत्रका लागि अहिलेसम्म कुनै सेवा उपलब्ध छैन।',
} as const satisfies Shape<typeof en>;
