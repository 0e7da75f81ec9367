/** Hindi texts of catalogue (same keys as en/catalogue.ts). */
import type { catalogue as en } from '../en/catalogue.ts';
import type { Shape } from '../shape.ts';

export const catalogue = {
  subCategories: 'सेवाएं',
  back: 'वापस',
  loadingSubCategories: 'सेवाएं लोड हो रही हैं…',
  noSubCategories: 'इस श्रेणी में अभी कोई सेवा उपलब्ध नहीं है।',
  therapies: 'थेरेपी',
  loadingTherapies: 'थेरेपी लोड हो रही हैं…',
  noTherapies: 'अभी कोई थेरेपी उपलब्ध नहीं है।',
  searchMolecule: 'मॉलिक्यूल खोजें',
  searchSubmit: 'खोजें',
  products: 'प्रोडक्ट',
  loadingProducts: 'प्रोडक्ट लोड हो रहे हैं…',
  noProducts: 'कोई प्रोडक्ट नहीं मिला!',
  searchTitle: (text: string) => `“${text}” से मिलते प्रोडक्ट`,
  searchProducts: 'प्रोडक्ट खोजें',
} as const satisfies Shape<typeof en>;
