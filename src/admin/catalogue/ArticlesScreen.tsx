/** Articles: newest first, search titles, publish one now (it leads the doctors' list), edit one (by id). */
import { useState } from 'react';
import { articlesList } from '../../shared/contract/admin/catalogue.ts';
import { contentText } from '../content-text.ts';
import { text } from '../text.ts';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { SearchBox } from '../ui/SearchBox.tsx';
import { useList } from '../ui/useList.ts';
import { type Article, ArticleForm } from './ArticleForm.tsx';
import { useChoices } from './useChoices.ts';

const c = contentText.articles;

/** The articles screen. */
export function ArticlesScreen() {
  const list = useList<Article>(articlesList, {});
  const choices = useChoices();
  const [editing, setEditing] = useState<Article | 'new' | null>(null);
  const [saved, setSaved] = useState('');

  const columns: Column<Article>[] = [
    {
      header: c.published,
      cell: (a) => new Date(a.publishedAt).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' }),
    },
    { header: c.name, cell: (a) => a.title },
    { header: c.journal, cell: (a) => a.journal },
    { header: c.therapy, cell: (a) => a.therapy },
    {
      header: text.orders.actions,
      cell: (a) => (
        <button type="button" className="small" aria-label={`${c.edit} ${a.title}`} onClick={() => setEditing(a)}>
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
        <ArticleForm
          key={editing === 'new' ? 'new' : editing.id}
          article={editing === 'new' ? null : editing}
          choices={choices}
          onCancel={() => setEditing(null)}
          onSaved={(article) => {
            setEditing(null);
            setSaved(c.saved(article.title));
            list.reload();
          }}
        />
      )}
      <div className="filters">
        <SearchBox id="articles-search" label={c.search} value="" onSearch={(search) => list.filter({ search })} />
      </div>
      <DataTable label={c.title} list={list} columns={columns} rowKey={(a) => a.id} />
    </section>
  );
}
