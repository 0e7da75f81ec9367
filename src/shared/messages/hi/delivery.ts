/** Hindi texts of delivery (same keys as en/delivery.ts). */
import type { delivery as en } from '../en/delivery.ts';
import type { Shape } from '../shape.ts';

export const delivery = {
  updateAvailable: 'नया वर्शन उपलब्ध है',
  reload: 'रीलोड करें',
  offlineTitle: 'आप ऑफ़लाइन हैं',
  offlineText: 'यह पेज अभी इस डिवाइस पर सेव नहीं हुआ है। अपना कनेक्शन जांचें और फिर से कोशिश करें।',
  offlineHome: 'होम पेज पर जाएं',
  pushAsk: 'आपके लिए नए लेख और सेवाएं आने पर सूचना पाना चाहेंगे?',
  pushAllow: 'सूचनाएं चालू करें',
  pushLater: 'अभी नहीं',
  pushDenied: 'आपने सूचनाओं की अनुमति नहीं दी है',
  published: (date: string) => `प्रकाशित: ${date}`,
  savedAt: (time: string) => `अंतिम अपडेट: ${time}`,
} as const satisfies Shape<typeof en>;
