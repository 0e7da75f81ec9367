/** Texts of search. */
export const search = {
  title: (text: string) => `Search results for “${text}”`,
  noArticles: 'No Articles Found..!',
  readJournal: 'Read this Journal',
  readTherapy: (therapy: string) => `Read More: ${therapy}`,
  openArticle: 'Open article',
} as const;
