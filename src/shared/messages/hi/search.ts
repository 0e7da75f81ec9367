/** Hindi texts of search (same keys as en/search.ts). */
import type { search as en } from '../en/search.ts';
import type { Shape } from '../shape.ts';

export const search = {
  title: (text: string) => `“${text}” के खोज परिणाम`,
  noArticles: 'कोई लेख नहीं मिला!',
} as const satisfies Shape<typeof en>;
