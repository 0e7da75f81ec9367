/**
 * Forms before React (issue 44). A form that sends what a doctor typed posts (src/ui/Form.tsx: login, verify, the
 * profile, the message to the managers, the safety forms) and is static HTML until its island has hydrated. A submit
 * before React owns it (a tap on its button, Enter in a field) is held, its button marked busy, and made again once the
 * form says React owns it: React takes it then, with what was typed (fields typed into before hydration keep their
 * text, and React reads it). React does not take a submit made while it is still hydrating the form, and the browser
 * would send the form itself to the static page. Search forms (GET) are left alone: a search the browser sent is
 * finished by its island (src/integrations/focus/directive.ts). Inlined into every page that runs scripts: no imports.
 */

/** The window event a form gives once React owns it (the same name is in src/ui/Form.tsx). */
const FORM_READY_EVENT = 'portal:form-ready';
/** The attribute of a form React owns (the same name is in src/ui/Form.tsx). */
const OWNED_ATTRIBUTE = 'data-owned';

/** A submit made before React owned its form: the form and the button that sent it. */
interface HeldSubmit {
  form: HTMLFormElement;
  button: HTMLElement | null;
}

/** Makes a held submit again, now that React owns its form; the button is busy until the next task. */
function release({ form, button }: HeldSubmit): void {
  const submitter =
    button instanceof HTMLButtonElement && button.form === form && button.type === 'submit' ? button : null;
  if (form.isConnected) form.requestSubmit(submitter);
  // Busy while the island's effects run (the login form's does not fill in the device's last number when Get OTP was
  // tapped); a disabled busy button is React's own.
  setTimeout(() => {
    if (!button?.hasAttribute('disabled')) button?.removeAttribute('aria-busy');
  });
}

/**
 * Holds the submits of each island whose form React does not own yet, then makes the last one again. Whether React
 * owns a form is read from the form's own mark at each submit: an island may hydrate before this script runs (its
 * event then unheard), and a held submit is let go only once its form carries the mark.
 */
function holdSubmits(): void {
  const held = new Map<Element, HeldSubmit>();
  addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.method !== 'post') return;
      const island = form.closest('astro-island');
      if (!island || form.hasAttribute(OWNED_ATTRIBUTE)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.get(island)?.button?.removeAttribute('aria-busy');
      const button = event.submitter ?? form.querySelector<HTMLElement>('[type="submit"]');
      button?.setAttribute('aria-busy', 'true');
      held.set(island, { form, button });
    },
    true,
  );
  // A form marks itself once React has committed it, then says so: the held submit of each form so marked goes.
  addEventListener(FORM_READY_EVENT, () => {
    for (const [island, submit] of held) {
      if (!submit.form.hasAttribute(OWNED_ATTRIBUTE)) continue;
      held.delete(island);
      release(submit);
    }
  });
}

holdSubmits();
