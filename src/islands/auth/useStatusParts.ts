/**
 * What a login or verify island does once it has hydrated (issue 44): these pages have no layout script, so that
 * nothing but the static card is on the first paint's path; the island mounts the status parts (offline notice,
 * update prompt, toasts) instead.
 */
import { useEffect } from 'react';
import { mountStatusWhenIdle } from '../../layouts/chrome/boot.ts';

/** Mounts the page's status parts once the island has hydrated. */
export function useStatusParts(): void {
  useEffect(() => mountStatusWhenIdle(), []);
}
