/**
 * Working the safety queues (issue 41): the staff who may be assigned, each record's notes thread, and the assign and
 * add-note actions, which go through the screen's action helper (stores/actions.ts) so their outcome is its notice.
 */
import { atom } from 'nanostores';
import type { Static } from 'typebox';
import { assign, assignees, noteAdd, notesList, type noteSchema } from '../../shared/contract/admin/safety-work.ts';
import { failureText, staffCall } from '../api.ts';
import type { ScreenActions } from './actions.ts';

/** A medical question or a side-effect report. */
export type SafetyKind = 'question' | 'report';
/** A staff member who may be assigned a record. */
export interface Assignee {
  id: number;
  name: string;
  role: string;
}
/** An internal note. */
type Note = Static<typeof noteSchema>;
/** A record's notes: loading, failed (with the reason) or the notes, oldest first. */
export type Thread = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; notes: Note[] };

/** The staff who may be assigned (empty until loadAssignees). */
export const $assignees = atom<Assignee[]>([]);

/** The notes of the records opened, by `kind:id`. */
// An atom, not a nanostores map: the doctors' core file carries every nanostores module any island uses
// (integrations/chunk-groups.ts), and the console alone would add map's code to every doctor page.
export const $threads = atom<Record<string, Thread>>({});

/** Sets one record's thread. */
function setThread(key: string, thread: Thread): void {
  $threads.set({ ...$threads.get(), [key]: thread });
}

/** The key of a record in $threads. */
export const threadKey = (kind: SafetyKind, id: number): string => `${kind}:${id}`;

/** Loads the staff who may be assigned, once per screen visit. */
export async function loadAssignees(): Promise<void> {
  try {
    $assignees.set(await staffCall<Assignee[]>(assignees));
  } catch {
    // The select keeps the current assignee only; the next visit asks again.
  }
}

/** Loads (or reloads) a record's notes. */
export async function loadThread(kind: SafetyKind, id: number): Promise<void> {
  const key = threadKey(kind, id);
  if (!$threads.get()[key]) setThread(key, { status: 'loading' });
  try {
    const notes = await staffCall<Note[]>(notesList, { query: { kind, id } });
    setThread(key, { status: 'ready', notes });
  } catch (error) {
    setThread(key, { status: 'error', message: failureText(error) });
  }
}

/** Sets (or, with null, clears) who works a record; true when done. The notice says who, or why not. */
export async function assignTo(
  actions: ScreenActions,
  record: { kind: SafetyKind; id: number; number: string },
  assigneeId: number | null,
  done: (number: string, name: string) => string,
): Promise<boolean> {
  const answer = await actions.run<{ assigneeName: string }>(
    assign,
    { kind: record.kind, id: record.id, assigneeId },
    (result) => done(record.number, result.assigneeName),
  );
  return answer !== undefined;
}

/** Adds a note to a record and shows it at the end of its thread; true when stored. */
export async function addNote(
  actions: ScreenActions,
  record: { kind: SafetyKind; id: number; number: string },
  text: string,
  done: (number: string) => string,
): Promise<boolean> {
  const note = await actions.run<Note>(noteAdd, { kind: record.kind, id: record.id, text }, () => done(record.number));
  if (!note) return false;
  const key = threadKey(record.kind, record.id);
  const thread = $threads.get()[key];
  setThread(key, { status: 'ready', notes: [...(thread?.status === 'ready' ? thread.notes : []), note] });
  return true;
}
