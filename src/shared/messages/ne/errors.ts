/** Nepali texts of errors (same keys as en/errors.ts). */
import type { errors as en } from '../en/errors.ts';
import type { Shape } from '../shape.ts';

export const errors = {
  network: 'पोर्टलबाट जवाफ आएन। कृपया कनेक्सन जाँच गरेर फेरि प्रयास गर्नुहोस्।',
  server: 'हाम्रो तर्फबाट केही समस्या भयो। कृपया केही बेरपछि फेरि प्रयास गर्नुहोस्।',
  retry: 'फेरि प्रयास गर्नुहोस्',
  offline: 'जडान थिएन, त्यसैले केही पनि पठाइएन। कृपया जोडिएपछि फेरि पठाउनुहोस्।',
  sessionEnded: 'तपाईंको सत्र सकिएको छ। कृपया फेरि लग इन गर्नुहोस्।',
} as const satisfies Shape<typeof en>;
