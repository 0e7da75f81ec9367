/** Hindi texts of the order forms (same keys as en/order-forms.ts). */
import type { orderForms as en } from '../en/order-forms.ts';
import { formatNumber } from '../numbers.ts';
import type { Shape } from '../shape.ts';

export const orderForms = {
  composition: 'संरचना',
  quantity: 'मात्रा',
  quantityPlaceholder: 'स्क्रिप्ट्स की मात्रा',
  dose: 'डोज़',
  dosePlaceholder: 'डोज़ चुनें',
  message: 'संदेश',
  date: 'तारीख',
  time: 'समय',
  language: 'भाषा',
  languagePlaceholder: 'भाषा चुनें',
  languageRequired: 'कृपया एक भाषा चुनें।',
  quantityRequired: 'कृपया मात्रा चुनें।',
  doseRequired: 'कृपया डोज़ चुनें।',
  printNotPdf: 'कृपया print_pdf जांचें: यह फ़ाइल PDF नहीं है। कृपया PDF दस्तावेज़ चुनें।',
  printTooLarge: 'कृपया print_pdf जांचें: फ़ाइल 10 MB से बड़ी है। कृपया छोटी PDF अपलोड करें।',
  contentLanguages: { English: 'अंग्रेज़ी', Hindi: 'हिन्दी', Nepali: 'नेपाली' },
  additionalInfo: 'अतिरिक्त जानकारी',
  webinarTitle: 'वेबिनार का शीर्षक',
  pdfFile: 'PDF फ़ाइल',
  pdfHint: 'अधिकतम 10 MB का PDF दस्तावेज़।',
  service: 'सेवा',
  chooseFile: 'PDF फ़ाइल चुनें',
  noFile: 'कोई फ़ाइल नहीं चुनी गई',
  uploadProgress: 'अपलोड की प्रगति',
  uploaded: (percent: number) => `${formatNumber('hi', percent)}% अपलोड हुआ`,
  plainQuestion: (title: string) => `क्या आप ${title} ऑर्डर करना चाहेंगे?`,
  digitalQuestion: 'अभी ऑर्डर करना चाहेंगे?',
  stillSending: 'अभी भेजा जा रहा है। आप यह विंडो बंद कर सकते हैं: ऑर्डर पूरा होने पर एक संदेश बताएगा।',
  close: 'बंद करें',
  notPlaced: (title: string, reason: string) => `${title} का ऑर्डर नहीं हुआ। ${reason}`,
} as const satisfies Shape<typeof en>;
