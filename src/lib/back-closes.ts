/**
 * The browser's Back (Android's Back button) closes an open layer (order modal, chat, menu) instead of leaving the
 * page and dropping what was typed (issue 21 §2). While any layer is open one history entry at the same address is
 * on top; Back takes it away and closes the open layers; when the last layer closes by other means (its button,
 * Escape) the entry is taken away too, a moment later, so that a layer opening at once (disclaimer → chat) keeps it.
 */

const open = new Set<() => void>();
/** Whether the layers' history entry is the current one. */
let onTop = false;
let listening = false;

function onBack(): void {
  if (!onTop) return;
  onTop = false;
  for (const close of [...open]) close();
  open.clear();
}

/** Opens a layer for Back; returns what to call when it closes by other means. */
export function backCloses(close: () => void): () => void {
  if (!listening) addEventListener('popstate', onBack);
  listening = true;
  open.add(close);
  if (!onTop) history.pushState({ layer: true }, '');
  onTop = true;
  return () => {
    if (!open.delete(close)) return;
    setTimeout(() => {
      if (open.size > 0 || !onTop) return;
      onTop = false;
      history.back();
    });
  };
}
