/**
 * Texts only Astro renders at build time (page titles and headings, the home's links, the social links). No
 * island imports this module, so these texts cost no JavaScript (docs/LANGUAGES.md, size budgets).
 */
export const pages = {
  therapiesTitle: 'Order Samples',
  myServices: 'My Services',
  mySamplesLink: 'My samples this year: packs per product against the yearly limit',
  profileTitle: 'My Profile',
  profileLoading: 'Loading your profile…',
  editProfileTitle: 'Edit profile',
  contactTitle: 'Contact Us',
  journalTitle: 'Journal',
  homeTitle: 'Home',
  loginTitle: 'Log in',
  loginIntro: 'Log in with the mobile number registered with your company representative.',
  settingsTitle: 'Settings',
  verifyTitle: 'Verify OTP',
  homeOrderSamples: 'Order samples of our therapies',
  homeReadArticles: 'Read the latest articles',
  followUs: 'Follow us',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  website: 'Company website',
  documentNoViewer: 'This browser cannot show the document on the page: open it in a new tab or download it.',
  /**
   * A day as the page writes it (lib/dates.ts, `data-day` on <html>; what the language's Intl locale writes): D, M and
   * Y in their order, then the twelve month names.
   */
  dayFormat: 'D M Y|Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sept,Oct,Nov,Dec',
} as const;
