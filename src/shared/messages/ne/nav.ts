/** Nepali texts of nav (same keys as en/nav.ts). */
import type { nav as en } from '../en/nav.ts';
import type { Shape } from '../shape.ts';

export const nav = {
  home: 'होम',
  articles: 'लेखहरू',
  profile: 'मेरो प्रोफाइल',
  services: 'मेरा सेवाहरू',
  orders: 'अर्डर इतिहास',
  contact: 'सम्पर्क',
  medicalQuestion: 'मेडिकल प्रश्न सोध्नुहोस्',
  reportSideEffect: 'साइड इफेक्ट रिपोर्ट गर्नुहोस्',
  privacy: 'गोपनीयता नीति',
  settings: 'सेटिङहरू',
  logout: 'लग आउट',
  companyPortal: 'कम्पनी पोर्टल',
  menu: 'मेनु',
  closeMenu: 'मेनु बन्द गर्नुहोस्',
  main: 'मुख्य नेभिगेसन',
  quickLinks: 'छिटो लिङ्कहरू',
  skipToContent: 'मुख्य सामग्रीमा जानुहोस्',
  brandHome: (brand: string) => `${brand}: होम`,
  copyright: (brand: string, year: number) => `© ${year} ${brand}. दर्ता भएका स्वास्थ्यकर्मीहरूका लागि मात्र।`,
} as const satisfies Shape<typeof en>;
