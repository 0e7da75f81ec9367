/** Nepali texts of common (same keys as en/common.ts). */
import type { common as en } from '../en/common.ts';
import type { Shape } from '../shape.ts';

export const common = {
  loading: 'लोड हुँदैछ…',
  newTab: '(नयाँ ट्याबमा खुल्छ)',
  dismiss: 'हटाउनुहोस्',
  close: 'बन्द गर्नुहोस्',
  search: 'लेख खोज्नुहोस्',
  searchPlaceholder: 'लेख खोज्नुहोस्',
  searchSubmit: 'खोज्नुहोस्',
} as const satisfies Shape<typeof en>;
