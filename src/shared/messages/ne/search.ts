/** Nepali texts of search (same keys as en/search.ts). */
import type { search as en } from '../en/search.ts';
import type { Shape } from '../shape.ts';

export const search = {
  title: (text: string) => `“${text}” का खोज नतिजाहरू`,
  noArticles: 'कुनै लेख भेटिएन!',
  readJournal: 'यो जर्नल पढ्नुहोस्',
  readTherapy: (therapy: string) => `थप पढ्नुहोस्: ${therapy}`,
  openArticle: 'लेख खोल्नुहोस्',
} as const satisfies Shape<typeof en>;
