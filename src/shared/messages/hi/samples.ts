/** Hindi texts of samples within UCPMP 2024 (same keys as en/samples.ts). */
import { formatNumber } from '../numbers.ts';
import { pluralOf } from '../plurals.ts';
import type { samples as en } from '../en/samples.ts';
import type { Shape } from '../shape.ts';

export const samples = {
  registrationTitle: 'मेडिकल रजिस्ट्रेशन',
  registrationIntro:
    'सैंपल केवल उन्हीं डॉक्टरों को भेजे जा सकते हैं जिनका मेडिकल रजिस्ट्रेशन सत्यापित है (UCPMP 2024)। हमारी कम्प्लायंस टीम इसे आपकी काउंसिल से जांचती है।',
  statusLabel: 'स्थिति',
  statuses: {
    Unverified: 'अभी जमा नहीं किया गया',
    Pending: 'सत्यापन की प्रतीक्षा में',
    Verified: 'सत्यापित',
    Rejected: 'सत्यापित नहीं हुआ',
  },
  reasonLabel: 'कारण',
  fields: {
    registration_number: 'रजिस्ट्रेशन नंबर',
    registration_council: 'मेडिकल काउंसिल',
    registration_year: 'रजिस्ट्रेशन का वर्ष',
  },
  councilPlaceholder: 'अपनी काउंसिल चुनें',
  submit: 'सत्यापन के लिए जमा करें',
  submitting: 'जमा हो रहा है…',
  loading: 'आपका रजिस्ट्रेशन लोड हो रहा है…',
  needRegistration: 'सैंपल केवल उन्हीं डॉक्टरों को भेजे जा सकते हैं जिनका मेडिकल रजिस्ट्रेशन सत्यापित है।',
  needRegistrationAdd: 'कृपया अपनी प्रोफ़ाइल में अपना रजिस्ट्रेशन नंबर, काउंसिल और वर्ष जोड़ें।',
  needRegistrationPending: (number: string, council: string) =>
    `आपका रजिस्ट्रेशन ${number} (${council}) हमारी कम्प्लायंस टीम द्वारा सत्यापन की प्रतीक्षा में है।`,
  needRegistrationRejected: (number: string, council: string, reason: string) =>
    `आपका रजिस्ट्रेशन ${number} (${council}) सत्यापित नहीं हो सका: ${reason}।`,
  openProfile: 'मेरे रजिस्ट्रेशन पर जाएं',
  allowance: (packs: number, product: string, until: string) =>
    `आप ${until} तक ${product} ${pluralOf('hi', packs, { one: 'का', other: 'के' })} ${formatNumber('hi', packs)} और पैक ऑर्डर कर सकते हैं।`,
  allowanceNone: (product: string, until: string) =>
    `आपने इस वर्ष ${product} की पूरी सीमा ऑर्डर कर ली है। आप ${until} के बाद इसे फिर से ऑर्डर कर सकते हैं।`,
  mineTitle: 'मेरे सैंपल',
  mineIntro: (cap: number, start: string, end: string) =>
    `हर प्रोडक्ट के साल में अधिकतम ${cap} पैक (${start} से ${end} तक), सभी डोज़ मिलाकर।`,
  mineNone: 'आपने इस वर्ष कोई सैंपल ऑर्डर नहीं किया है।',
  minePacks: (packs: number, cap: number) => `${cap} में से ${packs} पैक`,
  mineLoading: 'आपके सैंपल लोड हो रहे हैं…',
} as const satisfies Shape<typeof en>;
