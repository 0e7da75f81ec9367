/** Nepali texts of samples within UCPMP 2024 (same keys as en/samples.ts). */
import { formatNumber } from '../numbers.ts';
import { pluralOf } from '../plurals.ts';
import type { samples as en } from '../en/samples.ts';
import type { Shape } from '../shape.ts';

export const samples = {
  registrationTitle: 'मेडिकल दर्ता',
  registrationIntro:
    'नमुना मेडिकल दर्ता प्रमाणित भएका डाक्टरलाई मात्र पठाउन सकिन्छ (UCPMP 2024)। हाम्रो कम्प्लायन्स टोलीले यसलाई तपाईंको काउन्सिलसँग जाँच गर्छ।',
  statusLabel: 'स्थिति',
  statuses: {
    Unverified: 'अहिलेसम्म पेस गरिएको छैन',
    Pending: 'प्रमाणीकरणको प्रतीक्षामा',
    Verified: 'प्रमाणित',
    Rejected: 'प्रमाणित हुन सकेन',
  },
  reasonLabel: 'कारण',
  fields: {
    registration_number: 'दर्ता नम्बर',
    registration_council: 'मेडिकल काउन्सिल',
    registration_year: 'दर्ता भएको वर्ष',
  },
  councilPlaceholder: 'आफ्नो काउन्सिल छान्नुहोस्',
  submit: 'प्रमाणीकरणका लागि पेस गर्नुहोस्',
  submitting: 'पेस हुँदैछ…',
  loading: 'तपाईंको दर्ता लोड हुँदैछ…',
  needRegistration: 'नमुना मेडिकल दर्ता प्रमाणित भएका डाक्टरलाई मात्र पठाउन सकिन्छ।',
  needRegistrationAdd: 'कृपया आफ्नो प्रोफाइलमा दर्ता नम्बर, काउन्सिल र वर्ष थप्नुहोस्।',
  needRegistrationPending: (number: string, council: string) =>
    `तपाईंको दर्ता ${number} (${council}) हाम्रो कम्प्लायन्स टोलीको प्रमाणीकरणको प्रतीक्षामा छ।`,
  needRegistrationRejected: (number: string, council: string, reason: string) =>
    `तपाईंको दर्ता ${number} (${council}) प्रमाणित हुन सकेन: ${reason}।`,
  openProfile: 'मेरो दर्तामा जानुहोस्',
  allowance: (packs: number, product: string, until: string) =>
    `तपाईं ${until} सम्म ${product} ${pluralOf('ne', packs, { one: 'को', other: 'का' })} थप ${formatNumber('ne', packs)} ${pluralOf('ne', packs, { one: 'प्याक', other: 'प्याकहरू' })} अर्डर गर्न सक्नुहुन्छ।`,
  allowanceNone: (product: string, until: string) =>
    `तपाईंले यस वर्ष ${product} को पूरा सीमा अर्डर गरिसक्नुभयो। ${until} पछि फेरि अर्डर गर्न सक्नुहुन्छ।`,
  mineTitle: 'मेरा नमुना',
  mineIntro: (cap: number, start: string, end: string) =>
    `हरेक उत्पादनको वर्षमा बढीमा ${cap} प्याक (${start} देखि ${end} सम्म), सबै डोज मिलाएर।`,
  mineNone: 'तपाईंले यस वर्ष कुनै नमुना अर्डर गर्नुभएको छैन।',
  minePacks: (packs: number, cap: number) => `${cap} मध्ये ${packs} प्याक`,
  mineLoading: 'तपाईंका नमुना लोड हुँदैछन्…',
} as const satisfies Shape<typeof en>;
