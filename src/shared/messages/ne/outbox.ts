/** Nepali texts of the outbox (same keys as en/outbox.ts). */
import type { outbox as en } from '../en/outbox.ts';
import type { Shape } from '../shape.ts';

export const outbox = {
  saved: 'यो उपकरणमा सुरक्षित गरियो। पोर्टलसँग जोडिनासाथ यो आफैँ पठाइनेछ।',
  title: 'पठाउन बाँकी',
  intro: 'पोर्टलमा पुग्न नसक्दा यो उपकरणमा सुरक्षित गरियो। जोडिँदा हरेक आफैँ, एक पटक पठाइनेछ।',
  waiting: 'जडानको प्रतीक्षामा',
  notAccepted: (reason: string) => `स्वीकार भएन: ${reason}`,
  cancel: 'रद्द गर्नुहोस्',
  question: (product: string) => `${product} बारे मेडिकल प्रश्न`,
  report: (product: string) => `${product} को साइड इफेक्ट रिपोर्ट`,
  sent: (label: string, confirmation: string) => `पठाइयो: ${label}। ${confirmation}`,
  refused: (label: string, reason: string) => `स्वीकार भएन: ${label}। ${reason}`,
  logoutWarning: 'यो उपकरणमा सुरक्षित अर्डर वा सन्देशहरू अझै पठाउन बाँकी छन्। लग आउट गर्दा ती मेटिनेछन्। तैपनि लग आउट गर्ने?',
} as const satisfies Shape<typeof en>;
