/**
 * Suggestions for a search box: loads pagefind on focus, suggests while typing, arrow keys move through the
 * list, Enter on a suggestion opens it; Enter without one leaves the form to submit as before (the server-side
 * search routes of SPEC §2). The input keeps its native searchbox role, with aria-autocomplete, aria-controls
 * and aria-activedescendant pointing into the listbox (valid on a searchbox, so it stays a "search" field for
 * assistive technology and tests alike).
 */
import { useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { navigate } from '../../lib/navigation.ts';
import { loadPagefind, suggest, type Suggestion, type SuggestionKind } from './pagefind.ts';
import type { SuggestionsProps } from './Suggestions.tsx';

/** Options: the input's id (the list's id derives from it) and the kinds of suggestion wanted. */
export interface SuggestionsOptions {
  id: string;
  kinds?: readonly SuggestionKind[];
}

/** Props to spread on the <input type="search">. */
export interface SuggestInputProps {
  'aria-autocomplete': 'list';
  'aria-controls': string;
  'aria-activedescendant': string | undefined;
  onFocus: (event: FocusEvent<HTMLInputElement>) => void;
  onInput: (event: FormEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/** Suggestions for one input: props for the input and for <Suggestions>. */
export function useSuggestions({ id, kinds }: SuggestionsOptions): {
  inputProps: SuggestInputProps;
  listProps: SuggestionsProps;
} {
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const latest = useRef(0);
  const listId = `${id}-suggestions`;
  const shown = open && items.length > 0;

  const update = async (text: string): Promise<void> => {
    const request = ++latest.current;
    const query = text.trim();
    const found = query.length < 2 ? [] : await suggest(query, kinds);
    if (found === null || request !== latest.current) return;
    setItems(found);
    setActive(-1);
    setOpen(true);
  };

  const pick = (item: Suggestion): void => {
    setOpen(false);
    navigate(item.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Escape') setOpen(false);
    if (!shown) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        if (next < -1) return items.length - 1;
        return next >= items.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && active >= 0 && items[active]) {
      event.preventDefault();
      pick(items[active]);
    }
  };

  return {
    inputProps: {
      'aria-autocomplete': 'list',
      'aria-controls': listId,
      'aria-activedescendant': shown && active >= 0 ? `${listId}-${active}` : undefined,
      onFocus: () => void loadPagefind(),
      onInput: (event) => void update(event.currentTarget.value),
      onKeyDown,
      onBlur: () => setOpen(false),
    },
    listProps: { id: listId, items, active, open: shown, onPick: pick },
  };
}
