/** The samples order form's logic (issue 40 item 5): the quantities offered, the empty choices, the packs left. */
import { describe, expect, it } from 'vitest';
import type { MySamples } from '../../src/shared/contract/entities.ts';
import { samples as hindi } from '../../src/shared/messages/hi/samples.ts';
import { samples as nepali } from '../../src/shared/messages/ne/samples.ts';
import { missingSampleChoices, quantityChoices } from '../../src/stores/sample-order.ts';
import { allowanceOf } from '../../src/stores/samples.ts';

/** A verified doctor's summary with `used` packs of product 7 ordered this sample year (cap 12). */
const summary = (used: number): MySamples => ({
  registration_number: 'KMC-1',
  registration_council: 'Karnataka Medical Council',
  registration_year: '2009',
  verification_status: 'Verified',
  verification_reason: '',
  councils: [],
  require_verified: true,
  cap: 12,
  year_start: '2026-04-01',
  year_end: '2027-03-31',
  products: [{ product_id: '7', title: 'Telmicor', title_shown: 'Telmicor', packs: used }],
});

describe('sample order form', () => {
  it('offers only the quantities that may still be ordered', () => {
    expect(quantityChoices(allowanceOf(summary(10), '7', 'Telmicor'))).toEqual([1, 2]);
    expect(quantityChoices(allowanceOf(summary(11), '7', 'Telmicor'))).toEqual([1]);
    expect(quantityChoices(allowanceOf(summary(12), '7', 'Telmicor'))).toEqual([]);
    expect(quantityChoices(allowanceOf(summary(0), '7', 'Telmicor'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // While the allowance is unknown (still loading) the whole list; the server checks the cap.
    expect(quantityChoices(undefined)).toHaveLength(10);
  });

  it('names every empty choice at once: the quantity and, when the product has doses, the dose', () => {
    expect(missingSampleChoices({ qty: '', dose: '' }, true)).toEqual(['qty', 'dose']);
    expect(missingSampleChoices({ qty: '2', dose: '' }, true)).toEqual(['dose']);
    expect(missingSampleChoices({ qty: '', dose: '' }, false)).toEqual(['qty']);
    expect(missingSampleChoices({ qty: '2', dose: '40 mg' }, true)).toEqual([]);
  });

  it('says one pack or several packs in the plural form of each language', () => {
    expect(allowanceOf(summary(11), '7', 'Telmicor')).toMatchObject({
      kind: 'open',
      remaining: 1,
      text: 'You can order 1 more pack of Telmicor until 31 Mar 2027.',
    });
    expect(allowanceOf(summary(10), '7', 'Telmicor')).toMatchObject({
      text: 'You can order 2 more packs of Telmicor until 31 Mar 2027.',
    });
    expect(hindi.allowance(1, 'Telmicor', '31 मार्च 2027')).toBe(
      'आप 31 मार्च 2027 तक Telmicor का 1 और पैक ऑर्डर कर सकते हैं।',
    );
    expect(hindi.allowance(2, 'Telmicor', '31 मार्च 2027')).toBe('आप 31 मार्च 2027 तक Telmicor के 2 और पैक ऑर्डर कर सकते हैं।');
    expect(nepali.allowance(1, 'Telmicor', '31 मार्च 2027')).toBe(
      'तपाईं 31 मार्च 2027 सम्म Telmicor को थप 1 प्याक अर्डर गर्न सक्नुहुन्छ।',
    );
    expect(nepali.allowance(2, 'Telmicor', '31 मार्च 2027')).toBe(
      'तपाईं 31 मार्च 2027 सम्म Telmicor का थप 2 प्याकहरू अर्डर गर्न सक्नुहुन्छ।',
    );
  });
});
