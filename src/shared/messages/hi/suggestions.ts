/** Hindi texts of the search suggestions (same keys as en/suggestions.ts). */
import type { suggestions as en } from '../en/suggestions.ts';
import { formatNumber } from '../numbers.ts';
import type { Shape } from '../shape.ts';

export const suggestions = {
  list: 'सुझाव',
  // "सुझाव" does not change with the count.
  count: (count: number) => `${formatNumber('hi', count)} सुझाव`,
  kinds: { product: 'प्रोडक्ट', molecule: 'मॉलिक्यूल', therapy: 'थेरेपी', page: 'पेज' },
} as const satisfies Shape<typeof en>;
