/**
 * Suggestions for a search box: loads pagefind on focus, suggests while typing, arrow keys move through the
 * list, Enter on a suggestion opens it; Enter without one leaves the form to submit as before (the server-side
 * search routes of SPEC §2). The input keeps its native searchbox role, with aria-autocomplete, aria-controls
 * and aria-activedescendant pointing into the listbox (valid on a searchbox, so it stays a "search" field for
 * assistive technology and tests alike). The pagefind client (pagefind.ts) is fetched on the first focus, not with
 * the page (on mount when the focus came first: it hydrated a `client:focus` island); when it cannot be fetched
 * (offline) there are no suggestions and the form submits as before.
 */
import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { navigate } from '../../lib/navigation.ts';
import type { Suggestion, SuggestionKind } from './pagefind.ts';
import type { SuggestionsProps } from './Suggestions.tsx';

/** Options: the input's id (the list's id derives from it) and the kinds of suggestion wanted. */
export interface SuggestionsOptions {
  id: string;
  kinds?: readonly SuggestionKind[];
}

/** The pagefind client, fetched once on first use; undefined when it cannot be fetched. */
let client: Promise<typeof import('./pagefind.ts') | undefined> | undefined;
const pagefindClient = () => {
  client ??= import('./pagefind.ts').catch(() => {
    client = undefined;
    return undefined;
  });
  return client;
};

/** Starts loading pagefind's index (on the input's first focus). */
const loadOnFocus = (): void => void pagefindClient().then((pagefind) => pagefind?.loadPagefind());

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
  const shownItems = useRef<Suggestion[]>([]);
  const listId = `${id}-suggestions`;
  const shown = open && items.length > 0;
  // An island hydrated by its first focus (client:focus) missed that focus: load pagefind now.
  useEffect(() => {
    if (document.activeElement?.id === id) loadOnFocus();
  }, [id]);

  const update = async (text: string): Promise<void> => {
    const request = ++latest.current;
    const query = text.trim();
    const pagefind = query.length < 2 ? undefined : await pagefindClient();
    const found = pagefind ? await pagefind.suggest(query, kinds) : [];
    if (found === null || request !== latest.current) return;
    // A suggestion chosen with the arrow keys stays chosen when a later answer still lists it.
    const chosen = shownItems.current;
    setActive((current) => (current < 0 ? -1 : found.findIndex((item) => item.url === chosen[current]?.url)));
    shownItems.current = found;
    setItems(found);
    setOpen(true);
  };

  const pick = (item: Suggestion): void => {
    setOpen(false);
    navigate(item.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Escape') {
      // Closing an open list is all Escape does then: not also the native clear of a type=search field.
      if (shown) event.preventDefault();
      setOpen(false);
    }
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
      onFocus: loadOnFocus,
      onInput: (event) => void update(event.currentTarget.value),
      onKeyDown,
      onBlur: () => setOpen(false),
    },
    listProps: { id: listId, items, active, open: shown, onPick: pick },
  };
}
