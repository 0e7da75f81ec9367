/** Products: search and filter by therapy, add one with its doses, edit one (by id). */
import { useState } from 'react';
import { productsList } from '../../shared/contract/admin/catalogue.ts';
import { contentText } from '../content-text.ts';
import { text } from '../text.ts';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { Field } from '../ui/Field.tsx';
import { SearchBox } from '../ui/SearchBox.tsx';
import { useList } from '../ui/useList.ts';
import { type Product, ProductForm } from './ProductForm.tsx';
import { useChoices } from './useChoices.ts';

const c = contentText.products;

/** The products screen. */
export function ProductsScreen() {
  const list = useList<Product>(productsList, {});
  const { therapies } = useChoices();
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [saved, setSaved] = useState('');

  const columns: Column<Product>[] = [
    { header: c.id, cell: (p) => p.id },
    { header: c.name, cell: (p) => p.title },
    { header: c.composition, cell: (p) => p.composition },
    { header: c.doses, cell: (p) => p.doses.join(', ') },
    { header: c.therapy, cell: (p) => p.therapy },
    {
      header: text.orders.actions,
      cell: (p) => (
        <button type="button" className="small" aria-label={`${c.edit} ${p.title}`} onClick={() => setEditing(p)}>
          {c.edit}
        </button>
      ),
    },
  ];

  return (
    <section>
      <header className="screen-head">
        <h1>{c.title}</h1>
        {editing === null && (
          <button
            type="button"
            className="primary"
            onClick={() => {
              setSaved('');
              setEditing('new');
            }}
          >
            {c.add}
          </button>
        )}
      </header>
      {saved && (
        <p className="banner banner-ok" role="status">
          {saved}
        </p>
      )}
      {editing !== null && (
        <ProductForm
          key={editing === 'new' ? 'new' : editing.id}
          product={editing === 'new' ? null : editing}
          therapies={therapies}
          onCancel={() => setEditing(null)}
          onSaved={(product) => {
            setEditing(null);
            setSaved(c.saved(product.title));
            list.reload();
          }}
        />
      )}
      <div className="filters">
        <SearchBox id="products-search" label={c.search} value="" onSearch={(search) => list.filter({ search })} />
        <Field id="products-therapy" label={c.therapy}>
          <select id="products-therapy" onChange={(e) => list.filter({ therapyId: e.target.value })}>
            <option value="">{text.common.all}</option>
            {therapies.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <DataTable label={c.title} list={list} columns={columns} rowKey={(p) => p.id} />
    </section>
  );
}
