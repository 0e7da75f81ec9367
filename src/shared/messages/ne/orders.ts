/** Nepali texts of the order button and dialog (same keys as en/orders.ts). */
import type { orders as en } from '../en/orders.ts';
import type { Shape } from '../shape.ts';

export const orders = {
  orderNow: 'अहिले अर्डर गर्नुहोस्',
  processing: 'प्रक्रियामा छ...',
  cancel: 'रद्द गर्नुहोस्',
  loadingForm: 'अर्डर फारम लोड हुँदैछ…',
  pdfRequired: 'कृपया अपलोड गर्न एउटा PDF फाइल छान्नुहोस्।',
} as const satisfies Shape<typeof en>;
