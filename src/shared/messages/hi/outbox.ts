/** Hindi texts of the outbox (same keys as en/outbox.ts). */
import type { outbox as en } from '../en/outbox.ts';
import type { Shape } from '../shape.ts';

export const outbox = {
  saved: 'इस डिवाइस पर सहेजा गया। पोर्टल से जुड़ते ही यह अपने आप भेज दिया जाएगा।',
  title: 'भेजे जाने की प्रतीक्षा में',
  intro: 'पोर्टल तक न पहुँच पाने पर इस डिवाइस पर सहेजा गया। जुड़ते ही हर एक अपने आप, एक बार भेजा जाएगा।',
  waiting: 'कनेक्शन की प्रतीक्षा है',
  notAccepted: (reason: string) => `स्वीकार नहीं हुआ: ${reason}`,
  cancel: 'रद्द करें',
  question: (product: string) => `${product} के बारे में मेडिकल प्रश्न`,
  report: (product: string) => `${product} के साइड इफ़ेक्ट की रिपोर्ट`,
  sent: (label: string, confirmation: string) => `भेजा गया: ${label}। ${confirmation}`,
  refused: (label: string, reason: string) => `स्वीकार नहीं हुआ: ${label}। ${reason}`,
  logoutWarning: 'इस डिवाइस पर सहेजे गए ऑर्डर या संदेश अभी भेजे जाने बाकी हैं। लॉग आउट करने पर वे मिट जाएँगे। फिर भी लॉग आउट करें?',
} as const satisfies Shape<typeof en>;
