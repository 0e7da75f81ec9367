/** Hindi texts only Astro renders (same keys as en/pages.ts). */
import type { pages as en } from '../en/pages.ts';
import type { Shape } from '../shape.ts';

export const pages = {
  therapiesTitle: 'सैंपल ऑर्डर करें',
  myServices: 'मेरी सेवाएं',
  mySamplesLink: 'इस वर्ष मेरे सैंपल: हर प्रोडक्ट के पैक और सालाना सीमा',
  profileTitle: 'मेरी प्रोफ़ाइल',
  profileLoading: 'आपकी प्रोफ़ाइल लोड हो रही है…',
  editProfileTitle: 'प्रोफ़ाइल बदलें',
  contactTitle: 'संपर्क करें',
  journalTitle: 'जर्नल',
  homeTitle: 'होम',
  loginTitle: 'लॉग इन',
  loginIntro: 'अपने कंपनी प्रतिनिधि के पास पंजीकृत मोबाइल नंबर से लॉग इन करें।',
  settingsTitle: 'सेटिंग्स',
  verifyTitle: 'OTP सत्यापित करें',
  homeOrderSamples: 'हमारी थेरेपी के सैंपल ऑर्डर करें',
  homeReadArticles: 'नए लेख पढ़ें',
  followUs: 'हमें फ़ॉलो करें',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  website: 'कंपनी की वेबसाइट',
  documentNoViewer: 'यह ब्राउज़र दस्तावेज़ को पेज पर नहीं दिखा सकता: इसे नए टैब में खोलें या डाउनलोड करें।',
  dayFormat: 'D M Y|जन॰,फ़र॰,मार्च,अप्रैल,मई,जून,जुल॰,अग॰,सित॰,अक्टू॰,नव॰,दिस॰',
} as const satisfies Shape<typeof en>;
