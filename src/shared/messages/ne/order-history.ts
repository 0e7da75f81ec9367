/** Nepali texts of My Services and its Order History (same keys as en/order-history.ts). */
import type { orderHistory as en } from '../en/order-history.ts';
import type { Shape } from '../shape.ts';

export const orderHistory = {
  history: 'अर्डर इतिहास',
  loadingHistory: 'तपाईंका अर्डरहरू लोड हुँदैछन्…',
  noOrders: 'तपाईंले अहिलेसम्म कुनै अर्डर गर्नुभएको छैन।',
  orderNumber: (id: string) => `अर्डर नं. ${id}`,
  statuses: {
    Requested: 'अनुरोध प्राप्त: तपाईंको अनुरोध हामीसँग छ',
    Approved: 'स्वीकृत: तयार हुँदैछ',
    Accepted: 'स्वीकार गरियो: तयार हुँदैछ',
    Scheduled: 'तय भयो: मिति तोकिएको छ',
    Done: 'सम्पन्न',
    Rejected: 'स्वीकार गरिएन',
    Dispatched: 'पठाइयो: तपाईंतर्फ आउँदैछ',
    Delivered: 'पुर्‍याइयो',
    Cancelled: 'रद्द',
  },
  courier: (name: string) => `कुरियर: ${name}`,
  tracking: (number: string) => `ट्र्याकिङ नम्बर: ${number}`,
  columns: {
    sub_category: 'उप-श्रेणी',
    Table: 'सेवाको प्रकार',
    Language: 'भाषा',
    Date: 'चाहिएको मिति',
    Time: 'चाहिएको समय',
    Addl_Description: 'थप विवरण',
    message: 'तपाईंको सन्देश',
    requested_on: 'अनुरोध मिति',
    status: 'स्थिति',
    status_on: 'स्थिति मिति',
  },
  contentLanguages: { English: 'अङ्ग्रेजी', Hindi: 'हिन्दी', Nepali: 'नेपाली' },
  tables: {
    samples: 'नमुना',
    sanitization: 'सेनिटाइजेसन',
    personalised_printables: 'व्यक्तिगत प्रिन्ट सामग्री',
    printables: 'प्रिन्ट सामग्री',
    prints: 'प्रिन्ट',
    accessories: 'एक्सेसरिज',
    therapy_specific: 'थेरापी विशेष',
    webinar: 'वेबिनार',
    personalised_video: 'व्यक्तिगत भिडियो',
    digital: 'डिजिटल',
  },
} as const satisfies Shape<typeof en>;
