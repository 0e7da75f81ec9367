/**
 * Taps before React's file has come, on a member page (issue 44). The shell's buttons (Menu, Logout, chat) are bound
 * with React's file, which a member page asks for only once it has painted (by its layout script, or by its island
 * on a page that draws its first screen): a tap on one in between is kept, the button marked busy, and made again
 * once the shell is bound (SHELL_BOUND_EVENT, chrome/boot.ts). A tap on a drawn card's button (a product's title or
 * an order card, which open an order) marks that button busy; the island makes it again on its own card when its
 * grid takes the drawn one's place (use-first-screen.ts). A mouse or pen press on a drawn card's link or button that
 * the island's card takes the place of before the release gets no click from the browser (the element pressed is
 * gone): released on the island's same control, that control is clicked. A finger's tap needs no help: the browser
 * gives it to what is under the finger when it lifts. No imports: HeldTaps.astro inlines this file.
 */

/** The shell's buttons whose code comes with React's file (src/components/BottomBar.astro, MemberLayout, ChatButton). */
const SHELL_BUTTONS = '[data-menu-open], [data-logout], #chat-launcher';

/** The buttons of the cards drawn before React (first-cards.ts). */
const DRAWN_BUTTONS = '[data-first-cards] button';

/** The links and buttons of the drawn cards. */
const DRAWN_CONTROLS = '[data-first-cards] a, [data-first-cards] button';

/** The window event given once the shell's buttons are bound (the same name is in chrome/boot.ts). */
const SHELL_BOUND_EVENT = 'portal:shell-bound';

/**
 * Clicks the control a mouse or pen press ends on when the drawn link or button it began on has gone meanwhile (the
 * island's card took its place) and the two read the same.
 */
function clickWherePressEnds(): void {
  let pressed: Element | undefined;
  addEventListener(
    'pointerdown',
    (event) => {
      const target = event.pointerType !== 'touch' && event.target instanceof Element ? event.target : undefined;
      pressed = target?.closest(DRAWN_CONTROLS) ?? undefined;
    },
    true,
  );
  addEventListener(
    'pointerup',
    (event) => {
      const gone = pressed?.isConnected === false ? pressed : undefined;
      pressed = undefined;
      const control = event.target instanceof Element ? event.target.closest('a, button') : null;
      if (gone && control instanceof HTMLElement && control.textContent === gone.textContent) control.click();
    },
    true,
  );
}

/**
 * Keeps taps on the shell's buttons until the shell is bound, marks a tapped drawn card's button busy, and gives a
 * press a card's swap came in the middle of its click.
 */
export function holdTaps(): void {
  let held: Element | undefined;
  let shellBound = false;
  clickWherePressEnds();
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
