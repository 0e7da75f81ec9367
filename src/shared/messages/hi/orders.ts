/** Hindi texts of the order button and dialog (same keys as en/orders.ts). */
import type { orders as en } from '../en/orders.ts';
import type { Shape } from '../shape.ts';

export const orders = {
  orderNow: 'अभी ऑर्डर करें',
  processing: 'प्रोसेस हो रहा है...',
  cancel: 'रद्द करें',
  loadingForm: 'ऑर्डर फ़ॉर्म लोड हो रहा है…',
  pdfRequired: 'कृपया अपलोड करने के लिए एक PDF फ़ाइल चुनें।',
} as const satisfies Shape<typeof en>;
