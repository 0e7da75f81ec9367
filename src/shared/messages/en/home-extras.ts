/** Texts of homeExtras. */
export const homeExtras = {
  popupTitle: 'Announcement',
  popupImage: 'Announcement banner',
  orderSamples: 'Order samples of our therapies',
  readArticles: 'Read the latest articles',
  feedback: 'Share your feedback with us',
  campaign: 'See our current campaign',
  brandPanel: (focus: string) => `${focus}: our therapies and services`,
  followUs: 'Follow us',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  website: 'Company website',
} as const;
