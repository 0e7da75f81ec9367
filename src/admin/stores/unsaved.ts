/**
 * Forms with typed changes not saved yet (useForm registers its form while it is edited): leaving the page (reload,
 * closing the tab) has the browser ask first, and a link to another screen asks "Leave this screen? …" so a click
 * on the navigation does not throw away what was typed. A save, Cancel or the form closing takes it off the list.
 */

/** The forms edited and not saved, by their store. */
const edited = new Set<object>();

/** Notes whether the form `owner` holds typed changes not saved. */
export function noteUnsaved(owner: object, unsaved: boolean): void {
  if (unsaved) edited.add(owner);
  else edited.delete(owner);
}

/** True while some form on screen holds typed changes not saved. */
export function hasUnsaved(): boolean {
  return edited.size > 0;
}

/**
 * Asks before the page or the screen is left while a form holds typed changes (`question` for a link to another
 * screen); answers the function that stops asking.
 */
export function guardUnsaved(question: string): () => void {
  const beforeUnload = (event: BeforeUnloadEvent) => {
    if (!hasUnsaved()) return;
    event.preventDefault();
    // Older browsers ask only when returnValue is set.
    event.returnValue = '';
  };
  const click = (event: MouseEvent) => {
    if (!hasUnsaved() || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#/"]') : null;
    if (!link || link.target || link.getAttribute('href') === window.location.hash) return;
    if (window.confirm(question)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  window.addEventListener('beforeunload', beforeUnload);
  document.addEventListener('click', click, true);
  return () => {
    window.removeEventListener('beforeunload', beforeUnload);
    document.removeEventListener('click', click, true);
  };
}
