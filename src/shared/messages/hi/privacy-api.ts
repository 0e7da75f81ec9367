/** Hindi texts of the privacy calls' answers and of the erasure notice (same keys as ../privacy-api.ts). */
import type { privacyApiMessages as en } from '../privacy-api.ts';
import type { Shape } from '../shape.ts';

export const privacyApiMessages = {
  consentSaved: 'आपकी गोपनीयता संबंधी पसंद सेव हो गई है।',
  pushConsentRequired: 'आपकी गोपनीयता पसंद में सूचनाएं बंद हैं। सूचनाएं पाने के लिए सेटिंग्स में गोपनीयता के अंतर्गत उन्हें चालू करें।',
  confirmRequired: 'इसकी पुष्टि करना ज़रूरी है',
  erasureRequested: (reference: string) =>
    `आपका डेटा मिटाने का अनुरोध हमें मिल गया है (संदर्भ ${reference})। अब आप हर डिवाइस से लॉग आउट हो गए हैं। हमारी कम्प्लायंस टीम 30 दिनों के भीतर आपका डेटा मिटाएगी और बताएगी कि क्या रखा गया और क्यों।`,
  erasurePending: 'आप पहले ही अपना डेटा मिटाने का अनुरोध कर चुके हैं। हमारी कम्प्लायंस टीम उस पर काम कर रही है।',
  fileNotFound: 'इस ऑर्डर में आपकी कोई फ़ाइल नहीं है।',
  erasedSubject: 'आपका डेटा मिटा दिया गया है',
  erasedNotice: (officer: string, reference: string) =>
    `मिटाने का अनुरोध ${reference}: डॉक्टरों के पोर्टल पर आपका डेटा मिटा दिया गया है: आपकी प्रोफ़ाइल, ऑर्डर, संदेश, चैट, सूचनाएं और सेटिंग्स। कानून के अनुसार हम आपकी सैंपल लेजर प्रविष्टियां (रजिस्ट्रेशन नंबर, प्रोडक्ट और मात्रा, UCPMP 2024) और आपके भेजे गए दुष्प्रभाव (साइड इफ़ेक्ट) रिपोर्ट व मेडिकल प्रश्न (फ़ार्माकोविजिलेंस नियम) रखते हैं; केवल इन रिकॉर्ड में आपका नाम, फ़ोन नंबर और ई-मेल रहता है, ताकि उत्तर या आगे की पूछताछ आप तक पहुंच सके। प्रश्नों के लिए: ${officer}।`,
} as const satisfies Shape<typeof en>;
