/** Texts of homeExtras. */
export const homeExtras = {
  popupTitle: 'Announcement',
  popupImage: 'Announcement banner',
  feedback: 'Share your feedback with us',
  campaign: 'See our current campaign',
  brandPanel: (focus: string) => `${focus}: our therapies and services`,
} as const;
