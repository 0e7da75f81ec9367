/** The audit log (admins): every staff write, newest first, filtered by staff, entity, action and dates; CSV export. */
import { useState } from 'react';
import { auditExport, auditList } from '../../shared/contract/admin/audit.ts';
import { createActions } from '../stores/actions.ts';
import { auditText, changesText } from './audit-text.ts';
import { ActionNotice } from '../ui/ActionNotice.tsx';
import type { AuditRow } from '../types.ts';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { Field } from '../ui/Field.tsx';
import { SearchBox } from '../ui/SearchBox.tsx';
import { useList } from '../ui/useList.ts';
import { consoleDateTime } from '../ui/dates.ts';

/** The Record cell: the type and id (`doctor 7`); an export's row names how many rows went out (its entity id). */
function record(row: AuditRow): string {
  return row.action.endsWith('.export')
    ? auditText.exported(row.entity, row.entityId)
    : `${row.entity} ${row.entityId}`;
}

const columns: Column<AuditRow>[] = [
  { header: auditText.at, cell: (r) => consoleDateTime(r.at) },
  { header: auditText.staff, cell: (r) => r.staffEmail },
  { header: auditText.action, cell: (r) => r.action },
  { header: auditText.entity, cell: record },
  { header: auditText.changes, cell: (r) => <span className="changes">{changesText(r.changes)}</span> },
];

/** The audit screen. */
export function AuditScreen() {
  const list = useList<AuditRow>(auditList, {});
  const [actions] = useState(createActions);
  // The export takes the list's filters (not its page).
  const exportCsv = () => {
    const { page: _page, pageSize: _size, ...filters } = list.query;
    void actions.download(auditExport, filters, 'audit.csv');
  };
  const date = (name: 'from' | 'to') => (event: React.ChangeEvent<HTMLInputElement>) =>
    list.filter({ [name]: event.target.value });
  const [from, to] = [String(list.query.from ?? ''), String(list.query.to ?? '')];
  // Dates as yyyy-mm-dd compare as text: a To before the From matches nothing, and says so.
  const reversed = from !== '' && to !== '' && to < from;
  return (
    <section>
      <header className="screen-head">
        <h1>{auditText.title}</h1>
        <div className="actions">
          <button type="button" onClick={exportCsv}>
            {auditText.export}
          </button>
        </div>
      </header>
      <ActionNotice actions={actions} />
      <div className="filters">
        <SearchBox
          id="audit-staff"
          label={auditText.staff}
          value={String(list.query.staff ?? '')}
          onSearch={(v) => list.filter({ staff: v })}
        />
        <SearchBox
          id="audit-entity"
          label={auditText.entityFilter}
          value={String(list.query.entity ?? '')}
          onSearch={(v) => list.filter({ entity: v })}
        />
        <SearchBox
          id="audit-action"
          label={auditText.action}
          value={String(list.query.action ?? '')}
          onSearch={(v) => list.filter({ action: v })}
        />
        <div className="field">
          <label htmlFor="audit-from">{auditText.from}</label>
          <input id="audit-from" type="date" value={from} onChange={date('from')} />
        </div>
        <Field id="audit-to" label={auditText.to} error={reversed ? auditText.reversed : undefined}>
          <input
            id="audit-to"
            type="date"
            value={to}
            onChange={date('to')}
            aria-describedby={reversed ? 'audit-to-error' : undefined}
          />
        </Field>
      </div>
      <DataTable label={auditText.title} list={list} columns={columns} rowKey={(r) => r.id} />
    </section>
  );
}
