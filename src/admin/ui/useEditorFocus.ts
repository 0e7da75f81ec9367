/**
 * The keyboard's place around a list screen's add/edit form. Opening it (`Add a …` is then taken away, `Edit` stays in
 * the list below) moves the focus to the form's first field; closing it (Cancel, or saved) gives the focus back to
 * what opened it: the row's `Edit`, or the `Add a …` button drawn again; should that be gone, the screen's done
 * message or its heading takes it. A form left without the focus on its removed buttons would leave a keyboard user
 * on the page's body.
 */
import { type RefObject, useEffect, useRef } from 'react';
import { focusLost, focusStatic } from './focus.ts';

/** The form's fields that take the first focus (a disabled one, such as a fixed code, is skipped). */
const FIRST_FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/** The refs a screen gives its form's box and its `Add a …` button. */
export interface EditorFocus {
  formBox: RefObject<HTMLDivElement | null>;
  addButton: RefObject<HTMLButtonElement | null>;
}

/** Moves the focus into the form when `editing` (the row, 'new' or null) opens it, and back out when it closes. */
export function useEditorFocus(editing: unknown): EditorFocus {
  const formBox = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The row's button that opened the form; null: the Add button (removed while the form is open).
  const opener = useRef<HTMLElement | null>(null);
  const shown = useRef<unknown>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = editing;
    if (editing === before) return;
    const box = formBox.current;
    const active = document.activeElement;
    if (editing !== null) {
      // Another row's Edit while the form is open opens that row; `Reload their version` (in the form) keeps the opener.
      if (active instanceof HTMLElement && !focusLost() && !box?.contains(active)) opener.current = active;
      else if (before === null) opener.current = null;
      box?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
      return;
    }
    if (!focusLost()) return;
    const back = opener.current === null ? addButton.current : opener.current;
    opener.current = null;
    if (back?.isConnected) {
      back.focus();
      return;
    }
    const section = box?.closest('section');
    const fallback = section?.querySelector<HTMLElement>('.banner[role="status"]') ?? section?.querySelector('h1, h2');
    if (fallback instanceof HTMLElement) focusStatic(fallback);
  }, [editing]);
  return { formBox, addButton };
}
