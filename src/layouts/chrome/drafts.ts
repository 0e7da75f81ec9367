/**
 * Drafts: what a doctor types into a form marked `data-draft` (the message to the managers, the side-effect report,
 * the medical question, the profile) survives a reload, and the phone dropping the tab while another app is open.
 * Each change of a typed field keeps the form's text in this tab's sessionStorage, and the page gives it back when it
 * is opened again: into the fields the page shows, and once more when React owns the form (the profile's island
 * draws its own). A field keeps only text that differs from what the page gave it, so the draft goes when the form
 * has been sent (its fields emptied or given the saved values, or the form gone), and with the tab, logout or the
 * session's end (no session, no draft: logout and the session's end clear sessionStorage). Drafts are per address:
 * a report begun about one product is not offered for another. Choices, pictures and files are not kept. Inlined on
 * the pages with such a form: no imports.
 */

/** sessionStorage prefix of a form's draft, by page and form (STORAGE_KEYS.draft is the same). */
export const DRAFT_PREFIX = 'draft:';
/** localStorage key of the session (STORAGE_KEYS.session is the same). */
export const SESSION_KEY = 'key';
/** The window event a form gives once React owns it (the same name is in src/ui/Form.tsx). */
const FORM_READY_EVENT = 'portal:form-ready';
/** The inputs whose text a doctor types (a textarea's is always kept). */
const TYPED_INPUTS = ['text', 'email', 'tel', 'url', 'date', 'number'];

/** The draft keys of the forms this page has shown: a form gone since (a report sent: its receipt) drops its draft. */
const seen = new Set<string>();

/** A field whose text is kept. */
type TypedField = HTMLInputElement | HTMLTextAreaElement;

/** The forms of the page that keep drafts (not one drawn before React that cannot be typed into: the profile's). */
const draftForms = (): HTMLFormElement[] =>
  [...document.querySelectorAll<HTMLFormElement>('form[data-draft]')].filter((form) => !form.closest('[inert]'));

/** The form's named fields a doctor types into. */
function typedFields(form: HTMLFormElement): TypedField[] {
  return [...form.querySelectorAll<TypedField>('textarea[name], input[name]')].filter(
    (field) =>
      (field.localName === 'textarea' || TYPED_INPUTS.includes(field.type)) && !field.disabled && !field.readOnly,
  );
}

/**
 * The form's draft key: this page's address with its query (a report's or question's `?product=`: what is typed about
 * one product is not offered for another) and the form's `data-draft` name.
 */
const draftKey = (form: HTMLFormElement): string =>
  `${DRAFT_PREFIX}${location.pathname}${location.search}#${form.dataset.draft ?? ''}`;

/** The kept draft under `key`: text by field name ({} without one). */
function readDraft(key: string): Record<string, unknown> {
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    return draft !== null && typeof draft === 'object' ? (draft as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Puts the draft's text into the form's fields that still show what the page gave them. */
function restore(form: HTMLFormElement): void {
  const key = draftKey(form);
  seen.add(key);
  const draft = readDraft(key);
  for (const field of typedFields(form)) {
    const text = draft[field.name];
    if (typeof text === 'string' && field.value === field.defaultValue) field.value = text;
  }
}

/**
 * Keeps the text of the form's fields that differs from what the page gave them (a field not on the page now keeps
 * its kept text); removes the draft when none is left, or when there is no session.
 */
function keep(form: HTMLFormElement): void {
  const key = draftKey(form);
  seen.add(key);
  const draft = readDraft(key);
  for (const field of typedFields(form)) {
    if (field.value === field.defaultValue) delete draft[field.name];
    else draft[field.name] = field.value;
  }
  try {
    if (Object.keys(draft).length > 0 && localStorage.getItem(SESSION_KEY))
      sessionStorage.setItem(key, JSON.stringify(draft));
    else sessionStorage.removeItem(key);
  } catch {
    // Without storage nothing is kept.
  }
}

/** Keeps the drafts of the page's forms, and drops those of the forms it showed that are gone. */
function keepAll(): void {
  const forms = draftForms();
  const shown = forms.map(draftKey);
  try {
    for (const key of seen) if (!shown.includes(key)) sessionStorage.removeItem(key);
  } catch {
    // Without storage there is nothing to drop.
  }
  for (const form of forms) keep(form);
}

/** Gives the page's forms their drafts back, and keeps what is typed from now on. */
export function keepDrafts(): void {
  const restoreAll = (): void => draftForms().forEach(restore);
  restoreAll();
  addEventListener(FORM_READY_EVENT, restoreAll);
  addEventListener(
    'input',
    (event) => {
      const form = event.target instanceof Element ? event.target.closest<HTMLFormElement>('form[data-draft]') : null;
      if (form && draftForms().includes(form)) keep(form);
    },
    true,
  );
  addEventListener('pagehide', keepAll);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keepAll();
  });
}
