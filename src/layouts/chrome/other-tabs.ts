/**
 * A member page follows the member's other tabs: a logout there takes this tab to the login screen, and a login there
 * as someone else (a new session key) reloads this page, so that no tab goes on showing a doctor's data. Bound with the
 * status parts (boot.ts), not with the first scripts.
 */
import { navigate } from '../../lib/navigation.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { pathFor } from '../../shared/routes.ts';

/** Watches the session key other tabs store; does nothing on a page opened without a session. */
export function followOtherTabs(): void {
  const openedWith = localStorage.getItem(STORAGE_KEYS.session);
  if (!openedWith) return;
  addEventListener('storage', ({ key }) => {
    if (key !== null && key !== STORAGE_KEYS.session) return;
    const now = localStorage.getItem(STORAGE_KEYS.session);
    if (!now) navigate(pathFor('login'), true);
    else if (now !== openedWith) location.reload();
  });
}
