/**
 * Island (client:focus: its code loads on the first focus): the header search box. Suggestions from pagefind appear
 * as the member types (pagefind loads on that focus); Enter on a suggestion opens it, Enter otherwise opens
 * /searcharticles/{text} (SPEC §2 Header).
 */
import { useEffect, useRef, type FormEvent } from 'react';
import { t } from '../../shared/messages/index.ts';
import { matchRoute } from '../../shared/routes.ts';
import { openArticleSearch } from '../../lib/navigation.ts';
import { showSearchedText } from '../../lib/searched-text.ts';
import Icon from '../../ui/Icon.tsx';
import { ICON_SEARCH } from '../../ui/icon-paths.ts';
import Suggestions from '../search/Suggestions.tsx';
import { useSuggestions } from '../search/useSuggestions.ts';

/** The search form (uncontrolled, so text typed before hydration is kept); on the results page it shows the text. */
export default function HeaderSearch() {
  const input = useRef<HTMLInputElement>(null);
  const suggestions = useSuggestions({ id: 'header-search' });

  useEffect(() => {
    const match = matchRoute(location.pathname);
    if (match?.route.id === 'searchArticles') showSearchedText(match.params.searchedString ?? '');
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    openArticleSearch(input.current?.value ?? '');
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: role=search on the form is the ARIA equivalent of <search>, which older phones lack.
    <form className="header-search" role="search" aria-label={t.common.search} onSubmit={submit}>
      <label className="visually-hidden" htmlFor="header-search">
        {t.common.search}
      </label>
      <input
        ref={input}
        id="header-search"
        type="search"
        name="q"
        maxLength={100}
        placeholder={t.common.searchPlaceholder}
        enterKeyHint="search"
        autoComplete="off"
        {...suggestions.inputProps}
      />
      <button type="submit" aria-label={t.common.searchSubmit}>
        <Icon path={ICON_SEARCH} />
      </button>
      <Suggestions {...suggestions.listProps} />
    </form>
  );
}
