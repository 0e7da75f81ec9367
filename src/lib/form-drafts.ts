/**
 * What a doctor typed into a form that closed unsent (Back, Escape, the close button, a send that failed after its
 * modal was closed), kept for the page's life and put back when the same form opens again. Kept in memory only: it
 * may name a patient or a medicine, and it is not worth a storage the next visit could read. A file chosen for upload
 * cannot be put back (browsers forbid it) and is not kept.
 */

/** A form's fields by name: a text's value, or for a check box or radio button whether it was checked. */
type Draft = Map<string, string | boolean>;

const drafts = new Map<string, Draft>();

/** The form's named fields that a draft can hold (not files, not buttons). */
function fieldsOf(form: HTMLFormElement): (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement)[] {
  return [...form.elements].filter(
    (field): field is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
      (field instanceof HTMLInputElement && !['file', 'hidden', 'submit', 'button', 'reset'].includes(field.type)) ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement,
  );
}

/** A check box or a radio button: kept as checked or not. */
const isCheckable = (field: Element): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** A field's place in a draft: its name, and for a check box or radio button also its value. */
const slotOf = (field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string =>
  isCheckable(field) ? `${field.name}\u0000${field.value}` : field.name;

/** Keeps what `form` holds now under `key` (called on each input, so a form closed by any means is kept). */
export function keepDraft(key: string, form: HTMLFormElement): void {
  const draft: Draft = new Map();
  for (const field of fieldsOf(form)) {
    if (field.name) draft.set(slotOf(field), isCheckable(field) ? field.checked : field.value);
  }
  drafts.set(key, draft);
}

/** Puts the draft kept under `key` back into `form`; true when there was one. */
export function restoreDraft(key: string, form: HTMLFormElement): boolean {
  const draft = drafts.get(key);
  if (!draft) return false;
  for (const field of fieldsOf(form)) {
    const kept = draft.get(slotOf(field));
    if (typeof kept === 'boolean' && isCheckable(field)) field.checked = kept;
    else if (typeof kept === 'string') field.value = kept;
  }
  return true;
}

/** Forgets the draft kept under `key` (the form was sent, queued to send later, or cancelled). */
export function dropDraft(key: string): void {
  drafts.delete(key);
}
