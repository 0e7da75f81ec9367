/** The list of pagefind suggestions under a search box (a listbox driven by useSuggestions). */
// biome-ignore-all lint/a11y: the combobox pattern: focus stays in the search box (aria-activedescendant), so the options are not focusable and their keys are handled there.
import { t } from '../../shared/messages/index.ts';
import type { Suggestion } from './pagefind.ts';

/** Props of the list (from useSuggestions().listProps). */
export interface SuggestionsProps {
  id: string;
  items: readonly Suggestion[];
  /** The highlighted option, or -1. */
  active: number;
  open: boolean;
  onPick: (item: Suggestion) => void;
}

/** The listbox and a polite count for screen readers; clicking an option opens it (mouse down keeps the focus). */
export default function Suggestions({ id, items, active, open, onPick }: SuggestionsProps) {
  return (
    <>
      <span className="visually-hidden" role="status">
        {open ? t.suggestions.count(items.length) : ''}
      </span>
      <ul
        id={id}
        role="listbox"
        aria-label={t.suggestions.list}
        className="suggestions"
        hidden={!open}
        onMouseDown={(event) => event.preventDefault()}
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            onClick={() => onPick(item)}
          >
            <span>{item.title}</span>
            <small>
              {t.suggestions.kinds[item.kind]}
              {item.detail ? ` · ${item.detail}` : ''}
            </small>
          </li>
        ))}
      </ul>
    </>
  );
}
