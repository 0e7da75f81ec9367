/** Where every call goes (method, path under the API base, who may call it): no schemas, so the browser can import it. */

/** One call's address and access. */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: `/${string}`;
  /**
   * 'public' needs no session key; without it a call needs a member's valid one (the safe default, and bytes saved on
   * every page: this table is in the browser's bundle).
   */
  auth?: 'public';
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
  logout: { method: 'POST', path: '/logout.php' },
  // catalogue
  getCategory: { method: 'POST', path: '/GetCategory.php', saved: true },
  getSubCategory: { method: 'GET', path: '/GetSubCategory.php', saved: true },
  getTherapy: { method: 'POST', path: '/GetTherapy.php', saved: true },
  getAllTherapy: { method: 'POST', path: '/GetAllTherapy.php', saved: true },
  setTherapy: { method: 'POST', path: '/SetTherapy.php' },
  getProduct: { method: 'GET', path: '/GetProduct.php', saved: true },
  searchProducts: { method: 'GET', path: '/Searchmoleculeproducts.php', saved: true },
  // content
  getArticles: { method: 'POST', path: '/GetArticles.php', saved: true },
  getJournal: { method: 'POST', path: '/GetJournal.php', saved: true },
  getTherapyArticles: { method: 'POST', path: '/GetTherapyArticles.php', saved: true },
  searchArticles: { method: 'POST', path: '/SearchArticles.php', saved: true },
  getEmailers: { method: 'POST', path: '/GetEmailers.php', saved: true },
  sendEmailer: { method: 'POST', path: '/SendEmailer.php' },
  getVideos: { method: 'POST', path: '/GetVideos.php', saved: true },
  getPortals: { method: 'GET', path: '/GetPortals.php', saved: true },
  getFiles: { method: 'POST', path: '/files.php', saved: true },
  privacyPolicy: { method: 'POST', path: '/PrivacyPolicy.php', auth: 'public' },
  download: { method: 'GET', path: '/download.php', saved: true },
  // orders
  servSamples: { method: 'POST', path: '/ServSamples.php' },
  servDigital: { method: 'POST', path: '/ServDigital.php' },
  servSanitization: { method: 'POST', path: '/ServSanitization.php' },
  servPersonalisedPrintables: { method: 'POST', path: '/ServPersonalisedPrintables.php' },
  servPrintables: { method: 'POST', path: '/ServPrintables.php' },
  servPrints: { method: 'POST', path: '/ServPrints.php' },
  servAccessories: { method: 'POST', path: '/ServAccessories.php' },
  servTherapySpecific: { method: 'POST', path: '/ServTherapySpecific.php' },
  servWebinar: { method: 'POST', path: '/ServWebinar.php' },
  servPersonalisedVideo: { method: 'POST', path: '/ServPersonalisedVideo.php' },
  // member
  getProfile: { method: 'GET', path: '/Profile.php' },
  updateProfile: { method: 'POST', path: '/UpdateProfile.php' },
  updatePhoto: { method: 'POST', path: '/UpdatePhoto.php' },
  photo: { method: 'GET', path: '/photo.php', saved: true },
  orderHistory: { method: 'POST', path: '/OrderHistory.php', saved: true },
  contactUs: { method: 'POST', path: '/ContactUs.php', saved: true },
  priorityMessage: { method: 'POST', path: '/PriorityMessage.php' },
  agreedTerms: { method: 'POST', path: '/AgreedTerms.php' },
  getSettings: { method: 'GET', path: '/GetSettings.php', saved: true },
  saveSettings: { method: 'POST', path: '/SaveSettings.php' },
  firebaseSubscribe: { method: 'POST', path: '/firebase_subcribe.php' },
  // privacy (DPDP Act 2023, issue 27)
  consent: { method: 'GET', path: '/Consent.php' },
  saveConsent: { method: 'POST', path: '/SaveConsent.php' },
  myData: { method: 'GET', path: '/MyData.php' },
  myPrint: { method: 'GET', path: '/MyPrint.php' },
  requestErasure: { method: 'POST', path: '/RequestErasure.php' },
  // samples (UCPMP 2024)
  mySamples: { method: 'GET', path: '/MySamples.php', saved: true },
  saveRegistration: { method: 'POST', path: '/SaveRegistration.php' },
  // medical questions and side-effect reports (issue 27 §3)
  askQuestion: { method: 'POST', path: '/medical-questions' },
  myQuestions: { method: 'GET', path: '/medical-questions', saved: true },
  reportEvent: { method: 'POST', path: '/adverse-events' },
  // chat
  callToBot: { method: 'POST', path: '/CalltoBot.php' },
} as const satisfies Record<string, Endpoint>;

/** The name of a call. */
export type EndpointName = keyof typeof ENDPOINTS;
