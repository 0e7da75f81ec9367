/** Texts of search. */
export const search = {
  title: (text: string) => `Search results for “${text}”`,
  noArticles: 'No Articles Found..!',
} as const;
