/** Categories of the home grid and the cards of one category: list, add and edit each (by id). */
import { useEffect, useRef, useState } from 'react';
import { categoriesList, subCategoriesList } from '../../shared/contract/admin/categories.ts';
import { contentText } from '../content-text.ts';
import { text } from '../text.ts';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { ActionNotice } from '../ui/ActionNotice.tsx';
import { useEditor, versionKey } from '../ui/EditorScreen.tsx';
import { useEditorFocus } from '../ui/useEditorFocus.ts';
import { Named, WithdrawButtons } from '../ui/WithdrawButtons.tsx';
import { useList } from '../ui/useList.ts';
import { type Category, CategoryForm } from './CategoryForm.tsx';
import { type SubCategory, SubCategoryForm } from './SubCategoryForm.tsx';
import { translationState } from './TranslationFields.tsx';
import { useChoices } from './useChoices.ts';

const c = contentText.categories;

/** The id of the box of a category's cards, which its `Cards` button controls. */
const cardsId = (category: Category): string => `cards-of-${category.id}`;

/** The cards of one category, with their form; its heading takes the focus when it opens. */
function Cards({ category, focuses }: { category: Category; focuses: string[] }) {
  const list = useList<SubCategory>(subCategoriesList, { categoryId: category.id }, { address: false });
  const editor = useEditor<SubCategory>(list);
  const { editing, actions: undo } = editor;
  const { formBox, addButton } = useEditorFocus(editing);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const columns: Column<SubCategory>[] = [
    { header: c.name, cell: (s) => <Named title={s.title} published={s.published} /> },
    { header: c.outcome, cell: (s) => (s.outcome === 'modal' ? s.tableName : s.serviceType) },
    { header: c.linkName, cell: (s) => s.linkName },
    { header: c.focus, cell: (s) => s.therapeuticFocus || c.everyFocus },
    { header: c.sort, cell: (s) => s.sort },
    { header: contentText.translations.column, cell: (s) => translationState(s.missingLanguages) },
    {
      header: text.orders.actions,
      cell: (s) => (
        <span className="row-actions">
          <button type="button" className="small" aria-label={`${c.edit} ${s.title}`} onClick={() => editor.edit(s)}>
            {c.edit}
          </button>
          <WithdrawButtons
            undo={undo}
            kind="card"
            row={{ id: s.id, published: s.published, name: s.title }}
            onChanged={list.reload}
          />
        </span>
      ),
    },
  ];
  return (
    <section id={cardsId(category)} aria-label={c.cards(category.title)}>
      <header className="screen-head">
        <h2 ref={heading} tabIndex={-1}>
          {c.cards(category.title)}
        </h2>
        {editing === null && (
          <button type="button" ref={addButton} onClick={editor.add}>
            {c.addCard}
          </button>
        )}
      </header>
      <ActionNotice actions={undo} />
      <div ref={formBox}>
        {editing !== null && (
          <SubCategoryForm
            key={versionKey(editing)}
            categoryId={category.id}
            card={editing === 'new' ? null : editing}
            focuses={focuses}
            onCancel={editor.cancel}
            onReload={editor.reloadTheirs}
            onSaved={(card) => editor.done(c.saved(card.title))}
          />
        )}
      </div>
      <DataTable label={c.cards(category.title)} list={list} columns={columns} rowKey={(s) => s.id} />
    </section>
  );
}

/** The categories screen. */
export function CategoriesScreen() {
  const list = useList<Category>(categoriesList, {});
  const { focuses } = useChoices();
  const editor = useEditor<Category>(list);
  const { editing, actions: undo } = editor;
  const [open, setOpen] = useState<Category | null>(null);
  const { formBox, addButton } = useEditorFocus(editing);

  const columns: Column<Category>[] = [
    { header: c.name, cell: (k) => <Named title={k.title} published={k.published} /> },
    { header: c.outcome, cell: (k) => c.outcomes[k.outcome as 'submenu' | 'page'] ?? k.outcome },
    { header: c.focus, cell: (k) => k.therapeuticFocus || c.everyFocus },
    { header: c.sort, cell: (k) => k.sort },
    { header: contentText.translations.column, cell: (k) => translationState(k.missingLanguages) },
    {
      header: text.orders.actions,
      cell: (k) => (
        <span className="row-actions">
          <button type="button" className="small" aria-label={`${c.edit} ${k.title}`} onClick={() => editor.edit(k)}>
            {c.edit}
          </button>
          <WithdrawButtons
            undo={undo}
            kind="category"
            row={{ id: k.id, published: k.published, name: k.title }}
            onChanged={list.reload}
          />
          {k.outcome === 'submenu' && (
            <button
              type="button"
              className="small"
              aria-label={c.cards(k.title)}
              aria-expanded={open?.id === k.id}
              aria-controls={open?.id === k.id ? cardsId(k) : undefined}
              onClick={() => setOpen(open?.id === k.id ? null : k)}
            >
              {c.showCards}
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <section>
      <header className="screen-head">
        <h1>{c.title}</h1>
        {editing === null && (
          <button type="button" className="primary" ref={addButton} onClick={editor.add}>
            {c.add}
          </button>
        )}
      </header>
      <ActionNotice actions={undo} />
      <div ref={formBox}>
        {editing !== null && (
          <CategoryForm
            key={versionKey(editing)}
            category={editing === 'new' ? null : editing}
            focuses={focuses}
            onCancel={editor.cancel}
            onReload={editor.reloadTheirs}
            onSaved={(category) => editor.done(c.saved(category.title))}
          />
        )}
      </div>
      <DataTable label={c.title} list={list} columns={columns} rowKey={(k) => k.id} />
      {open && <Cards key={open.id} category={open} focuses={focuses} />}
    </section>
  );
}
