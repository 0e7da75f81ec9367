/** The shape of a console screen that lists rows and adds or edits one at a time in a form above the list. */
import { type ReactNode, useState } from 'react';

/** What is being edited (a row, a new one, or nothing) and the last save's message. */
export interface Editor<Row> {
  editing: Row | 'new' | null;
  saved: string;
  add: () => void;
  edit: (row: Row) => void;
  cancel: () => void;
  /** Closes the form, shows `message` and reloads the list. */
  done: (message: string) => void;
}

/** The editing state of a list screen; `reload` refreshes its list after a save. */
export function useEditor<Row>(reload: () => void): Editor<Row> {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [saved, setSaved] = useState('');
  return {
    editing,
    saved,
    add: () => {
      setSaved('');
      setEditing('new');
    },
    edit: setEditing,
    cancel: () => setEditing(null),
    done: (message) => {
      setEditing(null);
      setSaved(message);
      reload();
    },
  };
}

/** Title with its Add button, the saved banner, the form while editing, the filters and the list (`children`). */
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
      {editor.saved && (
        <p className="banner banner-ok" role="status">
          {editor.saved}
        </p>
      )}
      {editor.editing !== null && props.form(editor.editing)}
      <div className="filters">{props.filters}</div>
      {props.children}
    </section>
  );
}
