/**
 * Taps before React's file has come, on a member page (issue 44). The shell's buttons (Menu, Logout, chat) are bound
 * with React's file, which a member page asks for only once it has painted (by its layout script, or by its island
 * on a page that draws its first screen): a tap on one in between is kept, the button marked busy, and made again
 * once the shell is bound (SHELL_BOUND_EVENT, chrome/boot.ts). A tap on a drawn card's button (a product's title or
 * an order card, which open an order) marks that button busy; the island makes it again on its own card when its
 * grid takes the drawn one's place (use-first-screen.ts). No imports: HeldTaps.astro inlines this file.
 */

/** The shell's buttons whose code comes with React's file (src/components/BottomBar.astro, MemberLayout, ChatButton). */
const SHELL_BUTTONS = '[data-menu-open], [data-logout], #chat-launcher';

/** The buttons of the cards drawn before React (first-cards.ts). */
const DRAWN_BUTTONS = '[data-first-cards] button';

/** The window event given once the shell's buttons are bound (the same name is in chrome/boot.ts). */
const SHELL_BOUND_EVENT = 'portal:shell-bound';

/** Keeps taps on the shell's buttons until the shell is bound, and marks a tapped drawn card's button busy. */
export function holdTaps(): void {
  let held: Element | undefined;
  let shellBound = false;
  const hold = (next: Element): void => {
    held?.removeAttribute('aria-busy');
    held = next;
    held.setAttribute('aria-busy', 'true');
  };
  addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const button = event.target.closest(DRAWN_BUTTONS) ?? (shellBound ? null : event.target.closest(SHELL_BUTTONS));
      if (button) hold(button);
    },
    true,
  );
  addEventListener(
    SHELL_BOUND_EVENT,
    () => {
      shellBound = true;
      if (!held?.matches(SHELL_BUTTONS)) return;
      held.removeAttribute('aria-busy');
      if (held instanceof HTMLElement) held.click();
      held = undefined;
    },
    { once: true },
  );
}
