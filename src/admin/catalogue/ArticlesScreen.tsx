import { articlesList } from '../../shared/contract/admin/catalogue.ts';
import { Named, WithdrawButtons } from '../ui/WithdrawButtons.tsx';
import { contentText } from '../content-text.ts';
import { text } from '../text.ts';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { SearchBox } from '../ui/SearchBox.tsx';
import { EditorScreen, useEditor, versionKey } from '../ui/EditorScreen.tsx';
import { useList } from '../ui/useList.ts';
import { type Article, ArticleForm } from './ArticleForm.tsx';
import { useChoices } from './useChoices.ts';
import { consoleDay } from '../ui/dates.ts';

const c = contentText.articles;

/** The articles screen. */
export function ArticlesScreen() {
  const list = useList<Article>(articlesList, {});
  const choices = useChoices();
  const editor = useEditor<Article>(list);
  const undo = editor.actions;

  const columns: Column<Article>[] = [
    {
      header: c.published,
      cell: (a) => consoleDay(a.publishedAt),
    },
    { header: c.name, cell: (a) => <Named title={a.title} published={a.published} /> },
    { header: c.journal, cell: (a) => a.journal },
    { header: c.therapy, cell: (a) => a.therapy },
    { header: c.language, cell: (a) => a.language },
    {
      header: text.orders.actions,
      cell: (a) => (
        <span className="row-actions">
          <button type="button" className="small" aria-label={`${c.edit} ${a.title}`} onClick={() => editor.edit(a)}>
            {c.edit}
          </button>
          <WithdrawButtons
            undo={undo}
            kind="article"
            row={{ id: a.id, published: a.published, name: a.title }}
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
        <ArticleForm
          key={versionKey(editing)}
          article={editing === 'new' ? null : editing}
          choices={choices}
          onCancel={editor.cancel}
          onReload={editor.reloadTheirs}
          onSaved={(a) => editor.done(c.saved(a.title))}
        />
      )}
      filters={
        <SearchBox
          id="articles-search"
          label={c.search}
          value={String(list.query.search ?? '')}
          onSearch={(search) => list.filter({ search })}
        />
      }
    >
      <DataTable label={c.title} list={list} columns={columns} rowKey={(a) => a.id} />
    </EditorScreen>
  );
}
