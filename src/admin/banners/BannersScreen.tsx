/** Banner popups: every banner by focus and order, add one (with an uploaded image) or edit one (by id). */
import { bannersList } from '../../shared/contract/admin/banners.ts';
import { useChoices } from '../catalogue/useChoices.ts';
import { text } from '../text.ts';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { ContentImage } from '../ui/ContentImage.tsx';
import { EditorScreen, useEditor, versionKey } from '../ui/EditorScreen.tsx';
import { useList } from '../ui/useList.ts';
import { type Banner, BannerForm } from './BannerForm.tsx';
import { bannerText as b } from './banner-text.ts';

/** The banners screen. */
export function BannersScreen() {
  const list = useList<Banner>(bannersList, {});
  const { focuses } = useChoices();
  const editor = useEditor<Banner>(list);

  const columns: Column<Banner>[] = [
    {
      header: b.image,
      cell: (row) => <ContentImage image={row.image} folder="banners" alt={`${b.image} ${row.id}`} />,
    },
    {
      header: b.languages,
      cell: (row) =>
        [b.english, row.imageHi && b.languageNames.imageHi, row.imageNe && b.languageNames.imageNe]
          .filter(Boolean)
          .join(', '),
    },
    { header: b.focus, cell: (row) => row.therapeuticFocus || b.everyFocus },
    { header: b.sort, cell: (row) => row.sort },
    { header: b.status, cell: (row) => (row.active ? b.activeYes : b.activeNo) },
    {
      header: text.orders.actions,
      cell: (row) => (
        <button
          type="button"
          className="small"
          aria-label={b.editRow(row.id, row.therapeuticFocus || b.everyFocus, row.sort)}
          onClick={() => editor.edit(row)}
        >
          {b.edit}
        </button>
      ),
    },
  ];

  return (
    <EditorScreen
      title={b.title}
      addLabel={b.add}
      editor={editor}
      form={(editing) => (
        <BannerForm
          key={versionKey(editing)}
          banner={editing === 'new' ? null : editing}
          focuses={focuses}
          onCancel={editor.cancel}
          onReload={editor.reloadTheirs}
          onSaved={(saved) => editor.done(b.saved(saved.id))}
        />
      )}
      filters={<p className="muted">{b.help}</p>}
    >
      <DataTable label={b.title} list={list} columns={columns} rowKey={(row) => row.id} />
    </EditorScreen>
  );
}
