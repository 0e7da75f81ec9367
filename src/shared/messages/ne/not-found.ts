/** Nepali texts of notFound (same keys as en/not-found.ts). */
import type { notFound as en } from '../en/not-found.ts';
import type { Shape } from '../shape.ts';

export const notFound = {
  title: 'पेज भेटिएन',
  text: 'तपाईंले खोज्नुभएको पेज छैन वा अर्को ठाउँमा सारिएको छ।',
  home: 'होम पेजमा जानुहोस्',
} as const satisfies Shape<typeof en>;
