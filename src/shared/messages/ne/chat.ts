/** Nepali texts of chat (same keys as en/chat.ts). */
import type { chat as en } from '../en/chat.ts';
import { formatNumber } from '../numbers.ts';
import type { Shape } from '../shape.ts';

export const chat = {
  open: 'सहायकसँग च्याट गर्नुहोस्',
  close: 'च्याट बन्द गर्नुहोस्',
  title: 'मेडिकल सहायक',
  assistantAlt: 'सहायक',
  greeting: 'नमस्ते डाक्टर, म तपाईंलाई कसरी सहयोग गर्न सक्छु?',
  resetGreeting: 'नमस्ते! आज म तपाईंलाई के सहयोग गरूँ?',
  log: 'सहायकसँगको कुराकानी',
  you: 'तपाईं:',
  assistant: 'सहायक:',
  inputLabel: 'तपाईंको प्रश्न',
  placeholder: 'आफ्नो प्रश्न लेख्नुहोस्…',
  count: (length: number, max: number) => `${formatNumber('ne', length)} / ${formatNumber('ne', max)} अक्षर`,
  tooLong: (max: number) => `प्रश्न पठाउन धेरै लामो छ। कृपया यसलाई ${formatNumber('ne', max)} अक्षरभित्र छोट्याउनुहोस्।`,
  send: 'पठाउनुहोस्',
  typing: '...',
  typingLabel: 'सहायक लेख्दैछ',
  failed: 'सहायकले अहिले जवाफ दिन सकेन।',
  retry: 'फेरि प्रयास गर्नुहोस्',
  terms: 'नियम तथा सर्तहरू',
  disclaimer: 'अस्वीकरण',
  disclaimerTitle: 'अस्वीकरण',
  disclaimerText: (brand: string) => `यो बट वा ${brand} एप र सेवाहरू प्रयोग गरेर तपाईं नियम तथा सर्तहरूमा सहमत हुनुहुन्छ।`,
  readFirst: 'सहमति दिनुअघि कृपया यिनलाई पढ्नुहोस्:',
  agreeCheck: 'मैले नियम तथा सर्तहरू पढेँ र म सहमत छु',
  agree: 'म सहमत छु',
  agreeing: 'प्रक्रियामा छ...',
  reportOffer: 'साइड इफेक्ट रिपोर्ट गर्नुहोस्',
} as const satisfies Shape<typeof en>;
