/** The shape of a console screen that lists rows and adds or edits one at a time in a form above the list. */
import { type ReactNode, useState } from 'react';
import { createActions, type ScreenActions } from '../stores/actions.ts';
import { ActionNotice } from './ActionNotice.tsx';

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

/** Title with its Add button, the notice (a save, or a row's action), the form while editing, the filters and the list (`children`). */
export function EditorScreen<Row>(props: {
  title: string;
  addLabel: string;
  editor: Editor<Row>;
  form: (editing: Row | 'new') => ReactNode;
  filters: ReactNode;
  children: ReactNode;
}) {
  const { editor } = props;
  return (
    <section>
      <header className="screen-head">
        <h1>{props.title}</h1>
        {editor.editing === null && (
          <button type="button" className="primary" onClick={editor.add}>
            {props.addLabel}
          </button>
        )}
      </header>
      <ActionNotice actions={editor.actions} />
      {editor.editing !== null && props.form(editor.editing)}
      <div className="filters">{props.filters}</div>
      {props.children}
    </section>
  );
}
