/** Nepali texts of login (same keys as en/login.ts). */
import type { login as en } from '../en/login.ts';
import type { Shape } from '../shape.ts';

export const login = {
  country: 'देश',
  mobile: 'मोबाइल नम्बर',
  mobilePlaceholder: 'आफ्नो मोबाइल नम्बर लेख्नुहोस्',
  terms: 'म नियम तथा सर्तहरूमा सहमत छु',
  readTerms: 'नियम तथा सर्तहरू पढ्नुहोस्',
  submit: 'OTP पाउनुहोस्',
  sending: 'पठाउँदैछ...',
  mobileRequired: 'कृपया आफ्नो मोबाइल नम्बर लेख्नुहोस्।',
  mobileNumeric: 'मोबाइल नम्बरमा अङ्क मात्र हुनुपर्छ।',
  mobileInvalid: (country: string) => `कृपया ${country}को सही मोबाइल नम्बर लेख्नुहोस्।`,
  termsRequired: 'कृपया नियम तथा सर्तहरू स्वीकार गर्नुहोस्।',
  countryOption: (name: string, code: string) => `${name} (+${code})`,
  countries: { '91': 'भारत', '977': 'नेपाल' },
  mobileHint: '10 अङ्क, देश कोडबिना।',
  channel: 'कोड यसबाट पठाउनुहोस्',
  channels: { sms: 'SMS', whatsapp: 'WhatsApp' },
} as const satisfies Shape<typeof en>;
