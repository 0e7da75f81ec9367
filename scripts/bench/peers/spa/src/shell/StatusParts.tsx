/**
 * The product's status parts (chrome/PageStatus.astro: update prompt and toasts), bound by the product's own layout
 * script (chrome/boot.ts) once the shell has mounted. The offline notice is left out: it registers the product's
 * service worker, which precaches the product's pages, not the peer's (a service worker does not change a first visit).
 */
import { useEffect } from 'react';
import { bindShell, mountStatusWhenIdle } from '../../../../../../src/layouts/chrome/boot.ts';

/** The update prompt's slot and the toast region, and the shell's buttons bound on mount. */
export default function StatusParts() {
  useEffect(() => {
    bindShell();
    mountStatusWhenIdle();
  }, []);
  return (
    <>
      <div data-update-prompt />
      <div className="toasts" role="status" aria-live="polite" aria-atomic="false" data-toasts />
    </>
  );
}
