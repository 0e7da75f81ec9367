/**
 * The only module that touches Firebase (the module boundary the push tests replace, see docs/DEPLOY.md):
 * gets and deletes the FCM registration token of this browser, using the site's own service worker.
 * It is loaded with a dynamic import() only when the build has a Firebase configuration.
 */
import { getApps, initializeApp } from 'firebase/app';
import {
  deleteToken as deleteFcmToken,
  getMessaging,
  getToken as getFcmToken,
  isSupported,
  type Messaging,
} from 'firebase/messaging';
import type { FirebaseWebConfig } from '../shared/third-party.ts';

function messaging(config: FirebaseWebConfig): Messaging {
  const { apiKey, authDomain, projectId, messagingSenderId, appId } = config;
  const app = getApps()[0] ?? initializeApp({ apiKey, authDomain, projectId, messagingSenderId, appId });
  return getMessaging(app);
}

/** The FCM token of this browser for the site's service worker registration. */
export async function getToken(config: FirebaseWebConfig, registration: ServiceWorkerRegistration): Promise<string> {
  if (!(await isSupported())) throw new Error('Push messaging is not supported in this browser.');
  return getFcmToken(messaging(config), { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
}

/** Deletes this browser's FCM token (logout, or before a refresh). */
export async function deleteToken(config: FirebaseWebConfig): Promise<void> {
  if (await isSupported()) await deleteFcmToken(messaging(config));
}
