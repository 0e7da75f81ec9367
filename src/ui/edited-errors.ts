/**
 * A field's error goes once the doctor edits that field, and comes back only if the next submit finds it again: an
 * edit in a form's field box (`.field`: a text, a choice, a file) hides its error, takes away its aria-invalid and the
 * error from what its controls are described by; the next submit puts them back just before the form's handler runs,
 * so that React, which set them, finds them as it left them and shows what that submit finds. Plain DOM, once per
 * page for every form (ui/Field.tsx loads it as the focus first moves), rather than code in each field: the member pages'
 * bytes are counted.
 */

/** The boxes whose error an edit hid: their error, and how to put back what was changed. */
let hidden: [Element, (() => void)[]][] = [];

/** Hides the error of the field box the edited control is in (a control outside a form keeps its own). */
function hideError(control: HTMLInputElement): void {
  const box = control.form && control.closest('.field');
  const error = box?.querySelector('.field__error:not([hidden])');
  if (!box || !error) return;
  const undo: (() => void)[] = [];
  const set = (element: Element, name: string, value: string | null): void => {
    const was = element.getAttribute(name);
    undo.push(() => (was === null ? element.removeAttribute(name) : element.setAttribute(name, was)));
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  };
  set(error, 'hidden', '');
  for (const element of [box, ...box.querySelectorAll('[aria-invalid],[aria-describedby]')]) {
    if (element.getAttribute('aria-invalid') === 'true') set(element, 'aria-invalid', null);
    const described = element.getAttribute('aria-describedby');
    if (described?.includes('-error'))
      set(element, 'aria-describedby', described.replace(/\S*-error/, '').trim() || null);
  }
  hidden.push([error, undo]);
}

/**
 * Puts back what the edits changed before a submit's handler looks at the form; not for an error React has taken
 * away since (the form cleared it): React took its marks away with it.
 */
function putBack(): void {
  for (const [error, undo] of hidden) if (error.isConnected) for (const step of undo) step();
  hidden = [];
}

// In the browser only (pages are also drawn at build time); capturing, so before React's handlers.
if (typeof window !== 'undefined') {
  addEventListener('input', (event) => hideError(event.target as HTMLInputElement), true);
  addEventListener('submit', putBack, true);
}

// A module, loaded for its effect alone.
export {};
