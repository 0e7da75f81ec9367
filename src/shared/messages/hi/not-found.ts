/** Hindi texts of notFound (same keys as en/not-found.ts). */
import type { notFound as en } from '../en/not-found.ts';
import type { Shape } from '../shape.ts';

export const notFound = {
  title: 'पेज नहीं मिला',
  text: 'आप जो पेज ढूंढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
  home: 'होम पेज पर जाएं',
} as const satisfies Shape<typeof en>;
