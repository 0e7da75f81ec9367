/** Nepali texts of contact (same keys as en/contact.ts). */
import type { contact as en } from '../en/contact.ts';
import type { Shape } from '../shape.ts';

export const contact = {
  messageLabel: 'तपाईंका म्यानेजरहरूलाई प्राथमिकता सन्देश',
  placeholder: 'आफ्नो सन्देश लेख्नुहोस्…',
  send: 'सन्देश पठाउनुहोस्',
  sending: 'पठाउँदैछ...',
  empty: 'कृपया पहिले आफ्नो सन्देश लेख्नुहोस्।',
  managers: 'तपाईंका म्यानेजरहरू',
  loading: 'तपाईंका म्यानेजरहरूको जानकारी लोड हुँदैछ…',
  none: 'तपाईंका लागि अहिलेसम्म कुनै म्यानेजर तोकिएको छैन। कृपया आफ्नो कम्पनी प्रतिनिधिलाई सम्पर्क गर्नुहोस्।',
  roles: {
    tbm: 'टेरिटरी बिजनेस म्यानेजर',
    abm: 'फर्स्ट लाइन म्यानेजर',
    rbm: 'सेकेन्ड लाइन म्यानेजर',
    sm: 'थर्ड लाइन म्यानेजर',
  },
  mail: 'इमेल',
  phone: 'फोन',
  countryCode: 'देश कोड',
  notAvailable: 'उपलब्ध छैन',
  call: (name: string) => `${name}लाई फोन गर्नुहोस्`,
} as const satisfies Shape<typeof en>;
