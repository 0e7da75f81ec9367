/** Nepali texts of catalogue (same keys as en/catalogue.ts). */
import type { catalogue as en } from '../en/catalogue.ts';
import type { Shape } from '../shape.ts';

export const catalogue = {
  subCategories: 'सेवाहरू',
  back: 'पछाडि',
  loadingSubCategories: 'सेवाहरू लोड हुँदैछन्…',
  noSubCategories: 'यो श्रेणीमा अहिलेसम्म कुनै सेवा उपलब्ध छैन।',
  therapies: 'थेरापीहरू',
  loadingTherapies: 'थेरापीहरू लोड हुँदैछन्…',
  noTherapies: 'अहिलेसम्म कुनै थेरापी उपलब्ध छैन।',
  searchMolecule: 'मोलिक्युल खोज्नुहोस्',
  searchSubmit: 'खोज्नुहोस्',
  products: 'उत्पादनहरू',
  loadingProducts: 'उत्पादनहरू लोड हुँदैछन्…',
  noProducts: 'कुनै उत्पादन भेटिएन!',
  searchTitle: (text: string) => `“${text}” सँग मिल्ने उत्पादनहरू`,
  searchProducts: 'उत्पादन खोज्नुहोस्',
} as const satisfies Shape<typeof en>;
