/** Nepali texts of the order forms (same keys as en/order-forms.ts). */
import type { orderForms as en } from '../en/order-forms.ts';
import { formatNumber } from '../numbers.ts';
import type { Shape } from '../shape.ts';

export const orderForms = {
  composition: 'संरचना',
  quantity: 'परिमाण',
  quantityPlaceholder: 'स्क्रिप्टको परिमाण',
  dose: 'डोज',
  dosePlaceholder: 'डोज छान्नुहोस्',
  message: 'सन्देश',
  date: 'मिति',
  time: 'समय',
  language: 'भाषा',
  languagePlaceholder: 'भाषा छान्नुहोस्',
  languageRequired: 'कृपया एउटा भाषा छान्नुहोस्।',
  additionalInfo: 'थप जानकारी',
  webinarTitle: 'वेबिनारको शीर्षक',
  pdfFile: 'PDF फाइल',
  pdfHint: 'बढीमा 10 MB को PDF कागजात।',
  service: 'सेवा',
  chooseFile: 'PDF फाइल छान्नुहोस्',
  noFile: 'कुनै फाइल छानिएको छैन',
  uploadProgress: 'अपलोडको प्रगति',
  uploaded: (percent: number) => `${formatNumber('ne', percent)}% अपलोड भयो`,
  plainQuestion: (title: string) => `के तपाईं ${title} अर्डर गर्न चाहनुहुन्छ?`,
  digitalQuestion: 'अहिले अर्डर गर्न चाहनुहुन्छ?',
} as const satisfies Shape<typeof en>;
