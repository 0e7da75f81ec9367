/** The English texts of the console's content, notifications and dashboard answers (staff read them, not doctors). */
export const contentText = {
  topicUnknown: (topic: string) => `Unknown topic "${topic}": choose Common or a therapeutic focus.`,
  pushOff: 'Push is not set up on this server (FCM_SERVICE_ACCOUNT is not configured).',
  therapyUnknown: 'No such therapy.',
  productNotFound: 'No such product.',
  doseComma: 'A dose cannot contain a comma: give each dose on its own.',
  doseTwice: (dose: string) => `The dose "${dose}" is listed twice.`,
  journalUnknown: 'No such journal.',
  articleNotFound: 'No such article.',
  focusUnknown: (focus: string) => `Unknown therapeutic focus "${focus}".`,
  categoryNotFound: 'No such category.',
  subCategoryNotFound: 'No such sub-category.',
  linkRequired: 'A category that opens a page needs its link.',
  tableRequired: 'A card that opens an order form needs its order table.',
  serviceTypeRequired: 'A link card needs its service type (the page it opens).',
  linkNameRequired: (type: string) => `A ${type} card needs its link name.`,
  articleEmpty: 'The description has no text left once unsafe HTML is removed.',
} as const;
