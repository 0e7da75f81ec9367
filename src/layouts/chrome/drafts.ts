/**
 * Drafts: what a doctor types or chooses in a form marked `data-draft` (the message to the managers, the side-effect
 * report, the medical question, the profile) survives a reload, and the phone dropping the tab while another app is
 * open. Each change keeps the form's text and choices (radio buttons, checkboxes, selects) in this tab's
 * sessionStorage, and the page gives them back when it is opened again: into each field as it first shows (before
 * React, when React draws its own form, as the profile's island does, and when a field shows later, as the
 * seriousness criteria do once "Serious" is chosen). A field keeps only what differs from what the page gave it, so
 * the draft goes when the form has been sent (its fields emptied or given the saved values, or the form gone: a
 * report's receipt, and "Report another" starts blank), and with the tab, logout or the session's end (no session,
 * no draft: logout and the session's end clear sessionStorage). Drafts are per address: a report begun about one
 * product is not offered for another. Not kept: a product found by search (the next search lists it again),
 * pictures and files. Inlined on the pages with such a form: no imports.
 */

/** sessionStorage prefix of a form's draft, by page and form (STORAGE_KEYS.draft is the same). */
export const DRAFT_PREFIX = 'draft:';
/** localStorage key of the session (STORAGE_KEYS.session is the same). */
export const SESSION_KEY = 'key';
/** The window event a form gives once React owns it (the same name is in src/ui/Form.tsx). */
const FORM_READY_EVENT = 'portal:form-ready';
/** The inputs whose text a doctor types (a textarea's is always kept). */
const TYPED_INPUTS = ['text', 'email', 'tel', 'url', 'date', 'number'];
/** The inputs a doctor chooses with; a group of them shares a name. */
const CHOICE_INPUTS = ['radio', 'checkbox'];

/** A field whose text or choice is kept. */
type KeptField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** What the fields of a name hold: text, a radio group's or a select's choice, a checkbox group's ticked values. */
type Held = string | string[];

/** The form each draft key was last shown in: a form of that key shown after that one is gone was sent. */
const shownIn = new Map<string, HTMLFormElement>();
/** The fields already offered their draft: each gets it once, when it first shows (no field typed since is undone). */
const offered = new WeakSet<KeptField>();

/** The forms of the page that keep drafts (not one drawn before React that cannot be typed into: the profile's). */
const draftForms = (): HTMLFormElement[] =>
  [...document.querySelectorAll<HTMLFormElement>('form[data-draft]')].filter((form) => !form.closest('[inert]'));

/** Whether the field is a radio button or a checkbox. */
const isChoice = (field: KeptField): field is HTMLInputElement =>
  field instanceof HTMLInputElement && CHOICE_INPUTS.includes(field.type);

/** The form's named fields a doctor types into or chooses with, by name (not the product search, nor a list box). */
function keptFields(form: HTMLFormElement): Map<string, KeptField[]> {
  const byName = new Map<string, KeptField[]>();
  for (const field of form.querySelectorAll<KeptField>('textarea[name], input[name], select[name]')) {
    const kept =
      field instanceof HTMLInputElement
        ? TYPED_INPUTS.includes(field.type) || isChoice(field)
        : !('multiple' in field && field.multiple);
    if (kept && !field.disabled && !('readOnly' in field && field.readOnly))
      byName.set(field.name, [...(byName.get(field.name) ?? []), field]);
  }
  return byName;
}

/** What the fields of one name hold now, or (`given`) what the page gave them. */
function held(fields: KeptField[], given: boolean): Held {
  const [first] = fields;
  if (first && isChoice(first)) {
    const ticked = fields.filter((f) => isChoice(f) && (given ? f.defaultChecked : f.checked)).map((f) => f.value);
    return first.type === 'radio' ? (ticked[0] ?? '') : ticked;
  }
  if (first instanceof HTMLSelectElement && given)
    return ([...first.options].find((option) => option.defaultSelected) ?? first.options[0])?.value ?? '';
  if (!first || first instanceof HTMLSelectElement) return first?.value ?? '';
  return given ? first.defaultValue : first.value;
}

/** Whether two holdings are the same. */
const same = (a: unknown, b: Held): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Gives the fields of one name what the draft kept for them (a select only a choice it offers). */
function put(fields: KeptField[], kept: Held): void {
  for (const field of fields) {
    if (isChoice(field)) field.checked = Array.isArray(kept) ? kept.includes(field.value) : kept === field.value;
    else if (
      typeof kept === 'string' &&
      (!(field instanceof HTMLSelectElement) || [...field.options].some((o) => o.value === kept))
    )
      field.value = kept;
  }
}

/**
 * The form's draft key: this page's address with its query (a report's or question's `?product=`: what is typed about
 * one product is not offered for another) and the form's `data-draft` name.
 */
const draftKey = (form: HTMLFormElement): string =>
  `${DRAFT_PREFIX}${location.pathname}${location.search}#${form.dataset.draft ?? ''}`;

/** The kept draft under `key`: what each field name holds ({} without one). */
function readDraft(key: string): Record<string, unknown> {
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    return draft !== null && typeof draft === 'object' ? (draft as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Removes the draft under `key`. */
function drop(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Without storage there is nothing to drop.
  }
}

/**
 * Gives the draft to the form's fields that have not had it yet and still hold what the page gave them, and does so
 * for the fields that show later (the seriousness criteria, once "Serious" is chosen). A form shown after the form of
 * its key has gone (a report sent, then "Report another") gets none: its draft was sent, and goes.
 */
function restore(form: HTMLFormElement): void {
  const key = draftKey(form);
  const before = shownIn.get(key);
  if (before === form) return;
  shownIn.set(key, form);
  if (before && !before.isConnected) drop(key);
  const offer = (): void => {
    const draft = readDraft(key);
    for (const [name, fields] of keptFields(form)) {
      if (fields.some((field) => offered.has(field))) continue;
      for (const field of fields) offered.add(field);
      const kept = draft[name];
      const given = held(fields, true);
      const fits = Array.isArray(given)
        ? Array.isArray(kept) && kept.every((v) => typeof v === 'string')
        : typeof kept === 'string';
      if (fits && same(held(fields, false), given)) put(fields, kept as Held);
    }
  };
  offer();
  new MutationObserver(offer).observe(form, { childList: true, subtree: true });
}

/**
 * Keeps what the form's fields hold where it differs from what the page gave them (a field not on the page now keeps
 * its kept value); removes the draft when none is left, or when there is no session.
 */
function keep(form: HTMLFormElement): void {
  const key = draftKey(form);
  const draft = readDraft(key);
  for (const [name, fields] of keptFields(form)) {
    const now = held(fields, false);
    if (same(now, held(fields, true))) delete draft[name];
    else draft[name] = now;
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
  for (const key of shownIn.keys()) if (!shown.includes(key)) drop(key);
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
