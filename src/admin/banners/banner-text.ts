/** The console's texts of the banner popups screen, in English for staff. */
export const bannerText = {
  nav: 'Banners',
  title: 'Banner popups',
  add: 'Add a banner',
  create: 'Add the banner',
  save: 'Save the banner',
  edit: 'Edit',
  image: 'Image',
  imageHint: 'Or type the name of a file under /images/banners/ (such as heart.webp).',
  imageHi: 'Hindi image',
  imageNe: 'Nepali image',
  languageHint:
    'Optional: readers of this language see it instead of the English image. Give one when the image carries words; empty shows them the English one.',
  languages: 'Languages',
  languageNames: { imageHi: 'Hindi', imageNe: 'Nepali' },
  english: 'English',
  focus: 'Therapeutic focus',
  everyFocus: 'Every focus',
  sort: 'Order (lower first)',
  active: 'Active (shown to doctors)',
  activeYes: 'Active',
  activeNo: 'Off',
  status: 'Status',
  help: 'A doctor’s /home shows the first active banner of the doctor’s focus (or of every focus) by order, then the newest, once per browser session.',
  saved: (id: number) => `Banner ${id} saved; doctors see it at their next visit to /home.`,
  /** The name of a row's Edit: the banner as its row shows it (a banner has no title). */
  editRow: (id: number, focus: string, sort: number) => `Edit banner ${id} (${focus}, order ${sort})`,
} as const;
