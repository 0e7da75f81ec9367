/** Where every call goes (method, path under the API base, who may call it): no schemas, so the browser can import it. */

/** One call's address and access. */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: `/${string}`;
  /** 'member' needs a valid session key; 'public' does not. */
  auth: 'member' | 'public';
  /**
   * A read whose last good answer the service worker keeps per member for offline use (issue 21 §1). Every other
   * call is refused at once while the device is offline (src/api/client.ts).
   */
  saved?: true;
}

/** Every call of SPEC §7 and DESIGN §3, by the name its contract definition has. */
export const ENDPOINTS = {
  // auth
  check: { method: 'POST', path: '/check.php', auth: 'public' },
  login: { method: 'POST', path: '/login.php', auth: 'public' },
  logout: { method: 'POST', path: '/logout.php', auth: 'member' },
  // catalogue
  getCategory: { method: 'POST', path: '/GetCategory.php', auth: 'member', saved: true },
  getSubCategory: { method: 'GET', path: '/GetSubCategory.php', auth: 'member', saved: true },
  getTherapy: { method: 'POST', path: '/GetTherapy.php', auth: 'member', saved: true },
  getAllTherapy: { method: 'POST', path: '/GetAllTherapy.php', auth: 'member', saved: true },
  setTherapy: { method: 'POST', path: '/SetTherapy.php', auth: 'member' },
  getProduct: { method: 'GET', path: '/GetProduct.php', auth: 'member', saved: true },
  searchProducts: { method: 'GET', path: '/Searchmoleculeproducts.php', auth: 'member', saved: true },
  // content
  getArticles: { method: 'POST', path: '/GetArticles.php', auth: 'member', saved: true },
  getJournal: { method: 'POST', path: '/GetJournal.php', auth: 'member', saved: true },
  getTherapyArticles: { method: 'POST', path: '/GetTherapyArticles.php', auth: 'member', saved: true },
  searchArticles: { method: 'POST', path: '/SearchArticles.php', auth: 'member', saved: true },
  getEmailers: { method: 'POST', path: '/GetEmailers.php', auth: 'member', saved: true },
  sendEmailer: { method: 'POST', path: '/SendEmailer.php', auth: 'member' },
  getVideos: { method: 'POST', path: '/GetVideos.php', auth: 'member', saved: true },
  getPortals: { method: 'GET', path: '/GetPortals.php', auth: 'member', saved: true },
  getFiles: { method: 'POST', path: '/files.php', auth: 'member', saved: true },
  privacyPolicy: { method: 'POST', path: '/PrivacyPolicy.php', auth: 'public' },
  download: { method: 'GET', path: '/download.php', auth: 'member', saved: true },
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
  getProfile: { method: 'GET', path: '/Profile.php', auth: 'member' },
  updateProfile: { method: 'POST', path: '/UpdateProfile.php', auth: 'member' },
  updatePhoto: { method: 'POST', path: '/UpdatePhoto.php', auth: 'member' },
  photo: { method: 'GET', path: '/photo.php', auth: 'member', saved: true },
  orderHistory: { method: 'POST', path: '/OrderHistory.php', auth: 'member', saved: true },
  contactUs: { method: 'POST', path: '/ContactUs.php', auth: 'member', saved: true },
  priorityMessage: { method: 'POST', path: '/PriorityMessage.php', auth: 'member' },
  agreedTerms: { method: 'POST', path: '/AgreedTerms.php', auth: 'member' },
  getSettings: { method: 'GET', path: '/GetSettings.php', auth: 'member', saved: true },
  saveSettings: { method: 'POST', path: '/SaveSettings.php', auth: 'member' },
  firebaseSubscribe: { method: 'POST', path: '/firebase_subcribe.php', auth: 'member' },
  // privacy (DPDP Act 2023, issue 27)
  consent: { method: 'GET', path: '/Consent.php', auth: 'member' },
  saveConsent: { method: 'POST', path: '/SaveConsent.php', auth: 'member' },
  myData: { method: 'GET', path: '/MyData.php', auth: 'member' },
  myPrint: { method: 'GET', path: '/MyPrint.php', auth: 'member' },
  requestErasure: { method: 'POST', path: '/RequestErasure.php', auth: 'member' },
  // samples (UCPMP 2024)
  mySamples: { method: 'GET', path: '/MySamples.php', auth: 'member', saved: true },
  saveRegistration: { method: 'POST', path: '/SaveRegistration.php', auth: 'member' },
  // medical questions and side-effect reports (issue 27 §3)
  askQuestion: { method: 'POST', path: '/medical-questions', auth: 'member' },
  myQuestions: { method: 'GET', path: '/medical-questions', auth: 'member', saved: true },
  reportEvent: { method: 'POST', path: '/adverse-events', auth: 'member' },
  // chat
  callToBot: { method: 'POST', path: '/CalltoBot.php', auth: 'member' },
} as const satisfies Record<string, Endpoint>;

/** The name of a call. */
export type EndpointName = keyof typeof ENDPOINTS;
