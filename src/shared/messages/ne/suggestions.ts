/** Nepali texts of the search suggestions (same keys as en/suggestions.ts). */
import type { suggestions as en } from '../en/suggestions.ts';
import { formatNumber } from '../numbers.ts';
import type { Shape } from '../shape.ts';

export const suggestions = {
  list: 'सुझावहरू',
  // After a number Nepali keeps the noun singular: "1 सुझाव", "5 सुझाव".
  count: (count: number) => `${formatNumber('ne', count)} सुझाव`,
  kinds: { product: 'उत्पादन', molecule: 'मोलिक्युल', therapy: 'थेरापी', page: 'पेज' },
} as const satisfies Shape<typeof en>;
