/** The audit log (admins): every staff write, newest first, filtered by staff, entity, action and dates; CSV export. */
import { useState } from 'react';
import { auditExport, auditList } from '../../shared/contract/admin/audit.ts';
import { createActions } from '../stores/actions.ts';
import { text } from '../text.ts';
import { ActionNotice } from '../ui/ActionNotice.tsx';
import type { AuditRow } from '../types.ts';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { SearchBox } from '../ui/SearchBox.tsx';
import { useList } from '../ui/useList.ts';
import { consoleDateTime } from '../ui/dates.ts';

function changes(row: AuditRow): string {
  return Object.entries(row.changes)
    .map(([field, change]) => `${field}: ${change.from ?? '∅'} → ${change.to ?? '∅'}`)
    .join('; ');
}

const columns: Column<AuditRow>[] = [
  { header: text.audit.at, cell: (r) => consoleDateTime(r.at) },
  { header: text.audit.staff, cell: (r) => r.staffEmail },
  { header: text.audit.action, cell: (r) => r.action },
  { header: text.audit.entity, cell: (r) => `${r.entity} ${r.entityId}` },
  { header: text.audit.changes, cell: (r) => <span className="changes">{changes(r)}</span> },
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
  return (
    <section>
      <header className="screen-head">
        <h1>{text.audit.title}</h1>
        <div className="actions">
          <button type="button" onClick={exportCsv}>
            {text.audit.export}
          </button>
        </div>
      </header>
      <ActionNotice actions={actions} />
      <div className="filters">
        <SearchBox
          id="audit-staff"
          label={text.audit.staff}
          value={String(list.query.staff ?? '')}
          onSearch={(v) => list.filter({ staff: v })}
        />
        <SearchBox
          id="audit-entity"
          label={text.audit.entity}
          value={String(list.query.entity ?? '')}
          onSearch={(v) => list.filter({ entity: v })}
        />
        <SearchBox
          id="audit-action"
          label={text.audit.action}
          value={String(list.query.action ?? '')}
          onSearch={(v) => list.filter({ action: v })}
        />
        <div className="field">
          <label htmlFor="audit-from">{text.audit.from}</label>
          <input id="audit-from" type="date" value={String(list.query.from ?? '')} onChange={date('from')} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">{text.audit.to}</label>
          <input id="audit-to" type="date" value={String(list.query.to ?? '')} onChange={date('to')} />
        </div>
      </div>
      <DataTable label={text.audit.title} list={list} columns={columns} rowKey={(r) => r.id} />
    </section>
  );
}
