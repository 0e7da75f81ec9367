/** Hindi text of offline (same as en/offline.ts). */
import type { offline as en } from '../en/offline.ts';
import type { Shape } from '../shape.ts';

export const offline = 'आप ऑफ़लाइन हैं। पिछली बार लोड की गई जानकारी दिखाई जा रही है।' as const satisfies Shape<typeof en>;
