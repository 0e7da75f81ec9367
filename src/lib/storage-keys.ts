/** Names under which the portal keeps data in the browser (SPEC §3 "Local storage keys"). */

/** localStorage and sessionStorage keys; the inline access guard reads the same names. */
export const STORAGE_KEYS = {
  /** localStorage: the session key returned by login.php. */
  session: 'key',
  /** localStorage: the member's profile as JSON. */
  profile: 'profileData',
  /** sessionStorage: the pending login challenge (challenge key, country, mobile, resend time) as JSON. */
  challenge: 'loginChallenge',
  /**
   * localStorage: the language the visitor chose ('en', 'hi' or 'ne'). Not personal, so it survives logout: the one
   * exception to "logout clears storage" (SPEC §2, docs/LANGUAGES.md).
   */
  language: 'language',
  /**
   * localStorage: the country and number of the last login on this device ("977 9800000000"), written by this device
   * at login, kept when the server ends the session (the login screen fills it in, issue 40 §17), erased by logout.
   */
  lastNumber: 'lastNumber',
  /** sessionStorage: set when the server ended the session, so the login screen says so (read once). */
  sessionEnded: 'sessionEnded',
  /** sessionStorage: the server's answer to an erasure request (with its ER- reference), shown once at login. */
  erasureNote: 'erasureNote',
  /** sessionStorage: the banner popup of /home was shown in this browser session. */
  bannerShown: 'bannerShown',
  /** sessionStorage prefix: an endless list's loaded pages and scroll position, by list and address. */
  listMemory: 'list:',
  /** sessionStorage prefix: the text typed into a form not sent yet, by page and form (layouts/chrome/drafts.ts). */
  draft: 'draft:',
  /** sessionStorage prefix: a journal's title by its id, its page's heading before its answer comes. */
  journalTitle: 'journal:',
} as const;
