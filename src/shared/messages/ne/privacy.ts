/** Nepali texts of privacy (same keys as en/privacy.ts). */
import type { privacy as en } from '../en/privacy.ts';
import type { Shape } from '../shape.ts';

export const privacy = {
  title: 'गोपनीयता नीति',
  updated: (date: string) => `पछिल्लो अद्यावधिक: ${date}`,
} as const satisfies Shape<typeof en>;
