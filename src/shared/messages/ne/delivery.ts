/** Nepali texts of delivery (same keys as en/delivery.ts). */
import type { delivery as en } from '../en/delivery.ts';
import type { Shape } from '../shape.ts';

export const delivery = {
  updateAvailable: 'नयाँ संस्करण उपलब्ध छ',
  reload: 'रिलोड गर्नुहोस्',
  offlineTitle: 'तपाईं अफलाइन हुनुहुन्छ',
  offlineText: 'यो पेज अहिलेसम्म यो डिभाइसमा सेभ भएको छैन। आफ्नो कनेक्सन जाँच गरेर फेरि प्रयास गर्नुहोस्।',
  offlineHome: 'होम पेजमा जानुहोस्',
  pushAsk: 'तपाईंका लागि नयाँ लेख र सेवाहरू आउँदा सूचना पाउन चाहनुहुन्छ?',
  pushAllow: 'सूचनाको अनुमति दिनुहोस्',
  pushLater: 'अहिले होइन',
  pushDenied: 'तपाईंले सूचनाहरूको अनुमति दिनुभएन',
  published: (date: string) => `प्रकाशित: ${date}`,
  savedAt: (time: string) => `पछिल्लो अद्यावधिक: ${time}`,
} as const satisfies Shape<typeof en>;
