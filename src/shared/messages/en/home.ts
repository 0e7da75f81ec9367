/** Texts of home. */
export const home = {
  title: 'Home',
  categories: 'Our services',
  orderSamples: 'Order samples',
  readArticles: 'Read articles',
  feedback: 'Share your feedback',
  campaign: 'Campaign',
  closePopup: 'Close',
  loading: 'Loading services…',
  empty: 'No services are available for your therapeutic focus yet.',
} as const;
