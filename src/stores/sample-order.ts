/** The samples order form's choices (its own module: only the lazy samples form loads it, not My samples). */
import { QUANTITY_MAX, QUANTITY_MIN } from '../shared/constants.ts';
import type { SampleAllowance } from './samples.ts';

/** The quantities the order form offers: those that may still be ordered (all while the allowance is unknown). */
export function quantityChoices(allowance: SampleAllowance | undefined): number[] {
  const most = allowance?.kind === 'open' ? Math.min(QUANTITY_MAX, allowance.remaining) : QUANTITY_MAX;
  return Array.from({ length: Math.max(0, most - QUANTITY_MIN + 1) }, (_, i) => QUANTITY_MIN + i);
}

/** The choices of a sample order. */
export interface SampleChoice {
  qty: string;
  dose: string;
}

/** The choices a sample order still lacks, all at once: the quantity, and the dose when the product has doses. */
export function missingSampleChoices(choice: SampleChoice, hasDoses: boolean): (keyof SampleChoice)[] {
  const missing: (keyof SampleChoice)[] = [];
  if (choice.qty === '') missing.push('qty');
  if (hasDoses && choice.dose === '') missing.push('dose');
  return missing;
}
