/** Hindi texts of search (same keys as en/search.ts). */
import type { search as en } from '../en/search.ts';
import type { Shape } from '../shape.ts';

export const search = {
  title: (text: string) => `“${text}” के खोज परिणाम`,
  noArticles: 'कोई लेख नहीं मिला!',
  readJournal: 'यह जर्नल पढ़ें',
  readTherapy: (therapy: string) => `और पढ़ें: ${therapy}`,
  openArticle: 'लेख खोलें',
} as const satisfies Shape<typeof en>;
