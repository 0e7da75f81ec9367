/** The 'Search molecule' box of /therapies and /services: Enter opens /searchproducts/{text}. */
import { useEffect, useRef, type FormEvent } from 'react';
import { t } from '../../shared/messages/index.ts';
import { openProductSearch } from '../../stores/catalogue.ts';
import Icon from '../../ui/Icon.tsx';

/** The query parameter of the form's plain submission (before the island is hydrated). */
const FIELD = 'molecule';

/**
 * An uncontrolled search form (text typed before hydration is kept). Submitted before hydration, the browser
 * reloads this page with ?molecule=…; the island then finishes the job by replacing it with the results page.
 */
export default function MoleculeSearch() {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    openProductSearch(new URLSearchParams(location.search).get(FIELD) ?? '', true);
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    openProductSearch(input.current?.value ?? '');
  };
  return (
    <form className="molecule-search" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="molecule-search">{t.catalogue.searchMolecule}</label>
      <input
        ref={input} id="molecule-search" className="field__control" type="search" name={FIELD} maxLength={100}
        placeholder={t.catalogue.searchMolecule} enterKeyHint="search" autoComplete="off"
      />
      <button type="submit" className="btn" aria-label={t.catalogue.searchSubmit}>
        <Icon name="search" />
      </button>
    </form>
  );
}
