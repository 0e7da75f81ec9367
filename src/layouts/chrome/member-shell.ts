/** The member shell's controls as plain DOM: the bottom bar's slide-in menu and the Logout buttons. */
import { logout } from '../../stores/logout.ts';
import { setBusy } from './dom.ts';

/** Opens the menu dialog from its button; the close button, Escape (native) and a backdrop click close it. */
export function mountMenu(button: HTMLButtonElement, dialog: HTMLDialogElement): void {
  button.addEventListener('click', () => dialog.showModal());
  dialog.querySelector<HTMLButtonElement>('[data-menu-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
}

/** Logs out on a click: the button turns busy while the session is revoked and the site's data cleared. */
export function mountLogout(button: HTMLButtonElement): void {
  button.addEventListener('click', () => {
    setBusy(button, true);
    void logout();
  });
}
