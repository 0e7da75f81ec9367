/** Erasure requests (DPDP Act 2023, issue 27; compliance, admin): the queue by status and its processing (audited). */
import { useState } from 'react';
import { erasureProcess, erasuresList } from '../../shared/contract/admin/erasures.ts';
import { createActions } from '../stores/actions.ts';
import { ActionNotice } from '../ui/ActionNotice.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { useList } from '../ui/useList.ts';
import { type ErasureRow, erasureText as e } from './erasure-text.ts';
import { consoleDateTime } from '../ui/dates.ts';

/** The statuses to list by, open requests first. */
const STATUSES = ['Requested', 'Erased'] as const;

/** The erasure requests screen. */
export function ErasuresScreen() {
  const list = useList<ErasureRow>(erasuresList, { status: 'Requested' });
  const [asked, setAsked] = useState<ErasureRow | null>(null);
  const [actions] = useState(createActions);

  const process = async (row: ErasureRow) => {
    setAsked(null);
    const done = (answer: { toldBy: string }) => e.done(row.name, answer.toldBy);
    if (await actions.run(erasureProcess, { id: row.id }, done)) list.reload();
  };

  const columns: Column<ErasureRow>[] = [
    { header: e.reference, cell: (r) => r.reference },
    { header: e.doctor, cell: (r) => (r.name ? <a href={`#/doctors/${r.memberId}`}>{r.name}</a> : e.erased) },
    { header: e.requested, cell: (r) => consoleDateTime(r.requestedAt) },
    { header: e.status, cell: (r) => <span className="tag">{r.status}</span> },
    { header: e.processed, cell: (r) => (r.processedAt ? consoleDateTime(r.processedAt) : '') },
    { header: e.told, cell: (r) => r.toldBy },
    {
      header: e.actions,
      cell: (r) =>
        r.status === 'Requested' ? (
          <button type="button" className="small danger" aria-label={e.processOne(r.name)} onClick={() => setAsked(r)}>
            {e.process}
          </button>
        ) : null,
    },
  ];

  return (
    <section>
      <header className="screen-head">
        <h1>{e.title}</h1>
      </header>
      <p className="muted">{e.intro}</p>
      <div className="filters">
        <div className="field">
          <label htmlFor="erasures-status">{e.status}</label>
          <select
            id="erasures-status"
            value={String(list.query.status ?? '')}
            onChange={(ev) => list.filter({ status: ev.target.value })}
          >
            {STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
      </div>
      <ActionNotice actions={actions} />
      <DataTable label={e.title} list={list} columns={columns} rowKey={(r) => r.id} />
      {asked && (
        <ConfirmDialog
          title={e.confirmTitle}
          body={e.confirmBody(asked.name)}
          {...(asked.openQuestions + asked.openReports > 0 && {
            warning: e.openSafety(asked.openQuestions, asked.openReports),
          })}
          confirmLabel={e.process}
          danger
          onCancel={() => setAsked(null)}
          onConfirm={() => void process(asked)}
        />
      )}
    </section>
  );
}
