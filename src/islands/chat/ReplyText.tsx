/** A chat message as React elements: https: addresses become links in a new tab, everything else stays text. */
// biome-ignore-all lint/suspicious/noArrayIndexKey: the parts of one text, rebuilt whole whenever the text changes.
import { t } from '../../shared/messages/index.ts';
import { replyParts } from '../../stores/chat.ts';

/** Props of ReplyText. */
export interface ReplyTextProps {
  text: string;
}

/** Renders the text; never as HTML. */
export default function ReplyText({ text }: ReplyTextProps) {
  return (
    <>
      {replyParts(text).map((part, index) =>
        'href' in part ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.href}
            <span className="visually-hidden"> {t.common.newTab}</span>
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
