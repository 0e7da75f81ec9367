/**
 * Taps before React's file has come, on a member page (issue 44). The shell's buttons (Menu, Logout, chat) are bound
 * with React's file, which a member page asks for only once it has painted (by its layout script, or by its island
 * on a page that draws its first screen): a tap on one in between is kept, the button marked busy, and made again
 * once the shell is bound (SHELL_BOUND_EVENT, chrome/boot.ts). A tap on a drawn card's button (a product's title or
 * an order card, which open an order) marks that button busy; the island makes it again on its own card when its
 * grid takes the drawn one's place (use-first-screen.ts). A mouse or pen press on a drawn card's link or button that
 * the island's card takes the place of before the release gets no click from the browser (the element pressed is
 * gone): released on the island's same control, that control is clicked. A finger's tap needs no help: the browser
 * gives it to what is under the finger when it lifts. A tap as a form jumps to its field in error is ignored. No
 * imports: HeldTaps.astro inlines this file.
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

/** How long a tap is ignored after a form has taken the page to its field in error (a double tap's second tap). */
const ERROR_JUMP_MS = 500;

/** How near (px) to the tap that sent the form a second tap counts as the same finger's. */
const SAME_SPOT_PX = 24;

/** The link, button, field or label a tap is on (null: none). */
const controlOf = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target.closest('a, button, input, select, textarea, label, summary') : null;

/**
 * Ignores the second tap of a double tap on Send when the first made the form move the focus to a field in error
 * (marked aria-invalid, or in a group so marked) and the page scrolled to it: that tap, within ERROR_JUMP_MS and at
 * the same spot, would land on whatever the page brought under the finger (a seriousness box, a radio button) and
 * choose it for the doctor. A tap elsewhere, on the same control again, or on the field itself counts; so do keyboard
 * clicks (`detail` 0).
 */
function ignoreTapsAfterErrorJump(): void {
  let pressed: PointerEvent | undefined;
  let jump: { tap: PointerEvent; until: number } | undefined;
  addEventListener(
    'pointerdown',
    (event) => {
      pressed = event;
    },
    true,
  );
  addEventListener(
    'focusin',
    (event) => {
      const field = event.target;
      const tap = pressed;
      if (!(field instanceof HTMLElement) || !field.closest('[aria-invalid="true"]') || !tap) return;
      const labels = 'labels' in field && field.labels instanceof NodeList ? [...field.labels] : [];
      const tapped = tap.target;
      if (tapped instanceof Node && [field, ...labels].some((own) => own.contains(tapped))) return;
      jump = { tap, until: performance.now() + ERROR_JUMP_MS };
    },
    true,
  );
  addEventListener(
    'click',
    (event) => {
      const tap = jump && performance.now() < jump.until && event.detail > 0 ? jump.tap : undefined;
      if (!tap || controlOf(tap.target) === controlOf(event.target)) return;
      if (Math.hypot(event.clientX - tap.clientX, event.clientY - tap.clientY) > SAME_SPOT_PX) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
}

/**
 * Keeps taps on the shell's buttons until the shell is bound, marks a tapped drawn card's button busy, gives a press
 * a card's swap came in the middle of its click, and ignores a tap made as the page jumps to a field in error.
 */
export function holdTaps(): void {
  let held: Element | undefined;
  let shellBound = false;
  clickWherePressEnds();
  ignoreTapsAfterErrorJump();
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
