/** The samples order form's choices and its send (its own module: only the lazy samples form loads it, not My samples). */
import type { OrderBody } from '../api/orders.ts';
import type { FieldLabels } from '../lib/field-label.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from '../shared/constants.ts';
import { $orderForm } from './order-item.ts';
import { submitOrder } from './orders.ts';
import { loadSamples, type SampleAllowance } from './samples.ts';

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

/**
 * Sends a sample order. A quantity the server refuses (the year's packs ordered meanwhile, say from another device)
 * reloads the allowance, so that the note above the form says what is really left instead of contradicting the error.
 */
export async function submitSampleOrder(body: OrderBody<'samples'>, labels: FieldLabels): Promise<void> {
  await submitOrder('samples', body, labels);
  if ($orderForm.get().errors.qty) await loadSamples();
}
