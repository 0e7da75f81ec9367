/** Hindi links of the samples order modal to the safety forms (same keys as en/safety-links.ts). */
import type { safetyLinks as en } from '../en/safety-links.ts';
import type { Shape } from '../shape.ts';

export const safetyLinks = {
  label: 'इस प्रोडक्ट के बारे में',
  ask: 'मेडिकल प्रश्न पूछें',
  report: 'साइड इफ़ेक्ट की रिपोर्ट करें',
} as const satisfies Shape<typeof en>;
