/**
 * The login and verify pages before React (issue 44). Their card is static HTML and their island hydrates after it has
 * painted (`client:painted="static"`), so React's file is not on that paint's path. A submit before the island is
 * ready (Get OTP or Verify OTP tapped, Enter in a field) is held, its button marked busy, and made again once the
 * island says it is ready; what was typed stays, as the fields are uncontrolled. Without this the browser would send
 * the form itself to the static page (as a POST: the forms say so, so that the number is never put in an address).
 * Inlined into the page: no imports.
 */

/** The window event a login or verify island gives once it owns its form (the same name is in useFormReady.ts). */
const FORM_READY_EVENT = 'portal:form-ready';

/** A submit made before the island was ready: the form and the button that sent it. */
interface HeldSubmit {
  form: HTMLFormElement;
  button: HTMLElement | null;
}

/** Holds submits until FORM_READY_EVENT, then makes the last one again. */
function holdSubmits(): void {
  let ready = false;
  let held: HeldSubmit | undefined;
  addEventListener(
    'submit',
    (event) => {
      if (ready || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held?.button?.removeAttribute('aria-busy');
      const button = event.submitter ?? event.target.querySelector<HTMLElement>('[type="submit"]');
      held = { form: event.target, button };
      button?.setAttribute('aria-busy', 'true');
    },
    true,
  );
  addEventListener(
    FORM_READY_EVENT,
    () => {
      ready = true;
      if (!held) return;
      const { form, button } = held;
      held = undefined;
      button?.removeAttribute('aria-busy');
      form.requestSubmit(button instanceof HTMLButtonElement && button.form === form ? button : null);
    },
    { once: true },
  );
}

holdSubmits();
