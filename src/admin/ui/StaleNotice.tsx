/** A save refused because someone else changed the record meanwhile: the server's sentence and a reload button. */
import { conflictText } from '../form-text.ts';

/** Props: the server's sentence ('' or undefined: nothing shown) and what reloads the record. */
export interface StaleNoticeProps {
  text: string | undefined;
  onReload: () => void;
}

/** Shows who changed the record and offers to load their version (the typed values stay until then). */
export function StaleNotice({ text, onReload }: StaleNoticeProps) {
  if (!text) return null;
  return (
    <div className="banner banner-error" role="alert">
      <p>{text}</p>
      <button type="button" onClick={onReload}>
        {conflictText.reload}
      </button>
    </div>
  );
}
