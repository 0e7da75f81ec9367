/** Nepali text of offline (same as en/offline.ts). */
import type { offline as en } from '../en/offline.ts';
import type { Shape } from '../shape.ts';

export const offline = 'तपाईं अफलाइन हुनुहुन्छ। पछिल्लो पटक लोड भएको जानकारी देखाइँदैछ।' as const satisfies Shape<typeof en>;
