/** Nepali texts of search (same keys as en/search.ts). */
import type { search as en } from '../en/search.ts';
import type { Shape } from '../shape.ts';

export const search = {
  title: (text: string) => `“${text}” का खोज नतिजाहरू`,
  noArticles: 'कुनै लेख भेटिएन!',
} as const satisfies Shape<typeof en>;
