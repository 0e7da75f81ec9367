/** Hindi texts of home (same keys as en/home.ts). */
import type { home as en } from '../en/home.ts';
import type { Shape } from '../shape.ts';

export const home = {
  categories: 'हमारी सेवाएं',
  loading: 'सेवाएं लोड हो रही हैं…',
  empty: 'आपके थेरेपी क्षेत्र के लिए अभी कोई सेवा उपलब्ध नहीं है।',
} as const satisfies Shape<typeof en>;
