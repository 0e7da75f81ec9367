/**
 * The product a medical question or side-effect report is about: the one the address names (`?product=<id>&title=…`,
 * from the samples modal), or one found with the product search; a hidden `product_id` field carries its id.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../shared/messages/index.ts';
import { $productSearch, type ChosenProduct, findProducts } from '../../stores/safety.ts';
import { Field, SelectField } from '../../ui/Field.tsx';

/** How long typing must pause before the search is sent. */
const SEARCH_PAUSE_MS = 300;

/** The product the address names, if any. */
function productOfAddress(): ChosenProduct | undefined {
  const params = new URLSearchParams(window.location.search);
  const id = Number(params.get('product'));
  const title = params.get('title')?.trim() ?? '';
  return Number.isInteger(id) && id > 0 && title ? { id, title } : undefined;
}

/** The picker; `error` is the form's error of `product_id`. */
export default function ProductPicker({ error }: { error?: string | undefined }) {
  const [given, setGiven] = useState<ChosenProduct | undefined>(undefined);
  const [chosen, setChosen] = useState('');
  // The address is read once mounted (the page is rendered at build time without one).
  useEffect(() => {
    const named = productOfAddress();
    setGiven(named);
    if (named) setChosen(String(named.id));
  }, []);
  const search = useStore($productSearch);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onType = (text: string): void => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void findProducts(text), SEARCH_PAUSE_MS);
  };
  const found = search.status === 'ready' ? search.products : [];
  const options = given && !found.some((p) => p.id === given.id) ? [given, ...found] : found;
  const status =
    search.status === 'searching'
      ? t.safety.productSearching
      : search.status === 'error'
        ? search.message
        : search.status === 'ready'
          ? found.length === 0
            ? t.safety.productNone
            : t.safety.productCount(found.length)
          : '';

  return (
    <div className="product-picker">
      <Field
        id="safety-product-search"
        type="search"
        label={t.safety.productSearch}
        hint={t.safety.productSearchHint}
        autoComplete="off"
        onChange={(event) => onType(event.currentTarget.value)}
      />
      {/* Always there, so that each change (searching, the count found, none) is read out. */}
      <p className="field__hint" role="status">
        {status}
      </p>
      <SelectField
        id="safety-product"
        name="product_id"
        label={t.safety.fields.product_id}
        required
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value)}
        error={error}
        options={[
          { value: '', label: t.safety.productChoose },
          ...options.map((p) => ({ value: String(p.id), label: p.title })),
        ]}
      />
    </div>
  );
}
