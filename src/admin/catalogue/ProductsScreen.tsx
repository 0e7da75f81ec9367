import { productsList } from '../../shared/contract/admin/catalogue.ts';
import { contentText } from '../content-text.ts';
import { text } from '../text.ts';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { Named, WithdrawButtons } from '../ui/WithdrawButtons.tsx';
import { translationState } from './TranslationFields.tsx';
import { Field } from '../ui/Field.tsx';
import { SearchBox } from '../ui/SearchBox.tsx';
import { EditorScreen, useEditor, versionKey } from '../ui/EditorScreen.tsx';
import { useList } from '../ui/useList.ts';
import { type Product, ProductForm } from './ProductForm.tsx';
import { useChoices } from './useChoices.ts';

const c = contentText.products;

/** The products screen. */
export function ProductsScreen() {
  const list = useList<Product>(productsList, {});
  const { therapies } = useChoices();
  const editor = useEditor<Product>(list);
  const undo = editor.actions;

  const columns: Column<Product>[] = [
    { header: c.id, cell: (p) => p.id },
    { header: c.name, cell: (p) => <Named title={p.title} published={p.published} /> },
    { header: c.composition, cell: (p) => p.composition },
    { header: c.doses, cell: (p) => p.doses.join(', ') },
    { header: c.therapy, cell: (p) => p.therapy },
    { header: contentText.translations.column, cell: (p) => translationState(p.missing ? p.missing.split(', ') : []) },
    {
      header: text.orders.actions,
      cell: (p) => (
        <span className="row-actions">
          <button type="button" className="small" aria-label={`${c.edit} ${p.title}`} onClick={() => editor.edit(p)}>
            {c.edit}
          </button>
          <WithdrawButtons
            undo={undo}
            kind="product"
            row={{ id: p.id, published: p.published, name: p.title }}
            onChanged={list.reload}
          />
        </span>
      ),
    },
  ];

  return (
    <EditorScreen
      title={c.title}
      addLabel={c.add}
      editor={editor}
      form={(editing) => (
        <ProductForm
          key={versionKey(editing)}
          product={editing === 'new' ? null : editing}
          therapies={therapies}
          onCancel={editor.cancel}
          onReload={editor.reloadTheirs}
          onSaved={(p) => editor.done(c.saved(p.title))}
        />
      )}
      filters={
        <>
          <SearchBox
            id="products-search"
            label={c.search}
            value={String(list.query.search ?? '')}
            onSearch={(search) => list.filter({ search })}
          />
          <Field id="products-therapy" label={c.therapy}>
            <select
              id="products-therapy"
              value={String(list.query.therapyId ?? '')}
              onChange={(e) => list.filter({ therapyId: e.target.value })}
            >
              <option value="">{text.common.all}</option>
              {therapies.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.title}
                </option>
              ))}
            </select>
          </Field>
        </>
      }
    >
      <DataTable label={c.title} list={list} columns={columns} rowKey={(p) => p.id} />
    </EditorScreen>
  );
}
