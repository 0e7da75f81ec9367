/**
 * The one plain script of every page that runs scripts (login, verify, member pages; loaded once the page has
 * painted, see src/integrations/module-preload.ts). It binds the member shell's buttons at once and mounts the status
 * parts (offline notice and service worker, update prompt, toasts, the privacy notice while unanswered) once the page
 * has loaded and the browser is idle, so that none of it competes with the first paint or with the island's first
 * data. The status parts' code is loaded then (page-status.ts, not counted in the first visit's bytes; the service
 * worker keeps it once seen).
 */
import { mountChatLauncher, mountLogout, mountMenu } from './member-shell.ts';

/** The window event that makes a tap held before the shell was bound again (the same name is in held-taps.ts). */
const SHELL_BOUND_EVENT = 'portal:shell-bound';

/** Binds the member shell's Menu, Logout and chat buttons that are on this page, and says so to held-taps.ts. */
export function bindShell(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-logout]')) mountLogout(button);
  const menu = document.querySelector<HTMLButtonElement>('[data-menu-open]');
  const drawer = document.querySelector<HTMLDialogElement>('[data-menu]');
  if (menu && drawer) mountMenu(menu, drawer);
  const chat = document.querySelector<HTMLButtonElement>('#chat-launcher');
  if (chat) mountChatLauncher(chat);
  dispatchEvent(new Event(SHELL_BOUND_EVENT));
}

/** The status parts' code (loaded when first needed). */
const statusCode = () => import('./page-status.ts');

/**
 * Binds the offline notice (it starts offline support), the update prompt and the toast region of this page (the
 * status code, once loaded, also follows the member's other tabs: other-tabs.ts).
 */
async function mountStatus(): Promise<void> {
  const { mountOfflineNotice, mountPrivacyNotice, mountToasts, mountUpdatePrompt } = await statusCode();
  const find = (name: string) => document.querySelector<HTMLElement>(`[data-${name}]`);
  const toasts = find('toasts');
  if (toasts) mountToasts(toasts);
  const update = find('update-prompt');
  if (update) mountUpdatePrompt(update);
  const notice = find('offline-notice');
  if (notice) mountOfflineNotice(notice);
  await mountPrivacyNotice();
}

/**
 * Mounts the status parts after the load event, when the browser is idle (at most a second later); failed loads are
 * tried again when the connection returns from the start, also before that (page-status.ts retryFailedLoads).
 */
export function mountStatusWhenIdle(): void {
  addEventListener('online', () => void statusCode().then((status) => status.retryFailedLoads()));
  const idle = () => {
    const mount = (): void => void mountStatus().catch(() => undefined);
    if ('requestIdleCallback' in window) requestIdleCallback(mount, { timeout: 1000 });
    else setTimeout(mount, 1);
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
