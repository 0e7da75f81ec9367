/** The English texts of the console's content, notifications and dashboard answers (staff read them, not doctors). */

/** "1 card", "2 cards". */
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The texts, by what they answer. */
export const contentText = {
  topicUnknown: (topic: string) => `Unknown topic "${topic}": choose Common or a therapeutic focus.`,
  pushOff: 'Push is not set up on this server (FCM_SERVICE_ACCOUNT is not configured).',
  therapyUnknown: 'No such therapy.',
  productNotFound: 'No such product.',
  productTwice: (title: string) =>
    `There is already a product called "${title}" (titles are compared ignoring case, spaces at either end and look-alike characters).`,
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
  therapyTwice: (title: string) => `There is already a therapy called "${title}".`,
  focusNotFound: 'No such therapeutic focus.',
  focusReserved: 'Common is the push topic of every doctor; choose another name.',
  focusTwice: (name: string) => `There is already a focus called "${name}".`,
  videoNotFound: 'No such video.',
  portalNotFound: 'No such portal.',
  fileNotFound: 'No such file.',
  productKeptBySafety: (n: number) =>
    `${count(n, 'medical question or side-effect report names', 'medical questions or side-effect reports name')} this product and must keep it: unpublish it instead.`,
  categoryHasCards: (n: number) =>
    `This category still has ${count(n, 'card')}: delete or move ${n === 1 ? 'it' : 'them'} first, or unpublish the category instead.`,
  cardHasItems: (n: number, linkName: string) =>
    `${count(n, 'video, portal or file is', 'videos, portals or files are')} listed under "${linkName}": delete ${n === 1 ? 'it' : 'them'} first, or unpublish the card instead.`,
  therapyInUse: (products: number, articles: number) =>
    `This therapy still has ${count(products, 'product')} and ${count(articles, 'article')}: delete or move them first, or unpublish it instead.`,
  deleted: 'Deleted.',
  articleEmpty: 'The description has no text left once unsafe HTML is removed.',
} as const;
