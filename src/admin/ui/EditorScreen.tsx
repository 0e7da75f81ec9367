/** The shape of a console screen that lists rows and adds or edits one at a time in a form above the list. */
import { type ReactNode, useEffect, useState } from 'react';
import { createActions, type ScreenActions } from '../stores/actions.ts';
import { ActionNotice } from './ActionNotice.tsx';
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

/** What `Reload their version` reads of the screen's list: its rows and whether it is being asked again. */
interface ListedRows<Row> {
  page: { rows: readonly Row[] } | null;
  loading: boolean;
}

/**
 * `Reload their version` of a form refused as stale: opens the list's newer version of the row once the list (asked
 * again by the refusal) has answered, even when the button is pressed before it has; closes the form when the list
 * has no newer version (the row left the page, or was deleted).
 */
export function useReloadRow<Row extends Versioned>(
  editor: Editor<Row>,
  list: ListedRows<Row>,
  keyOf: (row: Row) => unknown = byId,
): () => void {
  const [asked, setAsked] = useState(false);
  const { editing } = editor;
  useEffect(() => {
    if (!asked || list.loading) return;
    setAsked(false);
    const newer =
      editing === null || editing === 'new'
        ? undefined
        : list.page?.rows.find((row) => keyOf(row) === keyOf(editing) && row.version !== editing.version);
    if (newer) editor.edit(newer);
    else editor.cancel();
  }, [asked, list.loading, list.page, editing, editor, keyOf]);
  return () => setAsked(true);
}

/** The editing state of a list screen; `reload` refreshes its list after a save. */
export function useEditor<Row>(reload: () => void): Editor<Row> {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [actions] = useState(createActions);
  return {
    editing,
    actions,
    add: () => {
      actions.say('');
      setEditing('new');
    },
    edit: setEditing,
    cancel: () => setEditing(null),
    done: (message) => {
      setEditing(null);
      actions.say(message);
      reload();
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
