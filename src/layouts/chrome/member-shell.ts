/**
 * The member shell's controls as plain DOM: the bottom bar's slide-in menu, the Logout buttons and the chat
 * launcher (SPEC §2 Chat assistant), whose code is imported on the first click only.
 */
import { backCloses } from '../../lib/back-closes.ts';
import { navigate } from '../../lib/navigation.ts';
import { pathFor } from '../../shared/routes.ts';
import { clearStorage } from '../../stores/session.ts';
import { setBusy } from './dom.ts';

/** Opens the menu dialog from its button; the close button, Escape (native), a backdrop click and Back close it. */
export function mountMenu(button: HTMLButtonElement, dialog: HTMLDialogElement): void {
  let release = (): void => undefined;
  button.addEventListener('click', () => {
    dialog.showModal();
    release = backCloses(() => dialog.close());
  });
  dialog.addEventListener('close', () => release());
  dialog.querySelector<HTMLButtonElement>('[data-menu-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
}

/**
 * Logs out on a click: the button turns busy while the session is revoked and the site's data cleared. The logout
 * code is imported on the click (it is not needed before); if it cannot be fetched (offline, not cached yet), this
 * device's data is cleared all the same and the login screen opens. A doctor who keeps the outbox's items stays.
 */
export function mountLogout(button: HTMLButtonElement): void {
  button.addEventListener('click', () => {
    setBusy(button, true);
    import('../../stores/logout.ts').then(
      ({ logout }) => logout().then((left) => setBusy(button, left)),
      () => {
        clearStorage();
        navigate(pathFor('login'), true);
      },
    );
  });
}

/** The chat launcher: the first click imports the chat (mount-chat.tsx); a failed download is tried again. */
export function mountChatLauncher(button: HTMLButtonElement): void {
  let toggle: Promise<() => void> | undefined;
  button.addEventListener('click', () => {
    toggle ??= import('../../islands/chat/mount-chat.tsx').then(({ mountChat }) => mountChat(button));
    toggle.then(
      (run) => run(),
      () => {
        toggle = undefined;
      },
    );
  });
}
