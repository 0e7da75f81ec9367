/** Hindi texts of contact (same keys as en/contact.ts). */
import type { contact as en } from '../en/contact.ts';
import type { Shape } from '../shape.ts';

export const contact = {
  messageLabel: 'आपके मैनेजरों के लिए प्राथमिकता संदेश',
  placeholder: 'अपना संदेश लिखें…',
  send: 'संदेश भेजें',
  sending: 'भेजा जा रहा है...',
  empty: 'कृपया पहले अपना संदेश लिखें।',
  managers: 'आपके मैनेजर',
  loading: 'आपके मैनेजरों की जानकारी लोड हो रही है…',
  none: 'अभी आपके लिए कोई मैनेजर नियुक्त नहीं है। कृपया अपने कंपनी प्रतिनिधि से संपर्क करें।',
  roles: {
    tbm: 'टेरिटरी बिज़नेस मैनेजर',
    abm: 'फ़र्स्ट लाइन मैनेजर',
    rbm: 'सेकंड लाइन मैनेजर',
    sm: 'थर्ड लाइन मैनेजर',
  },
  mail: 'ईमेल',
  phone: 'फ़ोन',
  countryCode: 'देश कोड',
  notAvailable: 'उपलब्ध नहीं',
  call: (name: string) => `${name} को कॉल करें`,
} as const satisfies Shape<typeof en>;
