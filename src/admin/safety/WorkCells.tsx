/** The queue cells of working a safety record (issue 41): its due time with words, its assignee, its notes thread. */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { NOTE_MAX } from '../../shared/contract/admin/safety-work.ts';
import type { ScreenActions } from '../stores/actions.ts';
import {
  $assignees,
  $threads,
  addNote,
  assignTo,
  loadThread,
  type SafetyKind,
  threadKey,
} from '../stores/safety-work.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { consoleDateTime } from '../ui/dates.ts';
import { FocusKeepingButton } from '../ui/FocusKeepingButton.tsx';
import { useUnsaved } from '../ui/useUnsaved.ts';
import { safetyText as s } from './safety-text.ts';

/** What the cells need of a row. */
export interface WorkedRow {
  id: number;
  number: string;
  countryCode: string;
  dueAt: string;
  overdue: boolean;
  dueSoon: boolean;
  assigneeId: number | null;
  assigneeName: string;
  notes: number;
}

/** The due time in the record's business time zone, with "overdue" or "due within 48 h" in words. */
export function DueCell({ row }: { row: WorkedRow }) {
  const state = row.overdue ? 'overdue' : row.dueSoon ? 'soon' : '';
  return (
    <span className={state ? `due due--${state}` : 'due'}>
      {consoleDateTime(row.dueAt, row.countryCode)}
      {row.overdue && <small className="error">{s.overdue}</small>}
      {row.dueSoon && <small className="warning">{s.dueSoon}</small>}
    </span>
  );
}

/**
 * The assignee select: the staff who work the queues, or nobody. A pick is confirmed before it is saved (a keyboard's
 * arrow keys change a closed select at once, as on the Staff screen's role picker); the select is never disabled, so
 * the focus stays on it (the dialog gives it back when it closes).
 */
export function AssigneeCell(props: {
  kind: SafetyKind;
  row: WorkedRow;
  actions: ScreenActions;
  onChanged: () => void;
}) {
  const { kind, row, actions, onChanged } = props;
  const people = useStore($assignees);
  const { busy } = useStore(actions.$outcome);
  const listed = people.some((person) => person.id === row.assigneeId);
  // The assignee picked and not yet confirmed (null: nobody).
  const [picked, setPicked] = useState<{ id: number | null; name: string } | null>(null);
  const pick = (value: string) => {
    if (busy) return;
    const id = value === '' ? null : Number(value);
    if (id === row.assigneeId) return;
    setPicked({ id, name: people.find((person) => person.id === id)?.name ?? '' });
  };
  const confirm = async (id: number | null) => {
    setPicked(null);
    if (await assignTo(actions, { kind, id: row.id, number: row.number }, id, s.assigned)) onChanged();
  };
  return (
    <>
      <select
        aria-label={s.assigneeOf(row.number)}
        value={row.assigneeId ?? ''}
        aria-disabled={busy || undefined}
        onChange={(event) => pick(event.target.value)}
      >
        <option value="">{s.nobody}</option>
        {row.assigneeId !== null && !listed && <option value={row.assigneeId}>{row.assigneeName}</option>}
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
      {picked && (
        <ConfirmDialog
          title={s.assignTitle(row.number)}
          body={s.assignBody(row.number, picked.name)}
          confirmLabel={s.assignConfirm(picked.name)}
          onCancel={() => setPicked(null)}
          onConfirm={() => void confirm(picked.id)}
        />
      )}
    </>
  );
}

/** The record's internal notes, loaded when opened, oldest first, with a box to add one. */
export function NotesCell(props: { kind: SafetyKind; row: WorkedRow; actions: ScreenActions }) {
  const { kind, row, actions } = props;
  const thread = useStore($threads)[threadKey(kind, row.id)];
  const { busy } = useStore(actions.$outcome);
  const [draft, setDraft] = useState('');
  // A note typed and not added asks before the screen or the page is left, as a form does.
  useUnsaved(draft.trim() !== '');
  const count = thread?.status === 'ready' ? thread.notes.length : row.notes;
  const boxId = `note-${kind}-${row.id}`;
  // Counts the notes added here: the newest takes the focus from `Add note` (unavailable once its box is emptied).
  const [added, setAdded] = useState(0);
  const notesList = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (added > 0) notesList.current?.querySelector<HTMLElement>('li:last-child')?.focus();
  }, [added]);
  const save = async () => {
    if (!(await addNote(actions, { kind, id: row.id, number: row.number }, draft, s.noteAdded))) return;
    setDraft('');
    setAdded((count) => count + 1);
  };
  return (
    <details onToggle={(event) => event.currentTarget.open && void loadThread(kind, row.id)}>
      <summary aria-label={s.notesOf(count, row.number)}>{s.notes(count)}</summary>
      {thread?.status === 'error' && <p className="error">{thread.message}</p>}
      {thread?.status === 'ready' && thread.notes.length === 0 && <p className="muted">{s.noNotes}</p>}
      {thread?.status === 'ready' && (
        <ol className="notes" ref={notesList}>
          {thread.notes.map((note) => (
            <li key={note.id} tabIndex={-1}>
              <small className="muted">
                {note.staffName} · {consoleDateTime(note.createdAt, row.countryCode)}
              </small>
              <p className="pre-wrap">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <div className="field">
        <label htmlFor={boxId}>{s.noteLabel(row.number)}</label>
        <textarea id={boxId} rows={2} maxLength={NOTE_MAX} value={draft} onChange={(e) => setDraft(e.target.value)} />
        <small className="muted">{s.notesHint}</small>
      </div>
      <FocusKeepingButton className="small" unavailable={busy || draft.trim() === ''} onClick={() => void save()}>
        {s.addNote}
      </FocusKeepingButton>
    </details>
  );
}
