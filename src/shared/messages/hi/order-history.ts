/** Hindi texts of My Services and its Order History (same keys as en/order-history.ts). */
import type { orderHistory as en } from '../en/order-history.ts';
import type { Shape } from '../shape.ts';

export const orderHistory = {
  history: 'ऑर्डर हिस्ट्री',
  loadingHistory: 'आपके ऑर्डर लोड हो रहे हैं…',
  noOrders: 'आपने अभी तक कोई ऑर्डर नहीं दिया है।',
  orderNumber: (id: string) => `ऑर्डर नं. ${id}`,
  statuses: {
    Requested: 'अनुरोध मिला: आपका अनुरोध हमारे पास है',
    Approved: 'स्वीकृत: तैयार किया जा रहा है',
    Accepted: 'स्वीकार किया गया: तैयार किया जा रहा है',
    Scheduled: 'निर्धारित: तारीख तय हो गई है',
    Done: 'पूरा हुआ',
    Rejected: 'स्वीकार नहीं किया गया',
    Dispatched: 'भेजा गया: आपके पास आ रहा है',
    Delivered: 'पहुंचा दिया गया',
    Cancelled: 'रद्द',
  },
  courier: (name: string) => `कूरियर: ${name}`,
  tracking: (number: string) => `ट्रैकिंग नंबर: ${number}`,
  columns: {
    sub_category: 'उप-श्रेणी',
    Table: 'सेवा का प्रकार',
    Language: 'भाषा',
    Date: 'चाही गई तारीख',
    Time: 'चाहा गया समय',
    Addl_Description: 'अतिरिक्त विवरण',
    message: 'आपका संदेश',
    requested_on: 'अनुरोध की तारीख',
    status: 'स्थिति',
    status_on: 'स्थिति की तारीख',
  },
  contentLanguages: { English: 'अंग्रेज़ी', Hindi: 'हिन्दी', Nepali: 'नेपाली' },
  tables: {
    samples: 'सैंपल',
    sanitization: 'सैनिटाइज़ेशन',
    personalised_printables: 'पर्सनलाइज़्ड प्रिंट सामग्री',
    printables: 'प्रिंट सामग्री',
    prints: 'प्रिंट',
    accessories: 'एक्सेसरीज़',
    therapy_specific: 'थेरेपी विशेष',
    webinar: 'वेबिनार',
    personalised_video: 'पर्सनलाइज़्ड वीडियो',
    digital: 'डिजिटल',
  },
} as const satisfies Shape<typeof en>;
