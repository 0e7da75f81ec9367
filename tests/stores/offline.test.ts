/** The offline store: the network flag follows the browser's online and offline events; logout wipes site data. */
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import {
  $offline,
  $updateReady,
  clearSiteData,
  serviceWorkerRegistration,
  startOfflineSupport,
} from '../../src/stores/offline.ts';

/** The page is still loading: registering the worker waits for its load event, which these tests never send. */
Object.defineProperty(globalThis, 'document', { value: { readyState: 'loading' }, configurable: true });

const setOnline = (online: boolean): void => {
  (navigator as { onLine: boolean }).onLine = online;
  dispatchEvent(new Event(online ? 'online' : 'offline'));
};

afterEach(() => {
  setOnline(true);
  cleanStores($offline, $updateReady);
});

describe('offline support', () => {
  it('follows the online and offline events until stopped', () => {
    const stop = startOfflineSupport();
    expect($offline.get()).toBe(false);
    setOnline(false);
    expect($offline.get()).toBe(true);
    setOnline(true);
    expect($offline.get()).toBe(false);
    stop();
    setOnline(false);
    expect($offline.get()).toBe(false);
  });

  it('registers no service worker outside a production build', async () => {
    expect(await serviceWorkerRegistration()).toBeUndefined();
    expect($updateReady.get()).toBe(false);
  });

  it('clears local and session storage at logout', async () => {
    localStorage.setItem('a', '1');
    sessionStorage.setItem('b', '2');
    await clearSiteData();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
