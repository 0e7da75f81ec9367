/** Hindi texts of login (same keys as en/login.ts). */
import type { login as en } from '../en/login.ts';
import type { Shape } from '../shape.ts';

export const login = {
  country: 'देश',
  mobile: 'मोबाइल नंबर',
  mobilePlaceholder: 'अपना मोबाइल नंबर दर्ज करें',
  terms: 'मैं नियम और शर्तों से सहमत हूं',
  readTerms: 'नियम और शर्तें पढ़ें',
  submit: 'OTP पाएं',
  sending: 'भेजा जा रहा है...',
  mobileRequired: 'कृपया अपना मोबाइल नंबर दर्ज करें।',
  mobileNumeric: 'मोबाइल नंबर में केवल अंक होने चाहिए।',
  mobileInvalid: (country: string) => `कृपया ${country} का सही मोबाइल नंबर दर्ज करें।`,
  termsRequired: 'कृपया नियम और शर्तें स्वीकार करें।',
  countryOption: (name: string, code: string) => `${name} (+${code})`,
  countries: { '91': 'भारत', '977': 'नेपाल' },
  mobileHint: '10 अंक, देश कोड के बिना।',
  channel: 'कोड इससे भेजें',
  channels: { sms: 'SMS', whatsapp: 'WhatsApp' },
} as const satisfies Shape<typeof en>;
