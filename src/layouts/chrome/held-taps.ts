/**
 * Taps on the shell's buttons before their code has come (issue 44). /home binds its shell (Menu, Logout, chat)
 * with React's file, which it asks for only after the first screen has painted; a tap on one of those buttons in
 * between is kept here, the button marked busy, and made again once HomeScreen has bound them (SHELL_BOUND_EVENT).
 * No imports: /home's drawing script inlines this file.
 */

/** The shell's buttons whose code comes with React's file (src/components/BottomBar.astro, MemberLayout, ChatButton). */
const SHELL_BUTTONS = '[data-menu-open], [data-logout], #chat-launcher';

/** The window event HomeScreen gives once it has bound the shell's buttons (the same name is there). */
const SHELL_BOUND_EVENT = 'portal:shell-bound';

/** Keeps the last tap on a shell button until the shell is bound, then taps that button again. */
export function holdShellTaps(): void {
  let held: HTMLElement | undefined;
  const hold = (event: MouseEvent): void => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(SHELL_BUTTONS) : null;
    if (!button) return;
    held?.removeAttribute('aria-busy');
    held = button;
    held.setAttribute('aria-busy', 'true');
  };
  addEventListener('click', hold, true);
  addEventListener(
    SHELL_BOUND_EVENT,
    () => {
      removeEventListener('click', hold, true);
      held?.removeAttribute('aria-busy');
      held?.click();
    },
    { once: true },
  );
}
