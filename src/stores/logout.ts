/** Logout (SPEC §2 Header, DESIGN §4), apart from the login actions so that member pages carry no login code. */
import * as authApi from '../api/auth.ts';
import { pathFor } from '../shared/routes.ts';
import { navigate } from '../lib/navigation.ts';
import { $session, clearStorage } from './session.ts';

/**
 * Ends the session: while the member's outbox holds items, first warns and erases it (or stays, answering false, when
 * the doctor keeps them); deletes this browser's push token, revokes the key on the server (ignoring failures), clears
 * every storage and cache of the site (issue 5 §2), goes to the login screen.
 */
export async function logout(): Promise<boolean> {
  // The outbox's code is fetched here (pages do not carry it); offline and never fetched, there is nothing to erase.
  if (
    !(await import('./outbox.ts').then(
      (outbox) => outbox.eraseAfterWarning(),
      () => true,
    ))
  )
    return false;
  if (__PORTAL_FIREBASE__) await (await import('./push.ts')).unsubscribePush();
  if ($session.get()) {
    try {
      await authApi.logout();
    } catch {
      // The key is forgotten on this device either way.
    }
  }
  clearStorage();
  // The offline module is loaded after the first paint (src/layouts/chrome/boot.ts), not with the shell.
  await import('./offline.ts').then(({ clearSiteData }) => clearSiteData()).catch(() => undefined);
  navigate(pathFor('login'), true);
  return true;
}
