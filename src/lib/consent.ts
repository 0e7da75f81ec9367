/**
 * The member's consent as this browser remembers it (localStorage `consent`, cleared at logout with the rest): read
 * before any analytics tag or push subscription starts (issue 27, docs/API.md choices), and to know whether the
 * privacy notice must be shown. The server's record (Consent.php) is the truth; this is its copy.
 */
import { type ConsentChoices, type ConsentPurpose, PRIVACY_NOTICE_VERSION } from '../shared/privacy.ts';

/** The localStorage key of the copy. */
const CONSENT_KEY = 'consent';

/** Dispatched on window when the server confirms the current notice is answered (the /home popup waits for it). */
export const NOTICE_ANSWERED = 'notice-answered';

/** The remembered answer: the notice version answered and the choice per optional purpose. */
interface StoredConsent extends ConsentChoices {
  version: number;
}

/** The remembered answer, or undefined (never answered in this browser, or storage unavailable). */
function readConsent(): StoredConsent | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null') as StoredConsent | null;
    return value && typeof value.version === 'number' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the member's current answer (after the notice, a change in Settings, or a check with the server). */
export function rememberConsent(version: number, choices: ConsentChoices): void {
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ version, ...choices } satisfies StoredConsent));
  } catch {
    // Without storage the notice is checked with the server on each page.
  }
}

/** True when this browser knows the member consented to `purpose`. */
export function consented(purpose: ConsentPurpose): boolean {
  return readConsent()?.[purpose] === true;
}

/** True when the current notice's answer is known here (no need to ask the server). */
export function noticeAnswered(): boolean {
  return (readConsent()?.version ?? 0) >= PRIVACY_NOTICE_VERSION;
}
