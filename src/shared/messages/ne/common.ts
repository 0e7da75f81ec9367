/** Nepali texts of common (same keys as en/common.ts). */
import type { common as en } from '../en/common.ts';
import type { Shape } from '../shape.ts';

export const common = {
  loading: 'लोड हुँदैछ…',
  loadingMore: 'थप लोड हुँदैछ…',
  endOfList: 'तपाईं सूचीको अन्त्यमा पुग्नुभयो।',
  newTab: '(नयाँ ट्याबमा खुल्छ)',
  dismiss: 'हटाउनुहोस्',
  close: 'बन्द गर्नुहोस्',
  copyright: (brand: string, year: number) => `© ${year} ${brand}. दर्ता भएका स्वास्थ्यकर्मीहरूका लागि मात्र।`,
} as const satisfies Shape<typeof en>;
