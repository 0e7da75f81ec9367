/** Typed text not saved outside a form store (a push's texts, a note's box): asks before the screen is left. */
import { useEffect, useState } from 'react';
import { noteUnsaved } from '../stores/unsaved.ts';

/** While `unsaved`, leaving the screen or the page asks first (stores/unsaved.ts); unmounting stops asking. */
export function useUnsaved(unsaved: boolean): void {
  const [owner] = useState(() => ({}));
  useEffect(() => noteUnsaved(owner, unsaved), [owner, unsaved]);
  useEffect(() => () => noteUnsaved(owner, false), [owner]);
}
