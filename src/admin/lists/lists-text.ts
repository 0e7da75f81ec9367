/** The console's texts of the content lists (therapies, focuses, journals, videos, portals, files), in English. */

const imageHint = 'A file name in the site’s images folder (letters, digits, . - _ and spaces), or empty.';
const linkNameHint = 'The link name of the card that opens this list (letters, digits, - and _).';

/** The texts. */
export const listsText = {
  nav: 'Lists',
  tabs: 'Content lists',
  edit: 'Edit',
  save: 'Save',
  search: 'Search',
  choose: 'Choose…',
  saved: (name: string) => `${name} is saved. Doctors see it within a few seconds.`,
  therapies: {
    label: 'Therapies',
    add: 'Add a therapy',
    id: 'Id',
    title: 'Title',
    image: 'Image',
    imageHint,
    products: 'Products',
    renameHint: 'Renaming keeps the products (by id) and moves the therapy’s articles to the new title.',
  },
  focuses: {
    label: 'Therapeutic focuses',
    add: 'Add a focus',
    name: 'Name',
    nameHint: 'Doctors, cards and push topics carry the name: it cannot be changed once added.',
    image: 'Image',
    imageHint,
    sort: 'Order',
    doctors: 'Doctors',
  },
  journals: {
    label: 'Journals',
    add: 'Add a journal',
    id: 'Id',
    title: 'Title',
    titleHint: 'Its PDF is journals/<id>.pdf in the file storage; doctors open its page at /journals/<id>.',
    articles: 'Articles',
  },
  videos: {
    label: 'Videos',
    add: 'Add a video',
    title: 'Title',
    link: 'Video (https://)',
    trailer: 'Trailer (https://, or empty for the thumbnail)',
    thumbnail: 'Thumbnail',
    thumbnailHint: 'A file name in the site’s images/videos folder, or empty.',
    linkName: 'Link name',
    linkNameHint,
    focus: 'Therapeutic focus',
  },
  portals: {
    label: 'Portals',
    add: 'Add a portal',
    title: 'Title',
    link: 'Link (https://)',
    linkName: 'Link name',
    linkNameHint,
    focus: 'Therapeutic focus',
  },
  files: {
    label: 'Files',
    add: 'Add a file',
    linkName: 'Link name',
    linkNameHint: 'The card’s link name without “.php” (letters, digits, - and _).',
    name: 'File name',
    nameHint: 'The file in the storage’s files folder, e.g. “Statin leaflet.pdf”.',
  },
} as const;
