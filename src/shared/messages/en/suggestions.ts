/** Texts of the search boxes' instant suggestions (islands/search/Suggestions.tsx). */
export const suggestions = {
  list: 'Suggestions',
  count: (count: number) => (count === 1 ? '1 suggestion' : `${count} suggestions`),
  kinds: { product: 'Product', molecule: 'Molecule', therapy: 'Therapy', page: 'Page' },
} as const;
