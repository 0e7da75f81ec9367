/** Nepali texts only Astro renders (same keys as en/pages.ts). */
import type { pages as en } from '../en/pages.ts';
import type { Shape } from '../shape.ts';

export const pages = {
  therapiesTitle: 'नमुना अर्डर गर्नुहोस्',
  myServices: 'मेरा सेवाहरू',
  mySamplesLink: 'यस वर्षका मेरा नमुना: हरेक उत्पादनका प्याक र वार्षिक सीमा',
  profileTitle: 'मेरो प्रोफाइल',
  profileLoading: 'तपाईंको प्रोफाइल लोड हुँदैछ…',
  editProfileTitle: 'प्रोफाइल सम्पादन',
  contactTitle: 'सम्पर्क गर्नुहोस्',
  journalTitle: 'जर्नल',
  homeTitle: 'होम',
  loginTitle: 'लग इन',
  loginIntro: 'आफ्नो कम्पनी प्रतिनिधिकहाँ दर्ता गरिएको मोबाइल नम्बरबाट लग इन गर्नुहोस्।',
  settingsTitle: 'सेटिङहरू',
  verifyTitle: 'OTP प्रमाणित गर्नुहोस्',
  homeOrderSamples: 'हाम्रा थेरापीका नमुना अर्डर गर्नुहोस्',
  homeReadArticles: 'पछिल्ला लेखहरू पढ्नुहोस्',
  followUs: 'हामीलाई फलो गर्नुहोस्',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  website: 'कम्पनीको वेबसाइट',
  documentNoViewer: 'यो ब्राउजरले कागजात पृष्ठमै देखाउन सक्दैन: यसलाई नयाँ ट्याबमा खोल्नुहोस् वा डाउनलोड गर्नुहोस्।',
  dayFormat: 'Y M D|जनवरी,फेब्रुअरी,मार्च,अप्रिल,मे,जुन,जुलाई,अगस्ट,सेप्टेम्बर,अक्टोबर,नोभेम्बर,डिसेम्बर',
} as const satisfies Shape<typeof en>;
