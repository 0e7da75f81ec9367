/** The sample ledger (compliance, admin): filter by doctor, product and sample year; export the CSV for the audit. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ledgerExport, ledgerList, ledgerYears } from '../../shared/contract/admin/compliance.ts';
import type { Query } from '../api.ts';
import { createActions } from '../stores/actions.ts';
import { createResource } from '../stores/resource.ts';
import { text } from '../text.ts';
import { ActionNotice } from '../ui/ActionNotice.tsx';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { SearchBox } from '../ui/SearchBox.tsx';
import { useList } from '../ui/useList.ts';
import { complianceText as c, type LedgerRow } from './compliance-text.ts';
import { consoleDateTime } from '../ui/dates.ts';

/**
 * The sample year filter: the years the server offers (the running sample year by the configured calendars, the
 * five before it, other years the ledger holds), and the year asked for in the address even before they arrive.
 */
function YearFilter({ value, onChange }: { value: string; onChange: (year: string) => void }) {
  const [years] = useState(() => createResource<{ years: string[] }>(ledgerYears));
  const offered = useStore(years.$value)?.years ?? [];
  useEffect(() => void years.load(), [years]);
  const choices = value && !offered.includes(value) ? [value, ...offered] : offered;
  return (
    <div className="field">
      <label htmlFor="ledger-year">{c.ledgerYear}</label>
      <select id="ledger-year" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{text.common.all}</option>
        {choices.map((year) => (
          <option key={year}>{year}</option>
        ))}
      </select>
    </div>
  );
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
        <YearFilter value={String(list.query.year ?? '')} onChange={(year) => list.filter({ year })} />
      </div>
      <ActionNotice actions={actions} />
      <DataTable label={c.ledgerTitle} list={list} columns={columns} rowKey={(r) => r.id} />
    </section>
  );
}
