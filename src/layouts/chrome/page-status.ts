/**
 * The status parts of every page that runs scripts: the offline notice (it also registers the service worker),
 * the "new version available" prompt and the toast region — plain DOM bound to their stores, no React.
 */
import { t } from '../../shared/messages/index.ts';
import { $offline, $updateReady, applyUpdate, startOfflineSupport } from '../../stores/offline.ts';
import { $savedAt } from '../../stores/saved-at.ts';
import { $profile } from '../../stores/session.ts';
import { formatMoment } from '../../lib/times.ts';
import { $toasts, dismissToast, type Toast } from '../../stores/toasts.ts';
import { showCarriedToast } from '../../stores/carried-toast.ts';
import { followOtherTabs } from './other-tabs.ts';
import { noticeAnswered } from '../../lib/consent.ts';
import { ICON_CLOSE } from '../../ui/icon-paths.ts';
import { element, icon, setBusy } from './dom.ts';

// Loaded once per page, after the first paint (boot.ts): from then on a logout in another tab reaches this one too.
followOtherTabs();

/** "Last updated: 28 Nov 2026, 4:19 am", in the portal's one date format (lib/dates.ts) and the member's zone. */
function savedNote(at: number): HTMLElement {
  const time = formatMoment(new Date(at).toISOString(), $profile.get()?.country_code);
  return element('p', 'offline-notice__saved', t.delivery.savedAt(time));
}

/** Seconds after `online` at which the failed loads still shown are tried again. */
const RETRY_AFTER_S = [0, 2, 5, 10, 20, 40];

/**
 * Presses "Try again" on every failed load (ui/ErrorRetry.tsx) when the connection returns (issue 40 §2), and again
 * a few times on those still shown while the browser stays online: `online` can come before requests get through
 * (the service worker's own network included), and a slow first answer must not leave the error standing. Bound by
 * boot.ts as the page starts, so a connection back before the status parts are mounted is not missed.
 */
export function retryFailedLoads(): void {
  for (const seconds of RETRY_AFTER_S)
    setTimeout(() => {
      if (!navigator.onLine) return;
      for (const button of document.querySelectorAll<HTMLButtonElement>('.error-retry button')) button.click();
    }, seconds * 1000);
}

/**
 * Shows 'You are offline…' in the notice while the browser reports no network, and the quiet "Last updated: <time>"
 * note when the page shows saved answers (offline, or a network too slow to answer in time); starts offline support.
 */
export function mountOfflineNotice(notice: HTMLElement): void {
  const text = element('p', '', t.offline);
  const show = (): void => {
    const at = $savedAt.get();
    notice.replaceChildren(...($offline.get() ? [text] : []), ...(at ? [savedNote(at)] : []));
  };
  $offline.subscribe(show);
  $savedAt.listen(show);
  startOfflineSupport();
  // Offline, the outbox's code may not be on this device yet: it loads when the connection returns, and sends then.
  void mountOutbox().catch(() =>
    addEventListener('online', () => void mountOutbox().catch(() => undefined), { once: true }),
  );
}

/** Puts "New version available — Reload" into `slot` once a new version waits; Reload lets it take over. */
export function mountUpdatePrompt(slot: HTMLElement): void {
  $updateReady.subscribe((ready) => {
    if (!ready || slot.firstChild) return;
    const reload = element('button', 'btn', t.delivery.reload);
    reload.type = 'button';
    reload.addEventListener('click', () => {
      setBusy(reload, true);
      void applyUpdate();
    });
    const prompt = element('section', 'update-prompt', element('p', '', t.delivery.updateAvailable), reload);
    prompt.setAttribute('role', 'alert');
    prompt.setAttribute('aria-label', t.delivery.updateAvailable);
    slot.append(prompt);
  });
}

function toastElement(toast: Toast): HTMLElement {
  const close = element('button', '', icon(ICON_CLOSE));
  close.type = 'button';
  close.setAttribute('aria-label', t.common.dismiss);
  close.addEventListener('click', () => dismissToast(toast.id));
  return element('div', `toast toast--${toast.tone}`, element('p', '', toast.text), close);
}

/**
 * Keeps the live region in step with $toasts: new toasts are appended (and so announced), closed ones removed; a toast
 * the previous page left (stores/carried-toast.ts) is shown first.
 */
export function mountToasts(region: HTMLElement): void {
  showCarriedToast();
  const shown = new Map<number, HTMLElement>();
  $toasts.subscribe((toasts) => {
    const open = new Set(toasts.map((toast) => toast.id));
    for (const [id, node] of shown) {
      if (open.has(id)) continue;
      node.remove();
      shown.delete(id);
    }
    for (const toast of toasts) {
      if (shown.has(toast.id)) continue;
      const node = toastElement(toast);
      shown.set(toast.id, node);
      region.append(node);
    }
  });
}

/**
 * The privacy notice (issue 27): on a member page whose browser has no answer to the current notice version, loads
 * the dialog's code, which asks the server and opens the notice when it is due.
 */
export async function mountPrivacyNotice(): Promise<void> {
  if (!document.body.classList.contains('member') || noticeAnswered()) return;
  const { mountNoticeWhenDue } = await import('../../islands/privacy/mount-notice.tsx');
  await mountNoticeWhenDue();
}

/**
 * The outbox (issue 43 §3): when the signed-in member may have items waiting on this device, loads its code, which
 * sends them (now when online, and when the connection returns) and lists them where the page has a place for them.
 * Read inline, so that pages carry no outbox code: the note stores/outbox-storage.ts keeps in localStorage, or, when a
 * session's end cleared it, whether the outbox's database exists.
 */
async function mountOutbox(): Promise<void> {
  const owner = $profile.get()?.member_id;
  if (!owner || typeof indexedDB === 'undefined') return;
  if (!localStorage.getItem('outboxOwners')?.split(',').includes(owner)) {
    const databases = await indexedDB.databases?.();
    if (databases && !databases.some((database) => database.name === 'portal-outbox')) return;
  }
  const { mountOutboxPanel } = await import('./outbox-panel.ts');
  mountOutboxPanel(document.querySelector<HTMLElement>('[data-outbox]'));
}
