/** The medical-question queue (compliance, admin): search, filter by status, answer (the doctor reads it) or close. */
import { useStore } from '@nanostores/react';
import { type SyntheticEvent, useEffect, useState } from 'react';
import { questionsList, questionUpdate } from '../../shared/contract/admin/safety.ts';
import { type ScreenActions, createActions } from '../stores/actions.ts';
import { loadAssignees } from '../stores/safety-work.ts';
import { text } from '../text.ts';
import { ActionNotice } from '../ui/ActionNotice.tsx';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { SearchBox } from '../ui/SearchBox.tsx';
import { useList } from '../ui/useList.ts';
import { MailState } from './MailState.tsx';
import { QUESTION_FILTERS, type QuestionRow, safetyText as s } from './safety-text.ts';
import { consoleDateTime } from '../ui/dates.ts';
import { AssigneeCell, DueCell, NotesCell } from './WorkCells.tsx';
import { useForm } from '../ui/useForm.ts';
import Failure from '../ui/Failure.tsx';
import { Field } from '../ui/Field.tsx';
import { FocusKeepingButton } from '../ui/FocusKeepingButton.tsx';
import { mayDiscard } from '../ui/discard.ts';
import { useModalDialog } from '../ui/useModalDialog.ts';

/** The statuses a question may be given. */
const STATUSES = QUESTION_FILTERS.filter((f) => f !== 'open');

/**
 * The answer of one question, in a modal that gives the focus back to its row's Answer when it closes. Its refusals
 * stay in it (its own actions): "answered" without an answer is marked under the answer box, which takes the focus;
 * only the done message reaches the queue's notice. Escape or Cancel with a typed change asks before throwing it away.
 */
function AnswerDialog(props: { row: QuestionRow; actions: ScreenActions; onDone: () => void; onCancel: () => void }) {
  const ref = useModalDialog();
  const { values, set, errors, fail, formRef, edited } = useForm<{ answer: string; status: string }>({
    answer: props.row.answer,
    status: props.row.status === 'new' ? 'answered' : props.row.status,
  });
  const { answer, status } = values;
  const [own] = useState(createActions);
  const { failure, busy } = useStore(own.$outcome);
  const save = async () => {
    if (status === 'answered' && answer.trim() === '') {
      fail({ answer: s.answerRequired });
      return;
    }
    fail({});
    // What the form opened with: a colleague's save since is refused, not overwritten.
    const body = { id: props.row.id, status, answer, seen: { status: props.row.status, answer: props.row.answer } };
    const done = () => s.saved(props.row.number);
    if (await own.run(questionUpdate, body, done)) {
      props.actions.say(done());
      props.onDone();
    }
  };
  // Escape or Cancel with a typed answer asks first: staying keeps the dialog open as typed.
  const leave = (event?: SyntheticEvent) => {
    if (mayDiscard(edited, event)) props.onCancel();
  };
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="answer-title" onCancel={leave}>
      <form ref={formRef} noValidate onSubmit={(event) => event.preventDefault()}>
        <h2 id="answer-title">{s.answerTitle(props.row.number)}</h2>
        <p className="pre-wrap">{props.row.question}</p>
        <Field id="answer-text" label={s.answerLabel} error={errors.answer}>
          <textarea id="answer-text" rows={6} value={answer} onChange={(e) => set({ answer: e.target.value })} />
        </Field>
        <Field id="answer-status" label={s.newStatus}>
          <select id="answer-status" value={status} onChange={(e) => set({ status: e.target.value })}>
            {STATUSES.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </Field>
        <Failure text={failure} />
        <div className="actions">
          <button type="button" onClick={() => leave()}>
            {text.common.cancel}
          </button>
          <FocusKeepingButton className="primary" unavailable={busy} onClick={() => void save()}>
            {s.save}
          </FocusKeepingButton>
        </div>
      </form>
    </dialog>
  );
}

/** The queue screen. */
export function QuestionsScreen() {
  const list = useList<QuestionRow>(questionsList, {});
  const [editing, setEditing] = useState<QuestionRow | null>(null);
  const [actions] = useState(createActions);
  useEffect(() => void loadAssignees(), []);

  const columns: Column<QuestionRow>[] = [
    { header: s.due, cell: (r) => <DueCell row={r} /> },
    {
      header: s.number,
      cell: (r) => (
        <>
          {r.number}
          <small className="muted">
            {s.received} {consoleDateTime(r.createdAt, r.countryCode)}
          </small>
        </>
      ),
    },
    {
      header: s.doctor,
      cell: (r) => (
        <>
          <a href={`#/doctors/${r.memberId}`}>{r.doctorName}</a>
          <small className="muted">
            {r.doctorPhone} {r.doctorEmail}
          </small>
        </>
      ),
    },
    { header: s.product, cell: (r) => r.productTitle },
    { header: s.question, cell: (r) => <span className="pre-wrap">{r.question}</span> },
    { header: s.replyBy, cell: (r) => r.replyChannel },
    {
      header: s.status,
      cell: (r) => (
        <>
          <span className="tag">{r.status}</span>
          {r.answer && <small className="muted pre-wrap">{r.answer}</small>}
        </>
      ),
    },
    {
      header: s.assignee,
      cell: (r) => (
        <>
          <AssigneeCell kind="question" row={r} actions={actions} onChanged={list.reload} />
          <NotesCell kind="question" row={r} actions={actions} />
        </>
      ),
    },
    { header: s.mail, cell: (r) => <MailState status={r.mailStatus} attempts={r.mailAttempts} error={r.mailError} /> },
    {
      header: s.actions,
      cell: (r) => (
        <button type="button" className="small" aria-label={s.answerOne(r.number)} onClick={() => setEditing(r)}>
          {s.answer}
        </button>
      ),
    },
  ];

  return (
    <section>
      <header className="screen-head">
        <h1>{s.questionsTitle}</h1>
      </header>
      <p className="muted">{s.questionsIntro}</p>
      <div className="filters">
        <SearchBox
          id="questions-q"
          label={s.search}
          value={String(list.query.q ?? '')}
          onSearch={(q) => list.filter({ q })}
        />
        <div className="field">
          <label htmlFor="questions-status">{s.status}</label>
          <select
            id="questions-status"
            value={String(list.query.status ?? 'open')}
            onChange={(e) => list.filter({ status: e.target.value === 'open' ? undefined : e.target.value })}
          >
            {QUESTION_FILTERS.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </div>
      </div>
      <ActionNotice actions={actions} />
      <DataTable label={s.questionsTitle} list={list} columns={columns} rowKey={(r) => r.id} />
      {editing && (
        <AnswerDialog
          row={editing}
          actions={actions}
          onCancel={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
    </section>
  );
}
