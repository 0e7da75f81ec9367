/** Texts of catalogue. */
export const catalogue = {
  subCategories: 'Services',
  back: 'Back',
  loadingSubCategories: 'Loading services…',
  noSubCategories: 'No services are available in this category yet.',
  therapies: 'Therapies',
  loadingTherapies: 'Loading therapies…',
  noTherapies: 'No therapies are available yet.',
  searchMolecule: 'Search molecule',
  searchSubmit: 'Search',
  products: 'Products',
  loadingProducts: 'Loading products…',
  noProducts: 'No Products Found..!',
  searchTitle: (text: string) => `Products matching “${text}”`,
  searchProducts: 'Search products',
} as const;
