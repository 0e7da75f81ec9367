/** Texts of common. */
export const common = {
  loading: 'Loading…',
  newTab: '(opens in a new tab)',
  dismiss: 'Dismiss',
  close: 'Close',
  search: 'Search articles',
  searchPlaceholder: 'Search articles',
  searchSubmit: 'Search',
} as const;
