/** The shape of a console screen that lists rows and adds or edits one at a time in a form above the list. */
import { type ReactNode, useEffect, useState } from 'react';
import { createActions, type ScreenActions } from '../stores/actions.ts';
import { hasUnsaved } from '../stores/unsaved.ts';
import { ActionNotice } from './ActionNotice.tsx';
import { mayDiscard } from './discard.ts';
import { useEditorFocus } from './useEditorFocus.ts';

/** What is being edited (a row, a new one, or nothing) and the screen's actions, whose notice says the last save. */
export interface Editor<Row> {
  editing: Row | 'new' | null;
  actions: ScreenActions;
  add: () => void;
  edit: (row: Row) => void;
  cancel: () => void;
  /** Closes the form, shows `message` and reloads the list. */
  done: (message: string) => void;
  /** `Reload their version` of a form refused as stale. */
  reloadTheirs: () => void;
}

/** A row a console edit names the version of (services/admin/record-version.ts); most are keyed by id. */
interface Versioned {
  version?: unknown;
}

/** The key of a row by its id (a focus of the content lists has a name instead: ListScreen gives its own). */
const byId = (row: Versioned): unknown => (row as { id?: unknown }).id;

/** The key of a versioned record's form: a newer version of the row draws a fresh form. */
export const versionKey = <Row extends Versioned>(editing: Row | 'new', keyOf: (row: Row) => unknown = byId): string =>
  editing === 'new' ? 'new' : `${String(keyOf(editing))}-${String(editing.version)}`;

/** The screen's list as the editor reads it: its rows, whether it is being asked again, and how to ask it again. */
export interface EditedList<Row> {
  page: { rows: readonly Row[] } | null;
  loading: boolean;
  reload: () => void;
}

/** A row the editor opens once the list has answered: any listed version, or (`newer`) only a newer one. */
interface Waiting<Row> {
  row: Row;
  newer: boolean;
}

/**
 * The editing state of a list screen. A row is opened as the list has it: `Edit` pressed while the list is being asked
 * again (after a save, a withdrawal or a filter) opens the row from the answer, so a form never shows the values from
 * before a save; a row the answer lacks opens as it was listed (a save of it is still checked by its version). Another
 * row's `Edit` over a form with typed changes asks before throwing them away.
 * `reloadTheirs` (a form refused as stale) opens the list's newer version once the list, asked again by the refusal,
 * has answered, even when pressed before it has; it closes the form when the list has no newer version.
 */
export function useEditor<Row extends Versioned>(
  list: EditedList<Row>,
  keyOf: (row: Row) => unknown = byId,
): Editor<Row> {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [waiting, setWaiting] = useState<Waiting<Row> | null>(null);
  const [actions] = useState(createActions);
  const { loading, page } = list;
  useEffect(() => {
    if (waiting === null || loading) return;
    setWaiting(null);
    const listed = page?.rows.find((row) => keyOf(row) === keyOf(waiting.row));
    if (!waiting.newer) setEditing(listed ?? waiting.row);
    else setEditing(listed && listed.version !== waiting.row.version ? listed : null);
  }, [waiting, loading, page, keyOf]);
  const open = (next: Row | 'new' | null) => {
    setWaiting(null);
    setEditing(next);
  };
  return {
    editing,
    actions,
    add: () => {
      actions.say('');
      open('new');
    },
    edit: (row) => {
      // Another row's Edit over a form with typed changes asks first; the same row's keeps the form as it is.
      if (editing !== null && editing !== 'new' && keyOf(editing) === keyOf(row)) return;
      if (editing !== null && !mayDiscard(hasUnsaved())) return;
      if (loading) setWaiting({ row, newer: false });
      else open(row);
    },
    cancel: () => open(null),
    done: (message) => {
      open(null);
      actions.say(message);
      list.reload();
    },
    reloadTheirs: () => {
      if (editing === null || editing === 'new') open(null);
      else setWaiting({ row: editing, newer: true });
    },
  };
}

/**
 * Title with its Add button, the notice (a save, or a row's action), the form while editing, the filters and the list
 * (`children`); the focus goes into the form when it opens and back to its opener when it closes (useEditorFocus).
 */
export function EditorScreen<Row>(props: {
  title: string;
  addLabel: string;
  editor: Editor<Row>;
  form: (editing: Row | 'new') => ReactNode;
  filters: ReactNode;
  children: ReactNode;
}) {
  const { editor } = props;
  const { formBox, addButton } = useEditorFocus(editor.editing);
  return (
    <section>
      <header className="screen-head">
        <h1>{props.title}</h1>
        {editor.editing === null && (
          <button type="button" className="primary" ref={addButton} onClick={editor.add}>
            {props.addLabel}
          </button>
        )}
      </header>
      <ActionNotice actions={editor.actions} />
      <div ref={formBox}>{editor.editing !== null && props.form(editor.editing)}</div>
      <div className="filters">{props.filters}</div>
      {props.children}
    </section>
  );
}
