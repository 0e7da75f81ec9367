/** Texts of home. */
export const home = {
  categories: 'Our services',
  loading: 'Loading services…',
  empty: 'No services are available for your therapeutic focus yet.',
} as const;
