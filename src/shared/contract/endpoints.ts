/** Where every call goes (method, path under the API base, who may call it): no schemas, so the browser can import it. */

/** One call's address and access. */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: `/${string}`;
  /** 'member' needs a valid session key; 'public' does not. */
  auth: 'member' | 'public';
}

/** Every call of SPEC §7 and DESIGN §3, by the name its contract definition has. */
export const ENDPOINTS = {
  // auth
  check: { method: 'POST', path: '/check.php', auth: 'public' },
  login: { method: 'POST', path: '/login.php', auth: 'public' },
  logout: { method: 'POST', path: '/logout.php', auth: 'member' },
  // catalogue
  getCategory: { method: 'POST', path: '/GetCategory.php', auth: 'member' },
  getSubCategory: { method: 'GET', path: '/GetSubCategory.php', auth: 'member' },
  getTherapy: { method: 'POST', path: '/GetTherapy.php', auth: 'member' },
  getAllTherapy: { method: 'POST', path: '/GetAllTherapy.php', auth: 'member' },
  setTherapy: { method: 'POST', path: '/SetTherapy.php', auth: 'member' },
  getProduct: { method: 'GET', path: '/GetProduct.php', auth: 'member' },
  searchProducts: { method: 'GET', path: '/Searchmoleculeproducts.php', auth: 'member' },
  // content
  getArticles: { method: 'POST', path: '/GetArticles.php', auth: 'member' },
  getJournal: { method: 'POST', path: '/GetJournal.php', auth: 'member' },
  getTherapyArticles: { method: 'POST', path: '/GetTherapyArticles.php', auth: 'member' },
  searchArticles: { method: 'POST', path: '/SearchArticles.php', auth: 'member' },
  getEmailers: { method: 'POST', path: '/GetEmailers.php', auth: 'member' },
  sendEmailer: { method: 'POST', path: '/SendEmailer.php', auth: 'member' },
  getVideos: { method: 'POST', path: '/GetVideos.php', auth: 'member' },
  getPortals: { method: 'GET', path: '/GetPortals.php', auth: 'member' },
  getFiles: { method: 'POST', path: '/files.php', auth: 'member' },
  privacyPolicy: { method: 'POST', path: '/PrivacyPolicy.php', auth: 'public' },
  download: { method: 'GET', path: '/download.php', auth: 'member' },
  // orders
  servSamples: { method: 'POST', path: '/ServSamples.php', auth: 'member' },
  servDigital: { method: 'POST', path: '/ServDigital.php', auth: 'member' },
  servSanitization: { method: 'POST', path: '/ServSanitization.php', auth: 'member' },
  servPersonalisedPrintables: { method: 'POST', path: '/ServPersonalisedPrintables.php', auth: 'member' },
  servPrintables: { method: 'POST', path: '/ServPrintables.php', auth: 'member' },
  servPrints: { method: 'POST', path: '/ServPrints.php', auth: 'member' },
  servAccessories: { method: 'POST', path: '/ServAccessories.php', auth: 'member' },
  servTherapySpecific: { method: 'POST', path: '/ServTherapySpecific.php', auth: 'member' },
  servWebinar: { method: 'POST', path: '/ServWebinar.php', auth: 'member' },
  servPersonalisedVideo: { method: 'POST', path: '/ServPersonalisedVideo.php', auth: 'member' },
  // member
  updateProfile: { method: 'POST', path: '/UpdateProfile.php', auth: 'member' },
  updatePhoto: { method: 'POST', path: '/UpdatePhoto.php', auth: 'member' },
  photo: { method: 'GET', path: '/photo.php', auth: 'member' },
  orderHistory: { method: 'POST', path: '/OrderHistory.php', auth: 'member' },
  contactUs: { method: 'POST', path: '/ContactUs.php', auth: 'member' },
  priorityMessage: { method: 'POST', path: '/PriorityMessage.php', auth: 'member' },
  agreedTerms: { method: 'POST', path: '/AgreedTerms.php', auth: 'member' },
  getSettings: { method: 'GET', path: '/GetSettings.php', auth: 'member' },
  saveSettings: { method: 'POST', path: '/SaveSettings.php', auth: 'member' },
  firebaseSubscribe: { method: 'POST', path: '/firebase_subcribe.php', auth: 'member' },
  // chat
  callToBot: { method: 'POST', path: '/CalltoBot.php', auth: 'member' },
} as const satisfies Record<string, Endpoint>;

/** The name of a call. */
export type EndpointName = keyof typeof ENDPOINTS;
