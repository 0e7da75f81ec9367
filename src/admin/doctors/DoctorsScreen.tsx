/** Doctors: search, filter (country, focus, role, active, registration status), sort and page on the server; open one to edit it. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { DOCTOR_SORTS, doctorsExport, doctorsList, doctorsSetActiveMany } from '../../shared/contract/admin/doctors.ts';
import { createActions } from '../stores/actions.ts';
import { text } from '../text.ts';
import { ActionNotice } from '../ui/ActionNotice.tsx';
import { DoctorStatus } from './DoctorStatus.tsx';
import type { Doctor } from '../types.ts';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { SearchBox } from '../ui/SearchBox.tsx';
import { useList } from '../ui/useList.ts';
import type { Options } from './options.ts';
import { consoleDay } from '../ui/dates.ts';
import { VERIFICATION_STATUSES } from '../../shared/constants.ts';
import { createBulk, tickedElsewhere } from '../stores/bulk.ts';
import { BulkBar } from '../ui/BulkBar.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

/** The list's bulk deactivation and reactivation (reset when the screen opens and when its filters change). */
const bulk = createBulk(doctorsSetActiveMany);

/** Props: the form choices and whether this role may change doctors. */
export interface DoctorsScreenProps {
  options: Options;
  canWrite: boolean;
}

const [byCreated] = DOCTOR_SORTS;

/** A doctor's full name as staff read it ("Erased doctor #3" once erased, "Doctor #3" when no name was given). */
export function doctorName(d: Doctor): string {
  const name = [d.salutation, d.firstName, d.middleName, d.lastName].filter((part) => part !== '').join(' ');
  if (name !== '') return name;
  return d.erased ? text.doctors.erasedName(d.id) : text.doctors.unnamed(d.id);
}

const columns: Column<Doctor>[] = [
  {
    header: text.doctors.name,
    sort: 'lastName',
    cell: (d) => <a href={`#/doctors/${d.id}`}>{doctorName(d)}</a>,
  },
  // An erased doctor's number is gone (its placeholder is not a number to show).
  { header: text.doctors.mobile, sort: 'phone', cell: (d) => (d.erased ? '—' : `+${d.countryCode} ${d.phone}`) },
  { header: text.doctors.focus, sort: 'therapeuticFocus', cell: (d) => d.therapeuticFocus },
  { header: text.doctors.role, cell: (d) => d.memberRole },
  { header: text.doctors.location, cell: (d) => d.location },
  {
    header: text.doctors.status,
    cell: (d) => <DoctorStatus doctor={d} />,
  },
  { header: text.doctors.created, sort: byCreated, cell: (d) => consoleDay(d.createdAt, d.countryCode) },
];

/** The doctors list. */
export function DoctorsScreen({ options, canWrite }: DoctorsScreenProps) {
  const list = useList<Doctor>(doctorsList, { sort: byCreated, dir: 'desc' });
  const [actions] = useState(createActions);
  const [switching, setSwitching] = useState<boolean | null>(null);
  const selected = useStore(bulk.$selected);
  useEffect(() => bulk.reset(), []);
  const filter = (changes: Record<string, string>) => {
    bulk.reset();
    list.filter(changes);
  };
  const setActive = async (active: boolean) => {
    setSwitching(null);
    await bulk.run({ active }, text.doctors.bulkDone(active));
    list.reload();
  };
  // The export takes the list's search, filters and sort (not its page).
  const exportCsv = () => {
    const { page: _page, pageSize: _size, ...filters } = list.query;
    void actions.download(doctorsExport, filters, 'doctors.csv');
  };
  // The controls show the list's query (restored from the address on a reload or Back).
  const shown = (name: string) => String(list.query[name] ?? '');
  const select = (name: string) => ({
    value: shown(name),
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => filter({ [name]: event.target.value }),
  });
  return (
    <section>
      <header className="screen-head">
        <h1>{text.doctors.title}</h1>
        <div className="actions">
          {canWrite && (
            <>
              <button type="button" onClick={exportCsv}>
                {text.doctors.export}
              </button>
              <a className="button" href="#/doctors/import">
                {text.doctors.import}
              </a>
              <a className="button primary" href="#/doctors/new">
                {text.doctors.add}
              </a>
            </>
          )}
        </div>
      </header>
      <ActionNotice actions={actions} />
      <div className="filters">
        <SearchBox
          id="doctors-q"
          label={text.doctors.search}
          value={shown('q')}
          onSearch={(value) => filter({ q: value })}
        />
        <div className="field">
          <label htmlFor="doctors-country">{text.doctors.country}</label>
          <select id="doctors-country" {...select('countryCode')}>
            <option value="">{text.common.all}</option>
            <option value="91">{text.doctors.india}</option>
            <option value="977">{text.doctors.nepal}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="doctors-focus">{text.doctors.focus}</label>
          <select id="doctors-focus" {...select('focus')}>
            <option value="">{text.common.all}</option>
            {options.focuses.map((focus) => (
              <option key={focus}>{focus}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="doctors-role">{text.doctors.role}</label>
          <input
            id="doctors-role"
            inputMode="numeric"
            maxLength={3}
            value={shown('role')}
            onChange={(e) => {
              if (/^[0-9]{0,3}$/.test(e.target.value)) filter({ role: e.target.value });
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="doctors-active">{text.doctors.status}</label>
          <select id="doctors-active" {...select('active')}>
            <option value="">{text.common.all}</option>
            <option value="true">{text.doctors.active}</option>
            <option value="false">{text.doctors.inactive}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="doctors-registration">{text.doctors.registration}</label>
          <select id="doctors-registration" {...select('registration')}>
            <option value="">{text.common.all}</option>
            {VERIFICATION_STATUSES.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </select>
        </div>
      </div>
      {canWrite && (
        <BulkBar
          bulk={bulk}
          nameOf={(id) => {
            const doctor = list.page?.rows.find((d) => d.id === id);
            return doctor ? doctorName(doctor) : `#${id}`;
          }}
          actions={[
            { label: text.doctors.deactivateSelected, danger: true, onClick: () => setSwitching(false) },
            { label: text.doctors.reactivateSelected, onClick: () => setSwitching(true) },
          ]}
        />
      )}
      <DataTable
        label={text.doctors.title}
        list={list}
        columns={columns}
        rowKey={(d) => d.id}
        rowName={doctorName}
        {...(canWrite ? { selected, onSelect: (next: ReadonlySet<number>) => bulk.$selected.set(next) } : {})}
      />
      {switching !== null && (
        <ConfirmDialog
          title={switching ? text.doctors.reactivateSelected : text.doctors.deactivateSelected}
          body={text.bulk.confirmBody(
            selected.size,
            switching ? text.doctors.reactivateSelected : text.doctors.deactivateSelected,
            tickedElsewhere(selected, list.page?.rows),
          )}
          {...(switching ? {} : { warning: text.doctors.deactivateWarning })}
          confirmLabel={switching ? text.doctors.reactivateSelected : text.doctors.deactivateSelected}
          danger={!switching}
          onCancel={() => setSwitching(null)}
          onConfirm={() => void setActive(switching)}
        />
      )}
    </section>
  );
}
