/**
 * The 'Search molecule' box of /therapies and /services: pagefind suggests products, molecules and therapies as
 * the member types (the island and pagefind load on the first focus); Enter on a suggestion opens it, Enter
 * otherwise opens /searchproducts/{text} (SPEC §2), the server-side search.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import { t } from '../../shared/messages/index.ts';
import { openProductSearch } from '../../stores/catalogue.ts';
import Icon from '../../ui/Icon.tsx';
import { ICON_SEARCH } from '../../ui/icon-paths.ts';
import type { SuggestionKind } from '../search/pagefind.ts';
import Suggestions from '../search/Suggestions.tsx';
import { useSuggestions } from '../search/useSuggestions.ts';

/** The query parameter of the form's plain submission (before the island is hydrated). */
const FIELD = 'molecule';
/** What the box suggests: the catalogue only (marketing pages belong to the header search). */
const KINDS: readonly SuggestionKind[] = ['product', 'molecule', 'therapy'];

/**
 * An uncontrolled search form (text typed before hydration is kept), hydrated on its first focus (`client:focus`,
 * which also holds a submission made before the code came). A plain submission made where no script ran reloads this
 * page with ?molecule=…, which hydrates the island at once; it then finishes the job by opening the results page.
 */
export default function MoleculeSearch() {
  const input = useRef<HTMLInputElement>(null);
  const suggestions = useSuggestions({ id: 'molecule-search', kinds: KINDS });
  useEffect(() => {
    openProductSearch(new URLSearchParams(location.search).get(FIELD) ?? '', true);
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    openProductSearch(input.current?.value ?? '');
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: role=search on the form is the ARIA equivalent of <search>, which older phones lack.
    <form
      className="molecule-search suggest-anchor"
      role="search"
      aria-label={t.catalogue.searchProducts}
      onSubmit={submit}
    >
      <label className="visually-hidden" htmlFor="molecule-search">
        {t.catalogue.searchMolecule}
      </label>
      <input
        ref={input}
        id="molecule-search"
        className="field__control"
        type="search"
        name={FIELD}
        maxLength={100}
        placeholder={t.catalogue.searchMolecule}
        enterKeyHint="search"
        autoComplete="off"
        {...suggestions.inputProps}
      />
      <button type="submit" className="btn" aria-label={t.catalogue.searchSubmit}>
        <Icon path={ICON_SEARCH} />
      </button>
      <Suggestions {...suggestions.listProps} />
    </form>
  );
}
