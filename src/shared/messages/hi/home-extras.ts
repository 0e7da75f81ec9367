/** Hindi texts of homeExtras (same keys as en/home-extras.ts). */
import type { homeExtras as en } from '../en/home-extras.ts';
import type { Shape } from '../shape.ts';

export const homeExtras = {
  popupTitle: 'घोषणा',
  popupImage: 'घोषणा का बैनर',
  feedback: 'हमें अपना फ़ीडबैक दें',
  campaign: 'हमारा वर्तमान अभियान देखें',
  brandPanel: (focus: string) => `${focus}: हमारी थेरेपी और सेवाएं`,
} as const satisfies Shape<typeof en>;
