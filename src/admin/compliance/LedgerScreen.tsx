/** The sample ledger (compliance, admin): filter by doctor, product and sample year; export the CSV for the audit. */
import { useState } from 'react';
import { ledgerExport, ledgerList } from '../../shared/contract/admin/compliance.ts';
import type { Query } from '../api.ts';
import { createActions } from '../stores/actions.ts';
import { text } from '../text.ts';
import { ActionNotice } from '../ui/ActionNotice.tsx';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { SearchBox } from '../ui/SearchBox.tsx';
import { useList } from '../ui/useList.ts';
import { complianceText as c, type LedgerRow } from './compliance-text.ts';
import { currentSampleYear, consoleDateTime } from '../ui/dates.ts';

/** The years a sample year may start in, newest first (the running sample year and the five before it). */
function recentYears(): number[] {
  const now = currentSampleYear(Date.now());
  return Array.from({ length: 6 }, (_, i) => now - i);
}

/** The ledger screen. */
export function LedgerScreen() {
  const list = useList<LedgerRow>(ledgerList, {});
  const [actions] = useState(createActions);
  const filters = (({ page: _p, pageSize: _s, ...rest }: Query) => rest)(list.query);
  const exportCsv = () => void actions.download(ledgerExport, filters, 'sample-ledger.csv');

  const columns: Column<LedgerRow>[] = [
    { header: c.ordered, cell: (r) => consoleDateTime(r.orderedAt, r.countryCode) },
    {
      header: c.doctor,
      cell: (r) => <a href={`#/doctors/${r.doctorId}`}>{r.doctorName}</a>,
    },
    {
      header: c.registrationAtOrder,
      cell: (r) => (
        <>
          {r.registrationNumber}
          <small className="muted">{r.registrationCouncil}</small>
        </>
      ),
    },
    { header: c.product, cell: (r) => r.productTitle },
    { header: c.dose, cell: (r) => r.dose },
    { header: c.packs, cell: (r) => r.qty },
    { header: c.sampleYear, cell: (r) => r.yearStart },
    {
      header: c.order,
      cell: (r) => (
        <>
          {r.orderId}
          <small className="muted">{r.status}</small>
        </>
      ),
    },
  ];

  return (
    <section>
      <header className="screen-head">
        <h1>{c.ledgerTitle}</h1>
        <div className="actions">
          <button type="button" onClick={() => void exportCsv()}>
            {c.export}
          </button>
        </div>
      </header>
      <p className="muted">{c.ledgerIntro}</p>
      <div className="filters">
        <SearchBox
          id="ledger-doctor"
          label={c.ledgerDoctor}
          value={String(list.query.doctor ?? '')}
          onSearch={(doctor) => list.filter({ doctor })}
        />
        <SearchBox
          id="ledger-product"
          label={c.ledgerProduct}
          value={String(list.query.product ?? '')}
          onSearch={(product) => list.filter({ product })}
        />
        <div className="field">
          <label htmlFor="ledger-year">{c.ledgerYear}</label>
          <select
            id="ledger-year"
            value={String(list.query.year ?? '')}
            onChange={(e) => list.filter({ year: e.target.value })}
          >
            <option value="">{text.common.all}</option>
            {recentYears().map((year) => (
              <option key={year}>{year}</option>
            ))}
          </select>
        </div>
      </div>
      <ActionNotice actions={actions} />
      <DataTable label={c.ledgerTitle} list={list} columns={columns} rowKey={(r) => r.id} />
    </section>
  );
}
