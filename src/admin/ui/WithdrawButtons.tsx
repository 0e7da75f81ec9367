/** Publish or unpublish, and delete (after a confirmation), one content row of a console list (issue 41). */
import { useState } from 'react';
import { contentDelete, contentPublish, type WithdrawableKind } from '../../shared/contract/admin/withdrawal.ts';
import type { ScreenActions } from '../stores/actions.ts';
import { text } from '../text.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const u = text.undo;

/** The row: its id, whether doctors see it, and what it is called. */
interface WithdrawRow {
  id: number;
  published: boolean;
  name: string;
}

/** The two buttons of a row; `onChanged` reloads the list after a change. */
export function WithdrawButtons(props: {
  undo: ScreenActions;
  kind: WithdrawableKind;
  row: WithdrawRow;
  onChanged: () => void;
}) {
  const { undo, kind, row, onChanged } = props;
  const [confirming, setConfirming] = useState(false);
  const toggle = async () => {
    const published = !row.published;
    const done = await undo.run(contentPublish, { kind, id: row.id, published }, () =>
      published ? u.published(row.name) : u.withdrawn(row.name),
    );
    if (done) onChanged();
  };
  const remove = async () => {
    setConfirming(false);
    if (await undo.run(contentDelete, { kind, id: row.id }, () => u.deleted(row.name))) onChanged();
  };
  return (
    <>
      <button
        type="button"
        className="small"
        aria-label={`${row.published ? u.unpublish : u.publish} ${row.name}`}
        onClick={toggle}
      >
        {row.published ? u.unpublish : u.publish}
      </button>
      <button
        type="button"
        className="small danger"
        aria-label={`${u.delete} ${row.name}`}
        onClick={() => setConfirming(true)}
      >
        {u.delete}
      </button>
      {confirming && (
        <ConfirmDialog
          title={u.confirmDelete(row.name)}
          body={u.confirmDeleteBody}
          confirmLabel={u.delete}
          danger
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}

/** A row's name, tagged while doctors do not see it. */
export function Named({ title, published }: { title: string; published: boolean }) {
  return (
    <>
      {title} {!published && <span className="tag">{u.unpublished}</span>}
    </>
  );
}
