/** Texts of common. */
export const common = {
  loading: 'Loading…',
  loadingMore: 'Loading more…',
  endOfList: 'You have reached the end of the list.',
  newTab: '(opens in a new tab)',
  dismiss: 'Dismiss',
  close: 'Close',
  search: 'Search articles',
  searchPlaceholder: 'Search articles',
  searchSubmit: 'Search',
} as const;
