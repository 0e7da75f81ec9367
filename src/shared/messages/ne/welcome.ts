/** Nepali welcome line (same signature as en/welcome.ts). */
import type { welcome as en } from '../en/welcome.ts';
import type { Shape } from '../shape.ts';

export const welcome = ((firstName: string | undefined) =>
  `स्वागत छ, डा. ${firstName?.trim() || 'अतिथि'}`) satisfies Shape<typeof en>;
