import { text } from '../text.ts';
import { WithdrawButtons } from '../ui/WithdrawButtons.tsx';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { EditorScreen, useEditor, versionKey } from '../ui/EditorScreen.tsx';
import { SearchBox } from '../ui/SearchBox.tsx';
import { useList } from '../ui/useList.ts';
import { useChoices } from '../catalogue/useChoices.ts';
import { ListForm } from './ListForm.tsx';
import { listsText } from './lists-text.ts';
import type { ListDef, ListRow } from './list-defs.ts';

/** A number for a row's key: its id, or (focuses) a hash of its name. */
function rowNumber(row: ListRow): number {
  if (typeof row.id === 'number') return row.id;
  return [...String(row.name)].reduce((hash, c) => (hash * 31 + (c.codePointAt(0) ?? 0)) | 0, 7);
}

/** A cell's text: on/off for a flag. */
function cellText(value: string | number | boolean | undefined): string {
  if (typeof value === 'boolean') return value ? listsText.yes : listsText.no;
  return String(value ?? '');
}

/** The screen of one list. */
export function ListScreen({ def }: { def: ListDef }) {
  const list = useList<ListRow>(def.calls.list, {});
  const { focuses, journals } = useChoices();
  const editor = useEditor<ListRow>(list, rowNumber);
  const undo = editor.actions;
  const withdraw = def.withdraw;

  const columns: Column<ListRow>[] = [
    ...def.columns.map(([header, field]) => ({ header, cell: (row: ListRow) => cellText(row[field]) })),
    {
      header: text.orders.actions,
      cell: (row) => (
        <span className="row-actions">
          <button
            type="button"
            className="small"
            aria-label={`${listsText.edit} ${def.name(row)}`}
            onClick={() => editor.edit(row)}
          >
            {listsText.edit}
          </button>
          {withdraw && (
            <WithdrawButtons
              undo={undo}
              kind={withdraw}
              row={{ id: Number(row.id), published: row.published !== false, name: def.name(row) }}
              onChanged={list.reload}
            />
          )}
        </span>
      ),
    },
  ];

  return (
    <EditorScreen
      title={def.label}
      addLabel={def.add}
      editor={editor}
      form={(editing) => (
        <ListForm
          key={versionKey(editing, rowNumber)}
          def={def}
          row={editing === 'new' ? null : editing}
          focuses={focuses}
          journals={journals}
          onCancel={editor.cancel}
          onReload={editor.reloadTheirs}
          onSaved={(row) => editor.done(listsText.saved(def.name(row)))}
        />
      )}
      filters={
        <SearchBox
          id={`${def.slug}-search`}
          label={listsText.search}
          value={String(list.query.search ?? '')}
          onSearch={(search) => list.filter({ search })}
        />
      }
    >
      <DataTable label={def.label} list={list} columns={columns} rowKey={rowNumber} />
    </EditorScreen>
  );
}
