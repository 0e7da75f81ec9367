/** The side-effect queue (compliance, admin): soonest due first, every field of a report, status, mail state and retry. */
import { useEffect, useState } from 'react';
import { mailRetry, reportsList } from '../../shared/contract/admin/safety.ts';
import { createActions } from '../stores/actions.ts';
import { loadAssignees } from '../stores/safety-work.ts';
import { ActionNotice } from '../ui/ActionNotice.tsx';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { SearchBox } from '../ui/SearchBox.tsx';
import { useList } from '../ui/useList.ts';
import { MailState } from './MailState.tsx';
import { ReportStatusCell } from './ReportStatusCell.tsx';
import { REPORT_FILTERS, type ReportRow, safetyText as s } from './safety-text.ts';
import { AssigneeCell, DueCell, NotesCell } from './WorkCells.tsx';
import { consoleDateTime } from '../ui/dates.ts';

function Details({ r }: { r: ReportRow }) {
  return (
    <details>
      <summary aria-label={s.detailsOf(r.number)}>{s.details}</summary>
      <dl className="details-list">
        <dt>{s.event}</dt>
        <dd className="pre-wrap">{r.event}</dd>
        <dt>{s.onset}</dt>
        <dd>
          {r.onsetDate}
          {r.stopDate && ` – ${s.stopped} ${r.stopDate}`}
        </dd>
        <dt>{s.outcome}</dt>
        <dd>{r.outcome}</dd>
        <dt>{s.otherMedicines}</dt>
        <dd className="pre-wrap">{r.otherMedicines || '—'}</dd>
        <dt>{s.ack}</dt>
        <dd>{r.ackStatus}</dd>
      </dl>
    </details>
  );
}

/** The queue screen. */
export function ReportsScreen() {
  const list = useList<ReportRow>(reportsList, {});
  const [actions] = useState(createActions);
  useEffect(() => void loadAssignees(), []);

  const retry = async () => {
    const done = (d: { sent: number; failed: number }) => s.retried(d.sent, d.failed);
    if (await actions.run(mailRetry, {}, done)) list.reload();
  };

  const columns: Column<ReportRow>[] = [
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
          <small className="muted">{r.doctorPhone}</small>
        </>
      ),
    },
    { header: s.product, cell: (r) => r.productTitle },
    {
      header: s.patient,
      cell: (r) => `${r.patientInitials}, ${r.patientAge}, ${r.patientSex}`,
    },
    {
      header: s.event,
      cell: (r) => (
        <>
          <span className="tag">{r.serious ? `${s.serious}: ${r.seriousCriteria.join(', ')}` : s.nonSerious}</span>
          <Details r={r} />
        </>
      ),
    },
    {
      header: s.assignee,
      cell: (r) => (
        <>
          <AssigneeCell kind="report" row={r} actions={actions} onChanged={list.reload} />
          <NotesCell kind="report" row={r} actions={actions} />
        </>
      ),
    },
    { header: s.mail, cell: (r) => <MailState status={r.mailStatus} attempts={r.mailAttempts} error={r.mailError} /> },
    {
      header: s.status,
      cell: (r) => <ReportStatusCell row={r} actions={actions} onChanged={list.reload} />,
    },
  ];

  return (
    <section>
      <header className="screen-head">
        <h1>{s.reportsTitle}</h1>
        <div className="actions">
          <button type="button" onClick={() => void retry()}>
            {s.retry}
          </button>
        </div>
      </header>
      <p className="muted">{s.reportsIntro}</p>
      <div className="filters">
        <SearchBox
          id="reports-q"
          label={s.search}
          value={String(list.query.q ?? '')}
          onSearch={(q) => list.filter({ q })}
        />
        <div className="field">
          <label htmlFor="reports-status">{s.status}</label>
          <select
            id="reports-status"
            value={String(list.query.status ?? 'open')}
            onChange={(e) => list.filter({ status: e.target.value === 'open' ? undefined : e.target.value })}
          >
            {REPORT_FILTERS.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </div>
      </div>
      <ActionNotice actions={actions} />
      <DataTable label={s.reportsTitle} list={list} columns={columns} rowKey={(r) => r.id} />
    </section>
  );
}
