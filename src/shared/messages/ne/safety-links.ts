/** Nepali links of the samples order modal to the safety forms (same keys as en/safety-links.ts). */
import type { safetyLinks as en } from '../en/safety-links.ts';
import type { Shape } from '../shape.ts';

export const safetyLinks = {
  label: 'यो उत्पादनबारे',
  ask: 'मेडिकल प्रश्न सोध्नुहोस्',
  report: 'साइड इफेक्ट रिपोर्ट गर्नुहोस्',
} as const satisfies Shape<typeof en>;
