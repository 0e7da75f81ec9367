/**
 * A row action that takes its row away (a rejection, a verification that moves it to another filter) would leave a
 * keyboard user on the page's body, to Tab from the top again. This keeps them near: when the list's rows change while
 * the focus was on one of them and is now nowhere, the screen's notice (what was just done) takes it, else the table.
 */
import { type RefObject, useEffect, useRef } from 'react';
import { focusLost, focusStatic } from './focus.ts';

/** The ref of a list's box; `rows` is what changes when the list arrives again. */
export function useRowFocus(rows: unknown): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  // The element of the box that last had the focus, until the focus moves to another element outside it.
  const last = useRef<Element | null>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const enter = (event: FocusEvent) => {
      last.current = event.target instanceof Element ? event.target : null;
    };
    // Chromium fires focusout, with no related target, when the focused element is removed: that one is kept.
    const leave = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !box.contains(event.relatedTarget)) last.current = null;
    };
    box.addEventListener('focusin', enter);
    box.addEventListener('focusout', leave);
    return () => {
      box.removeEventListener('focusin', enter);
      box.removeEventListener('focusout', leave);
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rows` is when to look (the list arrived again).
  useEffect(() => {
    const box = ref.current;
    if (!box || !focusLost() || !last.current || last.current.isConnected) return;
    last.current = null;
    const notice = box.closest('section')?.querySelector<HTMLElement>('.banner[role="status"], .banner[role="alert"]');
    focusStatic(notice ?? box);
  }, [rows]);
  return ref;
}
