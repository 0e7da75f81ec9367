/** Nepali texts of the privacy calls' answers and of the erasure notice (same keys as ../privacy-api.ts). */
import type { privacyApiMessages as en } from '../privacy-api.ts';
import type { Shape } from '../shape.ts';

export const privacyApiMessages = {
  consentSaved: 'तपाईंका गोपनीयता सम्बन्धी छनोटहरू सेभ भए।',
  pushConsentRequired: 'तपाईंको गोपनीयता छनोटमा सूचनाहरू बन्द छन्। सूचनाहरू पाउन सेटिङहरूमा गोपनीयता अन्तर्गत तिनलाई खोल्नुहोस्।',
  confirmRequired: 'यसको पुष्टि गर्नुपर्छ',
  erasureRequested: (reference: string) =>
    `तपाईंको डेटा मेटाउने अनुरोध हामीलाई प्राप्त भयो (सन्दर्भ ${reference})। अब तपाईं हरेक डिभाइसबाट लग आउट हुनुभयो। हाम्रो कम्प्लायन्स टोलीले 30 दिनभित्र तपाईंको डेटा मेटाउनेछ र के राखियो र किन राखियो भनेर बताउनेछ।`,
  erasurePending: 'तपाईंले आफ्नो डेटा मेटाउन पहिल्यै अनुरोध गरिसक्नुभएको छ। हाम्रो कम्प्लायन्स टोलीले त्यसमा काम गरिरहेको छ।',
  fileNotFound: 'यो अर्डरमा तपाईंको कुनै फाइल छैन।',
  erasedSubject: 'तपाईंको डेटा मेटाइयो',
  erasedNotice: (officer: string, reference: string) =>
    `मेटाउने अनुरोध ${reference}: डाक्टरहरूको पोर्टलमा तपाईंको डेटा मेटाइयो: तपाईंको प्रोफाइल, अर्डर, सन्देश, च्याट, सूचना र सेटिङहरू। कानुनले माग गरेअनुसार हामी तपाईंका नमुना लेजर प्रविष्टिहरू (दर्ता नम्बर, उत्पादन र परिमाण, UCPMP 2024) र तपाईंले पठाएका साइड इफेक्ट रिपोर्ट र मेडिकल प्रश्नहरू (फार्माकोभिजिलेन्स नियम) राख्छौं; यी रेकर्डमा मात्र तपाईंको नाम, फोन नम्बर र इमेल रहन्छ, ताकि जवाफ वा थप सोधपुछ तपाईंसम्म पुगोस्। प्रश्नका लागि: ${officer}।`,
} as const satisfies Shape<typeof en>;
