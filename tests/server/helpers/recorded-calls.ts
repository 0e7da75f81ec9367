/**
 * A doctor's session on the demo data as the site makes it (the calls, in order, with their answers' statuses), for
 * the Prism proxy test (tests/server/prism-proxy.test.ts). Multipart uploads are left out: Prism re-encodes them.
 */

/** One recorded call: where it went, what it sent, which status came back. */
export interface RecordedCall {
  method: 'GET' | 'POST' | 'HEAD';
  url: string;
  /** Sent as JSON. */
  body?: Record<string, unknown>;
  /** Sends the member's session key in the Authorization header. */
  signedIn: boolean;
  status: number;
}

const member = (method: RecordedCall['method'], url: string, body?: Record<string, unknown>, status = 200) =>
  ({ method, url, body, signedIn: true, status }) satisfies RecordedCall;

/** The session: the privacy notice and login page, the home grid, catalogue, content, files, settings, privacy, logout. */
export const RECORDED_CALLS: readonly RecordedCall[] = [
  { method: 'POST', url: '/api/PrivacyPolicy.php', body: {}, signedIn: false, status: 200 },
  member('GET', '/api/GetSettings.php'),
  member('GET', '/api/Consent.php'),
  member('POST', '/api/SaveConsent.php', { notifications: false, analytics: true, channel: 'notice' }),
  member('POST', '/api/GetCategory.php', {}),
  member('GET', '/api/GetSubCategory.php?category_id=1'),
  member('POST', '/api/GetAllTherapy.php', {}),
  member('POST', '/api/GetTherapy.php', {}),
  member('GET', '/api/Searchmoleculeproducts.php?searchedString=telmi'),
  member('POST', '/api/GetArticles.php', { page: '1' }),
  member('POST', '/api/SearchArticles.php', { search_string: 'heart', page: '1' }),
  member('POST', '/api/GetVideos.php?page=Videos', {}),
  member('GET', '/api/GetPortals.php?page=Portals'),
  member('POST', '/api/files.php', { name: 'Brochures' }),
  member('POST', '/api/GetJournal.php', { Jid: '1', page: '1' }),
  member('GET', '/api/download.php?a=1.pdf&folder=journals'),
  member('HEAD', '/api/download.php?a=1.pdf&folder=journals'),
  member('GET', '/api/download.php?a=missing.pdf&folder=journals', undefined, 404),
  member('POST', '/api/OrderHistory.php', {}),
  member('GET', '/api/MySamples.php'),
  member('GET', '/api/medical-questions'),
  member('POST', '/api/SaveSettings.php', { language: 'hi' }),
  member('GET', '/api/MyData.php'),
  member('POST', '/api/logout.php', {}),
  member('GET', '/api/GetSettings.php', undefined, 401),
];
