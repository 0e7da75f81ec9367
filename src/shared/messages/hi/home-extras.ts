/** Hindi texts of homeExtras (same keys as en/home-extras.ts). */
import type { homeExtras as en } from '../en/home-extras.ts';
import type { Shape } from '../shape.ts';

export const homeExtras = {
  popupTitle: 'घोषणा',
  popupImage: 'घोषणा का बैनर',
  orderSamples: 'हमारी थेरेपी के सैंपल ऑर्डर करें',
  readArticles: 'नए लेख पढ़ें',
  feedback: 'हमें अपना फ़ीडबैक दें',
  campaign: 'हमारा वर्तमान अभियान देखें',
  brandPanel: (focus: string) => `${focus}: हमारी थेरेपी और सेवाएं`,
  followUs: 'हमें फ़ॉलो करें',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  website: 'कंपनी की वेबसाइट',
} as const satisfies Shape<typeof en>;
