/** Hindi texts of nav (same keys as en/nav.ts). */
import type { nav as en } from '../en/nav.ts';
import type { Shape } from '../shape.ts';

export const nav = {
  home: 'होम',
  articles: 'लेख',
  profile: 'मेरी प्रोफ़ाइल',
  services: 'मेरी सेवाएं',
  orders: 'ऑर्डर हिस्ट्री',
  contact: 'संपर्क',
  medicalQuestion: 'मेडिकल प्रश्न पूछें',
  reportSideEffect: 'साइड इफ़ेक्ट की रिपोर्ट करें',
  privacy: 'गोपनीयता नीति',
  settings: 'सेटिंग्स',
  logout: 'लॉग आउट',
  companyPortal: 'कंपनी पोर्टल',
  menu: 'मेनू',
  closeMenu: 'मेनू बंद करें',
  main: 'मुख्य नेविगेशन',
  quickLinks: 'क्विक लिंक',
  skipToContent: 'मुख्य सामग्री पर जाएं',
  brandHome: (brand: string) => `${brand}: होम`,
  copyright: (brand: string, year: number) => `© ${year} ${brand}. केवल पंजीकृत स्वास्थ्य पेशेवरों के लिए।`,
} as const satisfies Shape<typeof en>;
